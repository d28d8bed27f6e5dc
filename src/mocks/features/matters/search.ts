/**
 * The emulator's matter search: tolerant matching of what citizens type (colloquial names,
 * synonyms, filler words, a missing or extra character) against names and aliases, ranked.
 * Pure functions, unit-tested as tables (tests/mocks/features/matters/search.test.ts).
 */

/** Words people add around what they want ("我想办", "怎么", "在哪里"), removed before matching. */
const FILLERS = [
  '我想要',
  '我想',
  '我要',
  '怎么办理',
  '怎么办',
  '怎么',
  '如何办理',
  '如何',
  '在哪里办',
  '在哪里',
  '在哪办',
  '哪里',
  '去哪',
  '需要什么材料',
  '需要什么',
  '要什么材料',
  '流程',
  '手续',
  '申请',
  '办理',
  '的',
];

/** Colloquial words and their catalogue spelling: each side also finds the other. */
const SYNONYMS: [string, string][] = [
  ['老年卡', '老年人优待证'],
  ['老年证', '老年人优待证'],
  ['身份证', '居民身份证'],
  ['户口本', '居民户口簿'],
  ['上户口', '出生登记'],
  ['执照', '营业执照'],
  ['公积金', '住房公积金'],
  ['医保卡', '社会保障卡'],
  ['社保卡', '社会保障卡'],
  ['退税', '个人所得税'],
  ['个税', '个人所得税'],
  ['开公司', '企业设立'],
  ['过户', '转移登记'],
  ['失业金', '失业保险金'],
  ['低保', '最低生活保障'],
  ['驾照', '驾驶证'],
];

/** Lower case, no spaces or punctuation, full-width letters and digits folded. */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s,.，。、？?！!：:；;“”"'（）()《》-]/g, '');
}

/** The query without filler words (the whole query when nothing would be left). */
export function stripFillers(query: string): string {
  let q = normalize(query);
  for (const f of FILLERS) {
    const next = q.split(f).join('');
    if (next.length >= 2) q = next;
  }
  // A leading 办/补/换/领 is a verb ("办老年卡"): matching works without it too.
  return q;
}

/** The query and what it may also mean (synonyms, without the leading verb). */
export function expand(query: string): string[] {
  const q = stripFillers(query);
  if (!q) return [];
  const out = new Set([q]);
  const verbless = q.replace(/^(办|补|换|领|交|查|开|去)/, '');
  if (verbless.length >= 2) out.add(verbless);
  for (const term of [...out]) {
    for (const [a, b] of SYNONYMS) {
      if (term.includes(a)) out.add(term.replace(a, b));
      if (term.includes(b)) out.add(term.replace(b, a));
    }
  }
  return [...out];
}

function bigrams(s: string): string[] {
  if (s.length < 2) return [s];
  const out: string[] = [];
  for (let i = 0; i < s.length - 1; i++) out.push(s.slice(i, i + 2));
  return out;
}

/** Dice coefficient of character bigrams: 1 is the same text, 0 nothing in common. */
export function similarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (!x.length || !y.length) return 0;
  const pool = [...y];
  let common = 0;
  for (const g of x) {
    const i = pool.indexOf(g);
    if (i >= 0) {
      common += 1;
      pool.splice(i, 1);
    }
  }
  return (2 * common) / (x.length + y.length);
}

export interface Searchable {
  name: string;
  aliases: string[];
  theme: string;
  hot: number;
}

/** How well a matter answers a query: 0 is no match; higher ranks first. */
export function score(item: Searchable, query: string): number {
  const terms = expand(query);
  if (!terms.length) return 0;
  const name = normalize(item.name);
  const aliases = item.aliases.map(normalize);
  let best = 0;
  for (const [i, term] of terms.entries()) {
    // What the user typed counts a little more than what it was expanded to.
    const weight = i === 0 ? 1 : 0.95;
    let s = 0;
    if (name === term) s = 100;
    else if (name.startsWith(term)) s = 90 - Math.min(10, name.length - term.length);
    else if (name.includes(term)) s = 80 - Math.min(10, name.length - term.length);
    else if (aliases.includes(term)) s = 75;
    else if (aliases.some((a) => a.includes(term))) s = 65;
    else if (term.length >= 3 && (term.includes(name) || aliases.some((a) => a.length >= 2 && term.includes(a)))) s = 60;
    else if (normalize(item.theme) === term) s = 40;
    else {
      const sim = Math.max(similarity(term, name), ...aliases.map((a) => similarity(term, a)));
      if (sim >= 0.5) s = Math.round(50 * sim);
    }
    best = Math.max(best, s * weight);
  }
  return best;
}

/** Items that match, best first; ties go to the more asked (hot) one. */
export function rank<T extends Searchable>(items: T[], query: string): (T & { score: number })[] {
  return items
    .map((item) => ({ ...item, score: score(item, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.hot - a.hot);
}

/** Where in a text a query (or one of its expansions) occurs, for the snippet of a guide hit. */
export function findIn(text: string, query: string): string | null {
  for (const term of expand(query)) {
    if (term.length < 2) continue;
    const i = normalize(text).indexOf(term);
    if (i >= 0) return term;
  }
  return null;
}
