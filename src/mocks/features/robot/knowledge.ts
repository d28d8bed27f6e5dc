import { clock } from '@/mocks/clock';
import { fingerprint } from '@/mocks/db/store';
import { halls, matters, type HallRow, type MatterRow } from '@/mocks/db/tables';
import type { Intent, KnowledgeItem } from './matching';
import { CATEGORY_NAMES, faqs, guideVersions, SUBCATEGORY_NAMES, type FaqRow } from './tables';

/**
 * The robot's knowledge base, built at request time from the emulator's shared `matters` and
 * `halls` tables (so a matter added to the catalogue is answerable at once) and the common
 * questions of `robotFaqs`.
 */

export type ActionKind = 'reserve' | 'ticket' | 'guide' | 'complaint' | 'evaluation' | 'agency' | 'mail' | 'login';

export interface AnswerContent {
  itemId: string;
  title: string;
  html: string;
  files: { name: string; url: string }[];
  actions: { kind: ActionKind; label: string; matterId?: string }[];
  source: { section: string; versionDate: string; matterId: string | null; matterName: string | null };
  /** Other questions about the same matter or topic. */
  related: { itemId: string; question: string }[];
  /** The hall's phone numbers (转人工 until chat with staff exists). */
  contacts: { hallName: string; phone: string; openHours: string }[];
}

const MATTER_QUESTIONS: [Intent, (name: string) => string, string][] = [
  ['overview', (n) => `如何办理${n}？`, '基本信息'],
  ['materials', (n) => `办理${n}需要什么材料？`, '申请材料'],
  ['conditions', (n) => `${n}的受理条件是什么？`, '受理条件'],
  ['process', (n) => `${n}的办理流程是什么？`, '办理流程'],
  ['fee', (n) => `${n}收费吗？`, '收费标准'],
  ['time', (n) => `${n}多久能办好？`, '办理时限'],
  ['where', (n) => `${n}在哪里办？`, '办理地点'],
  ['basis', (n) => `${n}的法律依据是什么？`, '法律依据'],
];

const SECTION_OF = Object.fromEntries(MATTER_QUESTIONS.map(([intent, , section]) => [intent, section])) as Record<Intent, string>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The matters an area offers: its own, else its city's (a province has none of its own). */
export function areaMatters(areaCode: string): MatterRow[] {
  const own = matters.filter((m) => m.areaCode === areaCode);
  if (own.length) return own;
  return matters.filter((m) => m.areaCode === '120100');
}

/** The halls of an area: its own, else every hall inside it. */
export function areaHalls(areaCode: string): HallRow[] {
  const own = halls.filter((h) => h.areaCode === areaCode);
  if (own.length) return own;
  const prefix = areaCode.endsWith('0000') ? areaCode.slice(0, 2) : areaCode.endsWith('00') ? areaCode.slice(0, 4) : areaCode;
  return halls.filter((h) => h.areaCode.startsWith(prefix)).slice(0, 5);
}

/** Extra fields a richer catalogue may carry; read when present. */
interface MatterExtras {
  versionDate?: unknown;
  aliases?: unknown;
  keywords?: unknown;
  hallIds?: unknown;
}

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
}

/** The names a matter is asked by: its name, its name without the bracket, and catalogue aliases. */
export function matterNames(m: MatterRow): string[] {
  const extras = m as MatterRow & MatterExtras;
  const bare = m.name.replace(/[（(].*?[）)]/g, '');
  return [...new Set([m.name, bare, ...stringList(extras.aliases), ...stringList(extras.keywords)])];
}

/** The guide's version date: its own when the catalogue has one, else when the robot first saw this version. */
export function guideVersionDate(m: MatterRow): string {
  const own = (m as MatterRow & MatterExtras).versionDate;
  if (typeof own === 'string' && /^\d{4}-\d{2}-\d{2}/.test(own)) return own.slice(0, 10);
  const print = fingerprint([m]);
  const seen = guideVersions.get(m.id);
  if (seen && seen.print === print) return seen.date;
  const date = new Date(clock.now()).toISOString().slice(0, 10);
  if (seen) guideVersions.update(m.id, { print, date });
  else guideVersions.insert({ id: m.id, print, date });
  return date;
}

