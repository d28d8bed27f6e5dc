import { classifyLink, neutraliseLinks } from '../../../src/features/preview/link-safety';

const page = 'https://hall.example.gov.cn/#/previewFile';

describe('classifyLink', () => {
  it.each([
    ['https://hall.example.gov.cn/guide', { kind: 'open', href: 'https://hall.example.gov.cn/guide', external: false }],
    ['https://www.gov.cn/zhengce/', { kind: 'open', href: 'https://www.gov.cn/zhengce/', external: true }],
    ['http://example.org', { kind: 'open', href: 'http://example.org/', external: true }],
    ['mailto:service@example.gov.cn', { kind: 'open', href: 'mailto:service@example.gov.cn', external: true }],
    ['tel:12345', { kind: 'open', href: 'tel:12345', external: true }],
    ['#_Toc1', { kind: 'fragment' }],
    ['javascript:alert(1)', { kind: 'blocked' }],
    [' java\tscript:alert(1)', { kind: 'blocked' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'blocked' }],
    ['file:///C:/secret.txt', { kind: 'blocked' }],
    ['ftp://example.org/a', { kind: 'blocked' }],
    ['//evil.example/', { kind: 'blocked' }],
    ['relative/path', { kind: 'blocked' }],
    ['', { kind: 'blocked' }],
  ])('%j', (href, expected) => {
    expect(classifyLink(href, page)).toEqual(expected);
  });
});

describe('neutraliseLinks', () => {
  it('disables unsafe links, keeps safe ones and strips active content', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <a id="ok" href="https://www.gov.cn/">gov</a>
      <a id="frag" href="#bm1">bookmark</a>
      <a id="js" href="javascript:alert(1)">bad</a>
      <a id="file" href="file:///etc/passwd">file</a>
      <svg><a id="svg" xlink:href="javascript:alert(2)"><text>x</text></a></svg>
      <img id="img1" src="blob:https://hall.example.gov.cn/abc">
      <img id="img2" src="https://tracker.example/pixel.png" onerror="alert(3)">
      <iframe srcdoc="<script>alert(4)</script>"></iframe>
      <p id="p" onclick="alert(5)">text</p>`;
    const disabled = neutraliseLinks(root, page);
    expect(disabled).toBe(3);
    expect(root.querySelector('#ok')?.getAttribute('href')).toBe('https://www.gov.cn/');
    expect(root.querySelector('#ok')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('#frag')?.getAttribute('href')).toBe('#bm1');
    expect(root.querySelector('#js')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('#file')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('#svg')?.hasAttribute('xlink:href')).toBe(false);
    expect(root.querySelector('#img1')?.getAttribute('src')).toMatch(/^blob:/);
    expect(root.querySelector('#img2')?.hasAttribute('src')).toBe(false);
    expect(root.querySelector('#img2')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('#p')?.hasAttribute('onclick')).toBe(false);
    expect(root.textContent).toContain('bad');
  });
});
