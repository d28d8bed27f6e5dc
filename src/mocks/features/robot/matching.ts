/**
 * The robot's question matching: pure functions over a list of knowledge items, so the
 * tolerance (synonyms, colloquial wording, follow-up context) is tested as tables.
 */

export type Intent =
  | 'handoff'
  | 'materials'
  | 'fee'
  | 'time'
  | 'conditions'
  | 'basis'
  | 'process'
  | 'where'
  | 'hours'
  | 'reserve'
  | 'ticket'
  | 'complain'
  | 'evaluate'
  | 'agency'
  | 'mail'
  | 'login'
  | 'overview';

/** Intents that answer about one matter (a follow-up without a matter takes the context's). */
export const MATTER_INTENTS: Intent[] = ['materials', 'fee', 'time', 'conditions', 'basis', 'process', 'where', 'overview'];

/** Intent cue words, checked in this order: the first intent with a cue in the question wins. */
export const INTENT_CUES: [Intent, string[]][] = [
  ['handoff', ['转人工', '人工客服', '人工服务', '找人工', '真人', '工作人员', '客服电话', '打电话']],
  ['conditions', ['条件', '资格', '能不能办', '可以办吗', '谁可以', '符合']],
  ['materials', ['材料', '带什么', '带啥', '需要什么', '要什么', '准备什么', '准备啥', '资料', '要哪些']],
  ['fee', ['多少钱', '收费', '费用', '要钱', '花钱', '免费', '交钱', '几块钱']],
  ['time', ['多久', '几天', '多长时间', '时限', '多少天', '办结', '什么时候能拿', '什么时候能好']],
  ['basis', ['依据', '法律', '法规', '政策', '规定']],
  ['process', ['流程', '步骤', '程序', '环节']],
  ['hours', ['几点', '上班', '下班', '开门', '关门', '营业', '工作时间', '办公时间', '周末', '节假日', '什么时候开']],
  ['where', ['在哪', '哪里', '哪儿', '地点', '去哪', '地址', '怎么走', '位置']],
  ['reserve', ['预约', '约个', '挂号']],
  ['ticket', ['取号', '排号', '拿号', '排队', '叫号']],
  ['complain', ['投诉', '举报', '建议', '意见', '不满意']],
  ['evaluate', ['评价', '好差评', '打分', '差评', '好评']],
  ['agency', ['代办', '帮办', '替我办', '帮我办', '老人办不了']],
  ['mail', ['邮寄', '快递', '寄送', '寄到家', 'ems']],
  ['login', ['登录', '登陆', '实名', '注册', '认证']],
  ['overview', ['怎么办', '如何办', '怎样办', '办理', '手续', '怎么弄', '怎么申请', '如何申请', '申请', '咋办', '怎么搞', '办']],
];

/**
 * Colloquial words and the catalogue's wording they mean. The question keeps its own words
 * and gains the catalogue's, so both match.
 */
