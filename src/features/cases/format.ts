import type { CaseFilter, CaseStage } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23 09:30` in the phone's time zone. */
export function fmtTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What is left until a deadline, in words: 剩余3天5小时, 剩余40分钟, 已超期2天. */
export function timeLeft(deadline: number, now: number): string {
  const ms = deadline - now;
  const abs = Math.abs(ms);
  const days = Math.floor(abs / 86_400_000);
  const hours = Math.floor((abs % 86_400_000) / 3_600_000);
  const minutes = Math.max(1, Math.floor((abs % 3_600_000) / 60_000));
  const text = days ? `${days}天${hours ? `${hours}小时` : ''}` : hours ? `${hours}小时` : `${minutes}分钟`;
  return ms >= 0 ? `剩余${text}` : `已超期${text}`;
}

export const FILTERS: { key: CaseFilter; name: string }[] = [
  { key: 'all', name: '全部' },
  { key: 'doing', name: '办理中' },
  { key: 'returned', name: '待补正' },
  { key: 'done', name: '已办结' },
  { key: 'rejected', name: '不予受理' },
];

/** Stages that ask something of the citizen, or ended badly, get the warning colour. */
export const stageTone = (s: CaseStage): 'warning' | 'danger' | 'success' | 'primary' =>
  s === 'returned' ? 'warning' : s === 'rejected' ? 'danger' : s === 'approved' ? 'success' : 'primary';
