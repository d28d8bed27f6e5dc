import { checkAddress, chooseViewer, extensionOf, fileNameOf, isIOSDevice, type ViewerKind } from '@/features/preview/viewer-choice';

const android = { isIOS: false };
const ios = { isIOS: true };

describe('chooseViewer', () => {
  const table: Array<[string, ViewerKind, ViewerKind]> = [
    // address, viewer on Android/desktop, viewer on iOS
    ['https://x.gov.cn/a.png', 'image', 'image'],
    ['https://x.gov.cn/a.PNG', 'image', 'image'],
    ['/files/photo.JPG', 'image', 'image'],
    ['/files/photo.jpeg', 'image', 'image'],
    ['/files/scan.Bmp', 'image', 'image'],
    ['/files/a.gif', 'frame', 'frame'],
    ['https://x.gov.cn/notice.pdf', 'pdf', 'frame'],
    ['https://x.gov.cn/NOTICE.PDF', 'pdf', 'frame'],
    ['https://x.gov.cn/notice.pdf?token=1.png', 'pdf', 'frame'],
    ['https://x.gov.cn/notice.pdf#page=2', 'pdf', 'frame'],
    ['https://x.gov.cn/download?name=a.pdf', 'frame', 'frame'],
    ['https://x.gov.cn/guide.docx', 'docx', 'docx'],
    ['https://x.gov.cn/guide.DOCX?v=2', 'docx', 'docx'],
    ['https://x.gov.cn/guide.doc', 'frame', 'frame'],
    ['https://x.gov.cn/table.xlsx', 'frame', 'frame'],
    ['https://x.gov.cn/clip.mp4', 'video', 'video'],
    ['https://x.gov.cn/clip.AVI', 'video', 'video'],
    ['https://x.gov.cn/clip.mov', 'frame', 'frame'],
    ['https://x.gov.cn/readme', 'frame', 'frame'],
    ['https://x.gov.cn/', 'frame', 'frame'],
    ['https://x.gov.cn/a.pdf.', 'frame', 'frame'],
    ['https://x.gov.cn/a.pdf.exe', 'frame', 'frame'],
    ['https://x.gov.cn/a.exe.pdf', 'pdf', 'frame'],
    ['https://x.gov.cn/.png', 'frame', 'frame'],
    ['https://x.gov.cn/dir.pdf/file', 'frame', 'frame'],
    ['https://x.gov.cn/%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.pdf', 'pdf', 'frame'],
    ['https://x.gov.cn/证照.jpg', 'image', 'image'],
    ['data:image/png;base64,iVBORw0KGgo=', 'image', 'image'],
  ];
  it.each(table)('%s -> %s (iOS: %s)', (address, other, onIOS) => {
    expect(chooseViewer(address, android)).toBe(other);
    expect(chooseViewer(address, ios)).toBe(onIOS);
  });
});

describe('extensionOf and fileNameOf', () => {
  it.each([
    ['https://x.gov.cn/a/b/Report.Final.PDF?x=1#y', 'pdf', 'Report.Final.PDF'],
    ['https://x.gov.cn/a/%E6%96%87%E4%BB%B6.docx', 'docx', '文件.docx'],
    ['https://x.gov.cn/a/bad%E0.docx', 'docx', 'bad%E0.docx'],
    ['/a/noext', '', 'noext'],
    ['/a/trailing.', '', 'trailing.'],
    ['/a/folder/', '', 'folder'],
  ])('%s', (address, ext, name) => {
    expect(extensionOf(address)).toBe(ext);
    expect(fileNameOf(address)).toBe(name);
  });
});

describe('checkAddress', () => {
  const page = 'https://hall.example.gov.cn/app/index.html#/previewFile?fileUrl=x';
  it.each([
    ['https://files.example.com/a.pdf', 'https://files.example.com/a.pdf', 'http'],
    ['http://files.example.com/a.pdf', 'http://files.example.com/a.pdf', 'http'],
    ['HTTPS://files.example.com/a.pdf', 'https://files.example.com/a.pdf', 'http'],
    ['  https://files.example.com/a.pdf  ', 'https://files.example.com/a.pdf', 'http'],
    ['/fixtures/sample.pdf', 'https://hall.example.gov.cn/fixtures/sample.pdf', 'relative'],
    ['fixtures/sample.pdf', 'https://hall.example.gov.cn/app/fixtures/sample.pdf', 'relative'],
    ['../files/a.png', 'https://hall.example.gov.cn/files/a.png', 'relative'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo=', 'data-image'],
  ])('accepts %s', (address, href, kind) => {
    // files.example.com is a configured file host (VITE_PREVIEW_FILE_HOSTS).
    expect(checkAddress(address, page, ['files.example.com'])).toEqual({ ok: true, href, kind });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['javascript:alert(1)', 'scheme'],
    ['JavaScript:alert(1)//a.pdf', 'scheme'],
    ['\tjava\nscript:alert(1)', 'scheme'],
    ['\u0001javascript:alert(1)', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'scheme'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['blob:https://hall.example.gov.cn/1234', 'scheme'],
    ['ftp://files.example.com/a.pdf', 'scheme'],
    ['https://files.example.com@evil.example/a.pdf', 'credentials'],
    ['about:blank', 'scheme'],
    ['//evil.example/a.pdf', 'protocol-relative'],
    ['\\\\evil.example/a.pdf', 'protocol-relative'],
    ['/\\evil.example/a.pdf', 'protocol-relative'],
    ['http://[bad/a.pdf', 'malformed'],
  ])('refuses %j (%s)', (address, reason) => {
    expect(checkAddress(address, page, ['files.example.com'])).toEqual({ ok: false, reason });
  });

  it('refuses null and undefined', () => {
    expect(checkAddress(null, page).ok).toBe(false);
    expect(checkAddress(undefined, page).ok).toBe(false);
  });
});

describe('isIOSDevice', () => {
  it.each([
    [
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) MicroMessenger/8.0', platform: 'iPhone', maxTouchPoints: 5 },
      true,
    ],
    [{ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 }, true],
    [{ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 }, false],
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 10; V1) MicroMessenger/8.0', platform: 'Linux armv8l', maxTouchPoints: 5 }, false],
  ])('%j -> %s', (nav, expected) => {
    expect(isIOSDevice(nav)).toBe(expected);
  });
});