export const SYNONYMS: [string, string][] = [
  ['社保卡', '社会保障卡'],
  ['社保', '社会保险'],
  ['身份证', '居民身份证'],
  ['换证', '换领'],
  ['补办', '换领'],
  ['过期', '换领'],
  ['户口', '户籍'],
  ['上户口', '出生登记'],
  ['报户口', '出生登记'],
  ['落户', '出生登记'],
  ['新生儿', '出生登记'],
  ['生孩子', '出生登记'],
  ['养老保险', '城乡居民养老保险参保登记'],
  ['交养老', '城乡居民养老保险参保登记'],
  ['失业金', '失业保险金申领'],
  ['失业了', '失业保险金申领'],
  ['丢了工作', '失业保险金申领'],
  ['营业执照', '个体工商户设立登记'],
  ['开店', '个体工商户设立登记'],
  ['开个店', '个体工商户设立登记'],
  ['个体户', '个体工商户'],
  ['开饭馆', '食品经营许可证核发'],
  ['开饭店', '食品经营许可证核发'],
  ['食品许可', '食品经营许可证'],
  ['取公积金', '住房公积金提取'],
  ['提公积金', '住房公积金提取'],
  ['公积金取出来', '住房公积金提取'],
  ['租房', '住房公积金提取租房'],
  ['公积金贷款', '住房公积金个人贷款'],
  ['买房贷款', '住房公积金个人贷款'],
  ['房贷', '住房公积金个人贷款'],
  ['异地看病', '异地就医备案'],
  ['外地看病', '异地就医备案'],
  ['外地就医', '异地就医备案'],
  ['医疗保险', '医保'],
  ['看病报销', '医疗费用手工报销'],
  ['医药费报销', '医疗费用手工报销'],
  ['医保报销', '医疗费用手工报销'],
  ['领证', '结婚登记'],
  ['结婚', '结婚登记'],
  ['低保', '最低生活保障申请'],
  ['困难补助', '最低生活保障申请'],
  ['个税', '个人所得税'],
  ['退税', '个人所得税综合所得汇算'],
  ['汇算', '个人所得税综合所得汇算'],
  ['房产证', '不动产权属证明'],
  ['房本', '不动产权属证明'],
  ['查房子', '不动产权属证明查询'],
  ['老年卡', '老年人优待证'],
  ['居住证明', '居住证'],
  ['暂住证', '居住证'],
];

const FILLERS = [
  '请问一下',
  '请问',
  '你好',
  '您好',
  '我想问',
  '想问一下',
  '想问',
  '我想',
  '我要',
  '我该',
  '麻烦',
  '一下',
  '的话',
  '怎么样',
  '谢谢',
];
const TAIL_PARTICLES = /[吗呢呀啊吧哈]+$/u;

/** Lower case, half-width, no punctuation, spaces or polite fillers. */
export function normalize(text: string): string {
  let s = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
  for (const f of FILLERS) s = s.split(f).join('');
  return s.replace(TAIL_PARTICLES, '');
}

/** The question with the catalogue's words added for every colloquial word it holds. */
export function expand(normalized: string): string {
  const extra: string[] = [];
  for (const [colloquial, canonical] of SYNONYMS) if (normalized.includes(colloquial)) extra.push(canonical);
  return extra.length ? `${normalized}|${extra.join('|')}` : normalized;
}

/** The first intent whose cue the question holds, with the cue, or null. */
export function detectIntent(normalized: string): { intent: Intent; cue: string } | null {
  for (const [intent, cues] of INTENT_CUES) {
    const cue = cues.find((c) => normalized.includes(c));
    if (cue) return { intent, cue };
  }
  return null;
}

function bigrams(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length - 1; i++) out.push(s.slice(i, i + 2));
  return out;
}

/** The question without intent cues: what remains names the thing asked about. */
export function contentOf(normalized: string): string {
  const canon = SYNONYMS.filter(([colloquial]) => normalized.includes(colloquial)).map(([, c]) => c);
  let s = [normalized, ...canon].join('|');
  const cues = INTENT_CUES.flatMap(([, c]) => c).sort((a, b) => b.length - a.length);
  for (const c of cues) s = s.split(c).join('|');
  return s.replace(/[怎么如何咋样啥什的是要去能可以需和还有个]/gu, '|');
}

/**
 * How well a name fits the question, 0 to 1: 1 when the name (or the question's content) is
 * inside the other; otherwise shared two-character pieces, weighted towards the question.
 */
