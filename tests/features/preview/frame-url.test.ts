import { base64Utf8, buildFrameUrl, decodeBase64Utf8, readFrameParam } from '@/features/preview/frame-url';
import { FRAME_ZOOM, PDF_ZOOM, canZoomIn, canZoomOut, clampZoom, zoomIn, zoomOut } from '@/features/preview/zoom';

describe('buildFrameUrl', () => {
  it('Base64-encodes the UTF-8 bytes, then URI-encodes (kkFileView >= 3.3)', () => {
    expect(buildFrameUrl('https://preview.example.gov.cn/', 'https://files.example.gov.cn/证照/营业执照.pdf', 'base64')).toBe(
      'https://preview.example.gov.cn/onlinePreview?url=aHR0cHM6Ly9maWxlcy5leGFtcGxlLmdvdi5jbi%2For4Hnhacv6JCl5Lia5omn54WnLnBkZg%3D%3D',
    );
    expect(buildFrameUrl('./preview-service/', 'http://127.0.0.1:4173/fixtures/sample.xlsx', 'base64')).toBe(
      './preview-service/onlinePreview?url=aHR0cDovLzEyNy4wLjAuMTo0MTczL2ZpeHR1cmVzL3NhbXBsZS54bHN4',
    );
  });

  it('URI-encodes only for older versions', () => {
    expect(buildFrameUrl('https://preview.example.gov.cn', 'https://files.example.gov.cn/证照/营业执照.pdf', 'uri')).toBe(
      'https://preview.example.gov.cn/onlinePreview?url=https%3A%2F%2Ffiles.example.gov.cn%2F%E8%AF%81%E7%85%A7%2F%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.pdf',
    );
  });

  it('round-trips through the service side decoding', () => {
    const address = 'https://files.example.gov.cn/证照/营业执照.pdf?a=1&b=2';
    for (const encoding of ['base64', 'uri'] as const) {
      const url = new URL(buildFrameUrl('https://p.example/', address, encoding));
      expect(readFrameParam(url.searchParams.get('url'), encoding)).toBe(address);
    }
  });

  it('base64Utf8 and its inverse', () => {
    expect(base64Utf8('营业执照')).toBe('6JCl5Lia5omn54Wn');
    expect(decodeBase64Utf8('6JCl5Lia5omn54Wn')).toBe('营业执照');
    expect(decodeBase64Utf8('not base64!')).toBeNull();
    expect(decodeBase64Utf8('/w==')).toBeNull();
  });

  it('the service accepts a plain address even when it expects Base64', () => {
    expect(readFrameParam('/fixtures/a.png', 'base64')).toBe('/fixtures/a.png');
    expect(readFrameParam('https://x/a.png', 'base64')).toBe('https://x/a.png');
    expect(readFrameParam(null, 'base64')).toBeNull();
  });
});

describe('zoom', () => {
  it('frame zoom starts at 105 and steps by 5 between 100 and 200', () => {
    expect(FRAME_ZOOM.initial).toBe(105);
    expect(zoomIn(105, FRAME_ZOOM)).toBe(110);
    expect(zoomOut(105, FRAME_ZOOM)).toBe(100);
    expect(zoomOut(100, FRAME_ZOOM)).toBe(100);
    expect(zoomIn(200, FRAME_ZOOM)).toBe(200);
    expect(zoomIn(195, FRAME_ZOOM)).toBe(200);
    expect(canZoomOut(100, FRAME_ZOOM)).toBe(false);
    expect(canZoomOut(105, FRAME_ZOOM)).toBe(true);
    expect(canZoomIn(200, FRAME_ZOOM)).toBe(false);
    expect(canZoomIn(195, FRAME_ZOOM)).toBe(true);
  });

  it('takes 19 clicks from 105 to the upper bound', () => {
    let v = FRAME_ZOOM.initial;
    let clicks = 0;
    while (canZoomIn(v, FRAME_ZOOM)) {
      v = zoomIn(v, FRAME_ZOOM);
      clicks += 1;
    }
    expect([v, clicks]).toEqual([200, 19]);
  });

  it('PDF zoom steps by 5 % (spec section 9)', () => {
    expect(zoomIn(100, PDF_ZOOM)).toBe(105);
    expect(zoomIn(105, PDF_ZOOM)).toBe(110);
    expect(zoomOut(110, PDF_ZOOM)).toBe(105);
    expect(zoomIn(295, PDF_ZOOM)).toBe(300);
    expect(zoomIn(300, PDF_ZOOM)).toBe(300);
  });

  it('PDF zoom starts at 100 and never goes below', () => {
    expect(PDF_ZOOM.initial).toBe(100);
    expect(canZoomOut(100, PDF_ZOOM)).toBe(false);
    expect(clampZoom(87, PDF_ZOOM)).toBe(100);
    expect(clampZoom(152, PDF_ZOOM)).toBe(150);
  });
});
