import { describe, expect, it } from 'vitest';
import { answerText, internalPath, sanitizeAnswerHtml } from '@/features/robot/answer-html';

const withArea = (p: string) => `${p}${p.includes('?') ? '&' : '?'}fixedArea=120101`;

describe('internalPath', () => {
  it.each([
    ['#/guidelines?matterId=M1', '/guidelines?matterId=M1'],
    ['#/guidelines?matterId=M1&evil=1', '/guidelines?matterId=M1'],
    ['#/guidelines', null],
    ['#/nowhere?x=1', null],
    ['#/reserve?matterId=M2', '/reserve?matterId=M2'],
    ['https://example.com', null],
    ['/guidelines?matterId=M1', null],
  ])('%s -> %s', (href, out) => expect(internalPath(href)).toBe(out));
});

describe('sanitizeAnswerHtml', () => {
  it.each([
    ['<p onclick="x()">a</p>', '<p>a</p>'],
    ['<img src=x onerror="alert(1)">b', 'b'],
    ['<script>alert(1)</script>c', 'c'],
    ['<a href="javascript:alert(1)">d</a>', '<a>d</a>'],
    ['<a href="tel:022-23000000">e</a>', '<a href="tel:022-23000000">e</a>'],
    ['<a href="https://zwfw.tj.gov.cn">f</a>', '<a href="https://zwfw.tj.gov.cn" target="_blank" rel="noopener noreferrer">f</a>'],
    [
      '<a href="#/guidelines?matterId=M1">g</a>',
      '<a href="#/guidelines?matterId=M1&amp;fixedArea=120101" data-route="/guidelines?matterId=M1">g</a>',
    ],
    ['<iframe src="x"></iframe><style>p{}</style><ul><li>h</li></ul>', '<ul><li>h</li></ul>'],
  ])('%s', (html, out) => expect(sanitizeAnswerHtml(html, withArea)).toBe(out));
});

describe('answerText', () => {
  it('reads paragraphs and list items as sentences, without markup', () => {
    expect(answerText('<p>办理<strong>结婚登记</strong>需要：</p><ol><li>居民身份证</li><li>户口簿<script>x</script></li></ol>')).toBe(
      '办理结婚登记需要：\n居民身份证。\n户口簿。',
    );
  });
});