export function nameScore(name: string, expandedQuestion: string, content: string): number {
  const n = normalize(name);
  if (!n) return 0;
  if (expandedQuestion.includes(n)) return 1;
  const pieces = content.split('|').filter((p) => p.length >= 2);
  if (pieces.some((p) => p.length >= 3 && n.includes(p))) return 0.9;
  const nameGrams = new Set(bigrams(n));
  const questionGrams = new Set(expandedQuestion.split('|').flatMap(bigrams));
  const contentGrams = new Set(pieces.flatMap(bigrams));
  let sharedName = 0;
  for (const g of nameGrams) if (questionGrams.has(g)) sharedName++;
  let sharedContent = 0;
  for (const g of contentGrams) if (nameGrams.has(g)) sharedContent++;
  if (sharedName < 2) return 0;
  const nameCover = sharedName / nameGrams.size;
  const contentCover = contentGrams.size ? sharedContent / contentGrams.size : 0;
  return Math.min(0.85, 0.6 * contentCover + 0.4 * nameCover);
}

/** One question the robot can answer. */
export interface KnowledgeItem {
  id: string;
  question: string;
  intent: Intent;
  /** The matter it is about (matter questions). */
  matterId?: string;
  /** Names that point at it: the matter's name and aliases, or an FAQ's key words. */
  names: string[];
  /** The theme it belongs to (社保, 户籍 …): typing a theme suggests its questions. */
  topic?: string;
  /** Higher first when scores tie (a matter's popularity). */
  weight: number;
}

export interface MatchContext {
  /** The matter the conversation is about (setContext, or the last answer's). */
  matterId?: string;
}

export type MatchResult =
  { kind: 'answer'; item: KnowledgeItem; score: number; fromContext: boolean } | { kind: 'notFound'; suggestions: KnowledgeItem[] };

const ENTITY_MIN = 0.45;

function byWeight(a: { score: number; item: KnowledgeItem }, b: { score: number; item: KnowledgeItem }) {
  return b.score - a.score || b.item.weight - a.item.weight;
}

/** The best matter for a question, with its score, or null. */
function bestMatter(items: KnowledgeItem[], expanded: string, content: string): { matterId: string; score: number } | null {
  let best: { matterId: string; score: number; weight: number } | null = null;
  for (const item of items) {
    if (!item.matterId || item.intent !== 'overview') continue;
    const score = Math.max(...item.names.map((n) => nameScore(n, expanded, content)));
    if (score >= ENTITY_MIN && (!best || score > best.score || (score === best.score && item.weight > best.weight)))
      best = { matterId: item.matterId, score, weight: item.weight };
  }
  return best;
}

/** Questions near a question, for "did you mean" and 没有找到. */
export function nearest(question: string, items: KnowledgeItem[], limit = 3): KnowledgeItem[] {
  const q = normalize(question);
  const expanded = expand(q);
  const content = contentOf(q);
  const scored = items
    .map((item) => ({
      item,
      score: Math.max(nameScore(item.question, expanded, content), ...item.names.map((n) => nameScore(n, expanded, content) * 0.9)),
    }))
    .filter((s) => s.score > 0)
    .sort(byWeight);
  return scored.slice(0, limit).map((s) => s.item);
}

