import { describe, expect, it } from 'vitest';
import { linkAction, linkBoxes, namedActionPage } from '@/features/preview/components/pdf/links';

describe('PDF links', () => {
  it('reads a destination, a safe url or a named action, never unsafeUrl', () => {
    expect(linkAction({ dest: 'chapter2' })).toEqual({ kind: 'dest', dest: 'chapter2' });
    expect(linkAction({ url: 'https://zwfw.tj.gov.cn/' })).toEqual({ kind: 'url', url: 'https://zwfw.tj.gov.cn/' });
    expect(linkAction({ action: 'NextPage' })).toEqual({ kind: 'named', action: 'NextPage' });
    expect(linkAction({ unsafeUrl: 'javascript:alert(1)' } as never)).toBeNull();
  });

  it('places link boxes by the viewport, whatever corner order the rect has, and names them', () => {
    const flipY = (r: number[]) => [r[0] * 2, 100 - r[1] * 2, r[2] * 2, 100 - r[3] * 2];
    const boxes = linkBoxes(
      [
        { subtype: 'Link', rect: [10, 10, 30, 20], url: 'https://example.gov.cn/a' },
        { subtype: 'Link', rect: [0, 0, 5, 5], dest: [0] },
        { subtype: 'Widget', rect: [0, 0, 5, 5], url: 'https://x' },
        { subtype: 'Link', rect: [0, 0, 5, 5] },
      ],
      flipY,
    );
    expect(boxes).toEqual([
      {
        left: 20,
        top: 60,
        width: 40,
        height: 20,
        action: { kind: 'url', url: 'https://example.gov.cn/a' },
        label: '链接：https://example.gov.cn/a',
      },
      { left: 0, top: 90, width: 10, height: 10, action: { kind: 'dest', dest: [0] }, label: '文档内跳转' },
    ]);
  });

  it('named actions go to the next, previous, first and last page', () => {
    expect(namedActionPage('NextPage', 3, 10)).toBe(4);
    expect(namedActionPage('PrevPage', 3, 10)).toBe(2);
    expect(namedActionPage('FirstPage', 3, 10)).toBe(1);
    expect(namedActionPage('LastPage', 3, 10)).toBe(10);
    expect(namedActionPage('Print', 3, 10)).toBeUndefined();
  });
});
