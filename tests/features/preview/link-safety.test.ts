import { classifyLink } from '@/features/preview/link-safety';
import { sanitiseDocx } from '@/features/preview/sanitise-docx';

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

describe('sanitiseDocx (DOMPurify allow-list and link hook)', () => {
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
    const disabled = sanitiseDocx(root, page);
    expect(disabled).toBe(3);
    expect(root.querySelector('#ok')?.getAttribute('href')).toBe('https://www.gov.cn/');
    expect(root.querySelector('#ok')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('#ok')?.getAttribute('target')).toBe('_blank');
    expect(root.querySelector('#frag')?.getAttribute('href')).toBe('#bm1');
    expect(root.querySelector('#js')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('#js')?.getAttribute('data-link-disabled')).toBe('true');
    expect(root.querySelector('#file')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('#svg')?.hasAttribute('xlink:href')).toBe(false);
    expect(root.querySelector('#img1')?.getAttribute('src')).toMatch(/^blob:/);
    expect(root.querySelector('#img2')?.hasAttribute('src')).toBe(false);
    expect(root.querySelector('#img2')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('#p')?.hasAttribute('onclick')).toBe(false);
    expect(root.textContent).toContain('bad');
  });

  it.each([
    ['<script>alert(1)</script>', 'script'],
    ['<object data="https://evil.example/x.swf"></object>', 'object'],
    ['<embed src="https://evil.example/x">', 'embed'],
    ['<form action="https://evil.example/"><input name="pw"><button>go</button></form>', 'form, input, button'],
    ['<base href="https://evil.example/">', 'base'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example/">', 'meta'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
    ['<svg><foreignObject><iframe src="https://evil.example/"></iframe></foreignObject></svg>', 'foreignObject, iframe'],
    ['<video poster="https://evil.example/p.png" src="https://evil.example/v.mp4"></video>', 'video'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', 'img[onerror]'],
  ])('removes %s', (html, selector) => {
    const root = document.createElement('div');
    root.innerHTML = `<p>keep</p>${html}`;
    sanitiseDocx(root, page);
    expect(root.querySelector(selector)).toBeNull();
    expect(root.textContent).toContain('keep');
  });

  it.each([
    '<img src="https://tracker.example/p.png">',
    '<img srcset="https://tracker.example/p.png 2x">',
    '<table background="https://tracker.example/bg.png"><tr><td>x</td></tr></table>',
    '<svg><image href="https://tracker.example/p.png"></image></svg>',
    '<a href="https://evil.example/" ping="https://tracker.example/">x</a>',
  ])('lets no remote address load from %s', (html) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    sanitiseDocx(root, page);
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const name of ['src', 'srcset', 'background', 'ping', 'data', 'poster'])
        expect(el.getAttribute(name) ?? '').not.toMatch(/tracker|evil/);
      if (el.tagName.toLowerCase() === 'image') expect(el.getAttribute('href') ?? '').not.toMatch(/tracker/);
    }
  });

  it('keeps the document styles, classes and embedded images', () => {
    const root = document.createElement('div');
    root.innerHTML = `<style>.docx p { color: red }</style><section class="docx"><p class="docx_normal" style="text-align: center">正文</p><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></section>`;
    sanitiseDocx(root, page);
    expect(root.querySelector('style')?.textContent).toContain('.docx p');
    expect(root.querySelector('p')?.getAttribute('class')).toBe('docx_normal');
    expect(root.querySelector('p')?.getAttribute('style')).toContain('center');
    expect(root.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
  });
});
