import type { CaseNoticeText } from '@/contract/online';

/** A case notice (文书) as a document file: what previewFile opens and the citizen saves. */
export type NoticeText = CaseNoticeText;

const WIDTH = 750;
const MARGIN = 56;
const SIZE = 26;
const LINE = 44;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width of a character in ems: CJK and full-width forms are one, the rest about half. */
const ems = (ch: string) => (/[\u2E80-\uFFEF]/.test(ch) ? 1 : 0.55);

/** Breaks text into lines of at most `max` ems (an indent of `first` ems on the first line). */
export function wrap(text: string, max: number, first = 0): string[] {
  const lines: string[] = [];
  let line = '';
  let width = first;
  for (const ch of text) {
    const w = ems(ch);
    // Closing punctuation stays on its line (no line starts with ，。、；：）》”).
    if (width + w > max && line && !/[，。、；：）》”！？]/.test(ch)) {
      // Opening punctuation (（《“) goes down with the text it opens.
      const carry = /[（《“]$/.test(line) && line.length > 1 ? line.slice(-1) : '';
      lines.push(carry ? line.slice(0, -1) : line);
      line = carry;
      width = carry ? 1 : 0;
    }
    line += ch;
    width += w;
  }
  if (line) lines.push(line);
  return lines;
}

const cnDate = (ms: number) => {
  const d = new Date(ms + 8 * 3_600_000);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

/** The notice as an A4-shaped SVG (text only, escaped; fonts of the phone). */
export function noticeSvg(n: NoticeText): string {
  const per = (WIDTH - 2 * MARGIN) / SIZE;
  const out: string[] = [];
  let y = 120;
  const text = (s: string, x: number, opts = '') => {
    out.push(`<text x="${x}" y="${y}"${opts}>${escape(s)}</text>`);
    y += LINE;
  };
  out.push(`<text x="${WIDTH / 2}" y="${y}" text-anchor="middle" font-size="40" font-weight="bold">${escape(n.title)}</text>`);
  y += 56;
  text(n.docNo, WIDTH / 2, ' text-anchor="middle" fill="#555"');
  y += 16;
  text(n.to, MARGIN);
  for (const p of n.paragraphs) {
    wrap(p, per, 2).forEach((l, i) => text(l, MARGIN + (i === 0 ? 2 * SIZE : 0)));
  }
  n.items.forEach((item, i) => {
    wrap(`${i + 1}. ${item}`, per - 1).forEach((l, j) => text(l, MARGIN + (j === 0 ? 0 : SIZE)));
  });
  y += 40;
  for (const l of wrap(n.issuer, per - 4)) text(l, WIDTH - MARGIN, ' text-anchor="end"');
  text(cnDate(n.issuedAt), WIDTH - MARGIN, ' text-anchor="end"');
  const height = Math.max(1061, y + 80);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="${SIZE}" fill="#1a1a1a">`,
    `<title>${escape(`${n.title} ${n.docNo}`)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    ...out,
    '</svg>',
  ].join('');
}
