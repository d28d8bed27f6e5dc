import type { Guide, HeldCertificate } from './types';

export type ChecklistState = 'have' | 'cert' | 'todo';

export interface ChecklistRow {
  name: string;
  detail: string;
  required: boolean;
  state: ChecklistState;
}

export interface Checklist {
  title: string;
  rows: ChecklistRow[];
  summary: string;
}

/** The personal materials checklist of a guide: what is ticked, held as an e-certificate, or still to get. */
export function checklistOf(guide: Pick<Guide, 'name' | 'materials'>, have: number[], held: HeldCertificate[] = []): Checklist {
  const heldAt = new Set(held.map((h) => h.index));
  const rows = guide.materials.map((m, i) => ({
    name: m.name,
    detail: [m.required ? '必要' : (m.condition ?? '视情形'), m.copies].filter(Boolean).join(' · '),
    required: m.required,
    state: (heldAt.has(i) ? 'cert' : have.includes(i) ? 'have' : 'todo') as ChecklistState,
  }));
  const needed = rows.filter((r) => r.required);
  const ready = needed.filter((r) => r.state !== 'todo').length;
  return {
    title: `${guide.name} · 我的材料清单`,
    rows,
    summary: `必要材料已备齐 ${ready}/${needed.length} 项${ready === needed.length ? '，可以去办理了' : ''}`,
  };
}

/** Breaks a text into lines no wider than `width` by `measure` (character by character: Chinese has no spaces). */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of Array.from(text)) {
    if (line && measure(line + ch) > width) {
      lines.push(line);
      line = ch;
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export const STATE_MARK: Record<ChecklistState, string> = { have: '☑ 已备齐', cert: '☑ 电子证照已有', todo: '☐ 待准备' };
