import { describe, expect, it } from 'vitest';
import { noticeSvg, wrap } from '@/mocks/features/cases/notice-svg';

describe('notice document (SVG)', () => {
  it('wraps Chinese text by width, keeps closing punctuation on its line, indents the first line', () => {
    expect(wrap('一二三四五六', 3)).toEqual(['一二三', '四五六']);
    expect(wrap('一二三，四五', 3)).toEqual(['一二三，', '四五']);
    expect(wrap('一二三四', 3, 2)).toEqual(['一', '二三四']);
    expect(wrap('一二《三四》', 3)).toEqual(['一二', '《三四》']);
    // Latin letters and digits take about half the width.
    expect(wrap('ab12一二', 3)).toEqual(['ab12', '一二']);
    expect(wrap('ab1一二', 3)).toEqual(['ab1一', '二']);
  });

  it('escapes the text it is given and grows with it', () => {
    const base = {
      title: '受理通知书',
      docNo: 'NO-1',
      to: '刘桂兰：',
      paragraphs: ['<script>alert(1)</script> & “引号”'],
      items: [],
      issuer: '某部门',
      issuedAt: Date.UTC(2026, 10, 22, 16, 30),
    };
    const svg = noticeSvg(base);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38;');
    // China time: 00:30 on the 23rd.
    expect(svg).toContain('2026年11月23日');
    const long = noticeSvg({ ...base, items: Array.from({ length: 40 }, (_, i) => `材料${i}`) });
    const height = (s: string) => Number(/height="(\d+)"/.exec(s)![1]);
    expect(height(svg)).toBe(1061);
    expect(height(long)).toBeGreaterThan(1061);
  });
});
