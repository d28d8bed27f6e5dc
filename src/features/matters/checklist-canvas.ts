import { STATE_MARK, wrapText, type Checklist } from './checklist';

const WIDTH = 750;
const PAD = 40;
const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/**
 * Draws the checklist as a PNG picture (750 px wide, the height its lines need), for saving or
 * sharing. Loaded on demand: only when the user asks for the picture.
 */
export async function renderChecklistImage(list: Checklist, footer: string[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('此浏览器不能生成图片');
  const text = WIDTH - PAD * 2;

  // Lay out first (measured with the fonts we draw with), then size the canvas and draw.
  type Line = { text: string; font: string; color: string; gap: number };
  const lines: Line[] = [];
  const add = (s: string, size: number, color: string, weight = 'normal', gap = 8) => {
    const font = `${weight} ${size}px ${FONT}`;
    ctx.font = font;
    for (const l of wrapText(s, text, (x) => ctx.measureText(x).width)) lines.push({ text: l, font, color, gap: size + gap });
  };
  add(list.title, 34, '#0b1f3a', 'bold', 14);
  add(list.summary, 26, '#0958d9', 'bold', 18);
  for (const row of list.rows) {
    add(`${STATE_MARK[row.state]}  ${row.name}`, 28, row.state === 'todo' ? '#1f1f1f' : '#006b45', 'normal', 6);
    add(row.detail, 22, '#4d4d4d', 'normal', 16);
  }
  for (const f of footer) add(f, 20, '#4d4d4d', 'normal', 6);

  const height = PAD * 2 + lines.reduce((h, l) => h + l.gap, 0);
  canvas.width = WIDTH;
  canvas.height = height;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.textBaseline = 'top';
  let y = PAD;
  for (const l of lines) {
    ctx.font = l.font;
    ctx.fillStyle = l.color;
    ctx.fillText(l.text, PAD, y);
    y += l.gap;
  }
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('图片生成失败'))), 'image/png'));
}
