import { AUTO_REPLY_PREFIX } from '@/contract/im';
import type { CallContent, ChecklistContent, FileContent, IMMessage, LinkContent } from './types';

/** Merges messages into a thread: one per `msgIdx`, ascending. Returns the same array when nothing is new. */
export function mergeThread(thread: readonly IMMessage[], incoming: readonly IMMessage[]): IMMessage[] {
  const known = new Set(thread.map((m) => m.msgIdx));
  const fresh = incoming.filter((m) => {
    if (known.has(m.msgIdx)) return false;
    known.add(m.msgIdx);
    return true;
  });
  if (fresh.length === 0) return thread as IMMessage[];
  return [...thread, ...fresh].sort((a, b) => a.msgIdx - b.msgIdx);
}

/** The last `msgIdx` of a thread (0 when empty): resync asks for what came after it. */
export function lastIdx(thread: readonly IMMessage[]): number {
  return thread.length ? thread[thread.length - 1].msgIdx : 0;
}

/** The other side of a message, seen by `me`. */
export function peerOf(msg: Pick<IMMessage, 'fromId' | 'toId'>, me: string): string {
  return msg.fromId === me ? msg.toId : msg.fromId;
}

function parse(content: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(content);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The content of a file message, or null when it is not well-formed. */
export function fileContent(content: string): FileContent | null {
  const v = parse(content);
  if (!v || typeof v.name !== 'string' || typeof v.url !== 'string') return null;
  return { name: v.name, url: v.url, size: typeof v.size === 'number' ? v.size : undefined };
}

/** The content of a link message, or null. */
export function linkContent(content: string): LinkContent | null {
  const v = parse(content);
  if (!v || typeof v.title !== 'string' || typeof v.url !== 'string') return null;
  return { title: v.title, url: v.url };
}

/** The content of a call message, or null. */
export function callContent(content: string): CallContent | null {
  const v = parse(content);
  if (!v || typeof v.callId !== 'string') return null;
  return {
    callId: v.callId,
    matterId: typeof v.matterId === 'string' ? v.matterId : '',
    matterName: typeof v.matterName === 'string' ? v.matterName : '',
    useVideo: v.useVideo !== false,
    ...(typeof v.caseId === 'string' && v.caseId ? { caseId: v.caseId } : {}),
  };
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The content of a checklist message (as sent, or as stored with the case it was filed to), or null. */
export function checklistContent(content: string): ChecklistContent | null {
  const v = parse(content);
  if (!v || typeof v.callId !== 'string' || !Array.isArray(v.items)) return null;
  const items = (v.items as unknown[])
    .map((i) => (i && typeof i === 'object' ? (i as Record<string, unknown>) : {}))
    .filter((i) => typeof i.label === 'string')
    .map((i) => ({ label: String(i.label), checked: i.checked === true }));
  return {
    callId: v.callId,
    items,
    nextSteps: str(v.nextSteps) ?? '',
    caseId: str(v.caseId),
    caseNo: str(v.caseNo),
    matterName: str(v.matterName),
    startedAt: num(v.startedAt),
    endedAt: num(v.endedAt),
    durationSec: num(v.durationSec),
    lineCount: num(v.lineCount),
  };
}

/** A call's length as people read it: 1分35秒. */
export function formatDuration(sec: number | undefined): string {
  if (sec === undefined) return '';
  const m = Math.floor(sec / 60);
  const s = Math.round(sec % 60);
  return m ? `${m}分${s}秒` : `${s}秒`;
}

const IMAGE = /\.(png|jpe?g|gif|bmp|webp)$/i;

/** Whether a file is shown inline as an image (by the extension of its name or address path). */
export function isImageFile(file: FileContent): boolean {
  const path = file.url.split(/[?#]/)[0];
  return IMAGE.test(file.name) || IMAGE.test(path);
}

/** One line of a conversation list: what the last message was. */
/**
 * A message the gateway sent automatically in a staff member's name (`auto`): the bubble shows a
 * 自动回复 label, and its text without the 【自动回复】 it begins with (the list keeps it).
 */
export function autoBody(msg: Pick<IMMessage, 'type' | 'content'>): Pick<IMMessage, 'type' | 'content'> {
  if (msg.type !== 'text' || !msg.content.startsWith(AUTO_REPLY_PREFIX)) return msg;
  return { ...msg, content: msg.content.slice(AUTO_REPLY_PREFIX.length) };
}

export function summary(msg: IMMessage | null): string {
  if (!msg) return '暂无消息';
  switch (msg.type) {
    case 'text':
      return msg.content;
    case 'file':
      return `[文件] ${fileContent(msg.content)?.name ?? ''}`.trim();
    case 'link':
      return `[链接] ${linkContent(msg.content)?.title ?? ''}`.trim();
    case 'call':
      return '[视频通话]';
    case 'hang':
      return '[通话已结束]';
    case 'grabOrders':
      return '[接单通知]';
    case 'checklist':
      return '[远程办理记录]';
    default:
      return '';
  }
}

/** File size as people read it. */
export function formatSize(bytes: number | undefined): string {
  if (!bytes) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