/** Every question the robot can answer in an area. */
export function buildItems(areaCode: string): KnowledgeItem[] {
  const items: KnowledgeItem[] = [];
  for (const m of areaMatters(areaCode)) {
    const names = matterNames(m);
    for (const [intent, question] of MATTER_QUESTIONS)
      items.push({ id: `${m.id}.${intent}`, question: question(m.name), intent, matterId: m.id, names, topic: m.category, weight: m.hot });
  }
  for (const f of faqs.all()) items.push({ id: f.id, question: f.question, intent: f.intent, names: f.names, weight: f.weight });
  return items;
}

/** Splits `M120101 00.materials` into matter id and intent. */
export function parseItemId(itemId: string): { matterId: string; intent: Intent } | null {
  const dot = itemId.lastIndexOf('.');
  if (dot < 0) return null;
  const intent = itemId.slice(dot + 1) as Intent;
  if (!SECTION_OF[intent]) return null;
  return { matterId: itemId.slice(0, dot), intent };
}

function hallList(list: HallRow[], what: (h: HallRow) => string): string {
  if (!list.length) return '<p>本区域暂无服务大厅信息。</p>';
  return `<ul>${list.map((h) => `<li><strong>${escapeHtml(h.name)}</strong>：${what(h)}</li>`).join('')}</ul>`;
}

export function contactsOf(areaCode: string): AnswerContent['contacts'] {
  return areaHalls(areaCode).map((h) => ({ hallName: h.name, phone: h.phone, openHours: h.openHours }));
}

function faqContent(f: FaqRow, areaCode: string): AnswerContent {
  const list = areaHalls(areaCode);
  const html = f.html
    .replace(
      '{hours}',
      hallList(list, (h) => escapeHtml(h.openHours)),
    )
    .replace(
      '{halls}',
      hallList(list, (h) => `${escapeHtml(h.address)}（<a href="#/lntroductionhall?hallId=${encodeURIComponent(h.id)}">大厅介绍</a>）`),
    )
    .replace(
      '{phones}',
      hallList(list, (h) => `<a href="tel:${escapeHtml(h.phone)}">${escapeHtml(h.phone)}</a>（${escapeHtml(h.openHours)}）`),
    );
  const related = faqs.filter((o) => o.categoryId === f.categoryId && o.id !== f.id).map((o) => ({ itemId: o.id, question: o.question }));
  return {
    itemId: f.id,
    title: f.question,
    html,
    files: f.files,
    actions: f.actions,
    source: { section: f.section, versionDate: f.versionDate, matterId: null, matterName: null },
    related,
    contacts: f.intent === 'handoff' ? contactsOf(areaCode) : [],
  };
}

function materialsHtml(m: MatterRow): string {
  const rows = m.materials.map(
    (x) => `<li><strong>${escapeHtml(x.name)}</strong>，${escapeHtml(x.copies)}${x.required ? '' : '（按情况提供）'}</li>`,
  );
  return `<p>办理<strong>${escapeHtml(m.name)}</strong>需要准备以下材料：</p><ol>${rows.join('')}</ol>`;
}

function sampleFiles(m: MatterRow): AnswerContent['files'] {
  const out: AnswerContent['files'] = [];
  for (const x of m.materials as (MatterRow['materials'][number] & { sample?: unknown; sampleUrl?: unknown; sampleFile?: unknown })[]) {
    const url = [x.sampleUrl, x.sample, x.sampleFile].find((v): v is string => typeof v === 'string' && v !== '');
    if (url) out.push({ name: `${x.name}（样表）`, url });
  }
  return out;
}

function matterHtml(m: MatterRow, intent: Intent, areaCode: string): string {
  const name = escapeHtml(m.name);
  const guide = `<p><a href="#/guidelines?matterId=${encodeURIComponent(m.id)}">查看${name}完整办事指南</a></p>`;
  switch (intent) {
    case 'materials':
      return materialsHtml(m) + guide;
    case 'conditions':
      return `<p>${escapeHtml(m.conditions)}</p>${guide}`;
    case 'process':
      return `<p>${name}的办理流程：</p><ol>${m.process.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>${guide}`;
    case 'fee':
      return `<p>${name}：<strong>${escapeHtml(m.fee)}</strong>。</p>${guide}`;
    case 'time':
      return `<p>${name}的承诺办理时限为<strong>${escapeHtml(m.timeLimit)}</strong>，自受理之日起计算。</p>${guide}`;
    case 'basis':
      return `<p>${escapeHtml(m.legalBasis)}。</p>${guide}`;
    case 'where':
      return `<p>${name}由<strong>${escapeHtml(m.departmentName)}</strong>负责，可到以下大厅办理：</p>${hallList(areaHalls(areaCode), (h) => `${escapeHtml(h.address)}，${escapeHtml(h.openHours)}`)}${m.online ? '<p>本事项也可网上办理。</p>' : ''}${guide}`;
    default:
      return `<p><strong>${name}</strong>由${escapeHtml(m.departmentName)}办理，${m.online ? '可网上办理，也可到大厅办理' : '需到大厅现场办理'}。</p><ul><li>承诺时限：${escapeHtml(m.timeLimit)}</li><li>收费：${escapeHtml(m.fee)}</li><li>办理流程：${m.process.map(escapeHtml).join(' → ')}</li></ul>${materialsHtml(m)}${guide}`;
  }
}