// Issue 13: only the app's origin and the configured file hosts are fetched, framed or linked.
describe('checkAddress: the file-host allow-list against hostile shapes', () => {
  const page = 'https://hall.example.gov.cn/app/index.html#/previewFile';
  const HOSTS = ['files.example.gov.cn', 'https://secure.example.gov.cn', 'cdn.example.gov.cn:8443', '*.oss.example.gov.cn'];
  it.each([
    ['https://hall.example.gov.cn/files/a.pdf', 'the app origin'],
    ['https://files.example.gov.cn/a.pdf', 'a listed host'],
    ['http://files.example.gov.cn/a.pdf', 'a listed host, either scheme'],
    ['https://FILES.Example.GOV.cn/a.pdf', 'host case does not matter'],
    ['https://files.example.gov.cn:443/a.pdf', 'the default port spelled out'],
    ['https://secure.example.gov.cn/a.pdf', 'a listed scheme and host'],
    ['https://cdn.example.gov.cn:8443/a.pdf', 'a listed port'],
    ['https://bucket-1.oss.example.gov.cn/a.pdf', 'a subdomain of a wildcard'],
    ['https://a.b.oss.example.gov.cn/a.pdf', 'a deeper subdomain of a wildcard'],
    ['https://files.example.gov.cn/a.pdf?name=%E6%8A%A5%E5%91%8A&v=2', 'a plain query'],
    ['https://files.example.gov.cn/get?next=https://files.example.gov.cn/b.pdf', 'a nested address on an allowed host'],
  ])('allows %s (%s)', (address) => {
    expect(checkAddress(address, page, HOSTS)).toMatchObject({ ok: true });
  });

  it.each([
    ['https://evil.example/a.pdf', 'host'],
    ['http://169.254.169.254/latest/meta-data/iam/a.pdf', 'host'],
    ['http://127.0.0.1:8012/getCorsFile?urlPath=file:///etc/passwd', 'host'],
    ['http://localhost/a.pdf', 'host'],
    ['http://0x7f.1/a.pdf', 'host'],
    ['http://2130706433/a.pdf', 'host'],
    ['http://[::1]/a.pdf', 'host'],
    ['https://files.example.gov.cn.evil.example/a.pdf', 'host'],
    ['https://evil-files.example.gov.cn/a.pdf', 'host'],
    ['https://evil.example/files.example.gov.cn/a.pdf', 'host'],
    ['https://evil.example#@files.example.gov.cn/a.pdf', 'host'],
    ['https://evil.example?@files.example.gov.cn/a.pdf', 'host'],
    ['https:\\\\evil.example/a.pdf', 'host'],
    ['https://files.example.gov.cn:8080/a.pdf', 'host'],
    ['http://secure.example.gov.cn/a.pdf', 'host'],
    ['https://cdn.example.gov.cn/a.pdf', 'host'],
    ['https://oss.example.gov.cn/a.pdf', 'host'],
    ['https://evil.example/x.oss.example.gov.cn', 'host'],
    ['https://hall.example.gov.cn:8443/a.pdf', 'host'],
    ['http://hall.example.gov.cn/a.pdf', 'host'],
    ['http://127.0.0.1@evil.example/a.pdf', 'credentials'],
    ['https://files.example.gov.cn@evil.example/a.pdf', 'credentials'],
    ['https://user:pass@files.example.gov.cn/a.pdf', 'credentials'],
    ['https://:pass@files.example.gov.cn/a.pdf', 'credentials'],
    ['https://files.example.gov.cn/getCorsFile?urlPath=file:///etc/passwd', 'nested'],
    ['https://files.example.gov.cn/onlinePreview/getCorsFile?urlPath=aHR0cDovL2V2aWw=', 'nested'],
    ['https://files.example.gov.cn/a.pdf?src=file:///etc/passwd', 'nested'],
    ['https://files.example.gov.cn/a.pdf?src=%66ile:///etc/passwd', 'nested'],
    ['https://files.example.gov.cn/a.pdf?u=http://169.254.169.254/', 'nested'],
    ['https://files.example.gov.cn/a.pdf?u=//evil.example/a.pdf', 'nested'],
    ['/fixtures/a.pdf?u=gopher://127.0.0.1:6379/_', 'nested'],
    ['\u0000https://evil.example/a.pdf', 'host'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(checkAddress(address, page, HOSTS)).toEqual({ ok: false, reason });
  });

  it('with no configured host only the app origin passes', () => {
    expect(checkAddress('https://files.example.gov.cn/a.pdf', page, [])).toEqual({ ok: false, reason: 'host' });
    expect(checkAddress('/fixtures/a.pdf', page, [])).toMatchObject({ ok: true, kind: 'relative' });
  });
});