/** Answers a question from the items, using the conversation's matter for follow-ups. */
export function matchQuestion(question: string, items: KnowledgeItem[], context: MatchContext = {}): MatchResult {
  const q = normalize(question);
  const fallback = (): MatchResult => {
    const near = nearest(question, items);
    const hot = [...items].filter((i) => !i.matterId || i.intent === 'overview').sort((a, b) => b.weight - a.weight);
    return { kind: 'notFound', suggestions: near.length ? near : hot.slice(0, 3) };
  };
  if (!q) return fallback();
  const expanded = expand(q);
  const content = contentOf(q);
  const intent = detectIntent(q)?.intent ?? null;
  const matter = bestMatter(items, expanded, content);

  if (matter && (intent === null || MATTER_INTENTS.includes(intent) || intent === 'reserve' || intent === 'ticket' || intent === 'hours')) {
    const wanted: Intent = intent && MATTER_INTENTS.includes(intent) ? intent : 'overview';
    const item =
      items.find((i) => i.matterId === matter.matterId && i.intent === wanted) ??
      items.find((i) => i.matterId === matter.matterId && i.intent === 'overview');
    if (item) return { kind: 'answer', item, score: matter.score, fromContext: false };
  }
  if (intent) {
    // "怎么办" alone says nothing about what: no general answer for it.
    const general = intent === 'overview' ? [] : items.filter((i) => !i.matterId && i.intent === intent);
    if (general.length) {
      const scored = general
        .map((item) => ({ item, score: 0.6 + 0.4 * Math.max(0, ...item.names.map((n) => nameScore(n, expanded, content))) }))
        .sort(byWeight);
      // A matter follow-up ("那在哪办") beats the hall-wide answer when the conversation has a matter.
      if (!(context.matterId && MATTER_INTENTS.includes(intent) && scored[0].score < 0.9))
        return { kind: 'answer', item: scored[0].item, score: scored[0].score, fromContext: false };
    }
    if (context.matterId && MATTER_INTENTS.includes(intent)) {
      const item = items.find((i) => i.matterId === context.matterId && i.intent === intent);
      if (item) return { kind: 'answer', item, score: 0.7, fromContext: true };
    }
  }
  // A bare keyword of a common question ("投诉", "代办").
  const faq = items
    .filter((i) => !i.matterId)
    .map((item) => ({ item, score: Math.max(0, ...item.names.map((n) => nameScore(n, expanded, content))) }))
    .filter((s) => s.score >= 0.9)
    .sort(byWeight);
  if (faq.length) return { kind: 'answer', item: faq[0].item, score: faq[0].score, fromContext: false };
  return fallback();
}

/** Suggestions while typing: questions that contain or resemble what was typed, best first. */
export function complete(typed: string, items: KnowledgeItem[], limit = 8): KnowledgeItem[] {
  const q = normalize(typed);
  if (!q) return [];
  const expanded = expand(q);
  const content = contentOf(q);
  const scored = items
    .map((item) => {
      const text = normalize(item.question);
      let score = text.startsWith(q) ? 3 : text.includes(q) ? 2 : 0;
      if (!score && item.topic && q.includes(normalize(item.topic)) && item.intent === 'overview') score = 0.8;
      if (!score)
        score = Math.max(
          nameScore(item.question, expanded, content),
          ...item.names.map((n) => (expanded.includes(normalize(n)) ? 1.5 : nameScore(n, expanded, content))),
        );
      if (score > 0 && q.length === 1 && !text.includes(q)) score = 0;
      return { item, score };
    })
    .filter((s) => s.score >= 0.4)
    .sort(byWeight);
  return scored.slice(0, limit).map((s) => s.item);
}

/** The words of a typed question the robot recognises, with where they are (getWordPos). */
export function wordPositions(typed: string): { word: string; start: number; end: number; kind: 'intent' | 'synonym'; means?: string }[] {
  const lower = typed.normalize('NFKC').toLowerCase();
  const out: { word: string; start: number; end: number; kind: 'intent' | 'synonym'; means?: string }[] = [];
  const taken: boolean[] = [];
  const mark = (word: string, kind: 'intent' | 'synonym', means?: string) => {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(word, from);
      if (at < 0) return;
      from = at + 1;
      if (taken.slice(at, at + word.length).some(Boolean)) continue;
      for (let i = at; i < at + word.length; i++) taken[i] = true;
      out.push({ word: typed.slice(at, at + word.length), start: at, end: at + word.length, kind, ...(means ? { means } : {}) });
    }
  };
  for (const [colloquial, canonical] of [...SYNONYMS].sort((a, b) => b[0].length - a[0].length)) mark(colloquial, 'synonym', canonical);
  for (const cue of INTENT_CUES.flatMap(([, c]) => c).sort((a, b) => b.length - a.length)) if (cue.length >= 2) mark(cue, 'intent');
  return out.sort((a, b) => a.start - b.start);
}