function matterContent(m: MatterRow, intent: Intent, areaCode: string): AnswerContent {
  const [, question, section] = MATTER_QUESTIONS.find(([i]) => i === intent) ?? MATTER_QUESTIONS[0];
  return {
    itemId: `${m.id}.${intent}`,
    title: question(m.name),
    html: matterHtml(m, intent, areaCode),
    files: sampleFiles(m),
    actions: [
      { kind: 'reserve', label: '预约办理', matterId: m.id },
      { kind: 'ticket', label: '在线取号', matterId: m.id },
      { kind: 'guide', label: '查看办事指南', matterId: m.id },
    ],
    source: { section: `《${m.name}》办事指南 · ${section}`, versionDate: guideVersionDate(m), matterId: m.id, matterName: m.name },
    related: MATTER_QUESTIONS.filter(([i]) => i !== intent)
      .slice(0, 4)
      .map(([i, q]) => ({ itemId: `${m.id}.${i}`, question: q(m.name) })),
    contacts: [],
  };
}

/** The full answer of a knowledge item in an area, or undefined when the item does not exist. */
export function answerContent(itemId: string, areaCode: string): AnswerContent | undefined {
  const faq = faqs.get(itemId);
  if (faq) return faqContent(faq, areaCode);
  const parsed = parseItemId(itemId);
  if (!parsed) return undefined;
  const m = matters.get(parsed.matterId);
  return m ? matterContent(m, parsed.intent, areaCode) : undefined;
}

export interface Category {
  id: string;
  name: string;
  count: number;
}

/** Top categories: the themes of the area's matters, then the common-question groups. */
export function topCategories(areaCode: string): Category[] {
  const themes = new Map<string, number>();
  for (const m of areaMatters(areaCode)) themes.set(m.category, (themes.get(m.category) ?? 0) + 1);
  const out: Category[] = [...themes].map(([name, count]) => ({ id: `theme-${name}`, name, count }));
  for (const [id, name] of Object.entries(CATEGORY_NAMES)) out.push({ id, name, count: faqs.filter((f) => f.categoryId === id).length });
  return out;
}

export interface SubCategory {
  id: string;
  name: string;
  questions: { itemId: string; question: string }[];
}

/** The sub-categories of a category (a theme's matters, or a common-question group's parts), or undefined. */
export function subCategories(categoryId: string, areaCode: string): SubCategory[] | undefined {
  if (categoryId.startsWith('theme-')) {
    const theme = categoryId.slice('theme-'.length);
    const list = areaMatters(areaCode).filter((m) => m.category === theme);
    if (!list.length) return undefined;
    return list
      .sort((a, b) => b.hot - a.hot)
      .map((m) => ({
        id: m.id,
        name: m.name,
        questions: MATTER_QUESTIONS.slice(0, 5).map(([i, q]) => ({ itemId: `${m.id}.${i}`, question: q(m.name) })),
      }));
  }
  if (!CATEGORY_NAMES[categoryId]) return undefined;
  const groups = new Map<string, SubCategory>();
  for (const f of faqs.filter((x) => x.categoryId === categoryId)) {
    const g = groups.get(f.subCategoryId) ?? {
      id: f.subCategoryId,
      name: SUBCATEGORY_NAMES[f.subCategoryId] ?? f.subCategoryId,
      questions: [],
    };
    g.questions.push({ itemId: f.id, question: f.question });
    groups.set(f.subCategoryId, g);
  }
  return [...groups.values()];
}
