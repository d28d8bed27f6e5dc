import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_REPORT_PATH, originOf, permissionsPolicy } from '../../scripts/csp.mjs';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('served headers', () => {
  it('the emulator build: this origin only, no inline script, pdf.js wasm and workers allowed', () => {
    const csp = contentSecurityPolicy({ VITE_GATEWAY: 'emulator' });
    // The messenger's JS-SDK is the only other script origin (loaded only inside the messenger).
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://res.wx.qq.com");
    // The emulator's service worker fetches the JS-SDK script it lets through.
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' blob: https://res.wx.qq.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain(" 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('a real gateway: connect to the gateway, its socket and the cloud API; frames from the preview service', () => {
    const csp = contentSecurityPolicy(
      {
        VITE_GATEWAY: 'https://gw.example.gov.cn/api',
        VITE_CLOUD_BASE: 'https://cloud.example.gov.cn/cloud-api',
        VITE_PREVIEW_BASE: 'https://preview.example.gov.cn/',
      },
      { fileOrigins: ['https://files.example.gov.cn'] },
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' blob: https://gw.example.gov.cn https://cloud.example.gov.cn wss://gw.example.gov.cn wss://cloud.example.gov.cn https://files.example.gov.cn",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://preview.example.gov.cn");
    expect(directive(csp, 'img-src')).toContain('https://files.example.gov.cn');
  });

  it('a self-hosted JS-SDK adds no script origin; another host is allowed by its origin only', () => {
    expect(directive(contentSecurityPolicy({ VITE_WX_SDK_URL: '/vendor/jweixin-1.6.0.js' }), 'script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
    expect(directive(contentSecurityPolicy({ VITE_WX_SDK_URL: 'https://cdn.example.gov.cn/js/jweixin.js' }), 'script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://cdn.example.gov.cn",
    );
  });

  it('a socket on its own origin (VITE_SOCKET_URL) may be connected to', () => {
    const csp = contentSecurityPolicy({ VITE_GATEWAY: 'https://gw.example.gov.cn/api', VITE_SOCKET_URL: 'wss://im.example.gov.cn/socket' });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' blob: https://gw.example.gov.cn wss://gw.example.gov.cn wss://im.example.gov.cn",
    );
  });

  it('a gateway on a path of this origin adds no origin', () => {
    expect(originOf('/api')).toBeNull();
    expect(directive(contentSecurityPolicy({ VITE_GATEWAY: '/api' }), 'connect-src')).toBe("connect-src 'self' blob:");
  });

  it("violations are reported to the gateway's CSP report path; the emulator build names none (the page sends them)", () => {
    expect(directive(contentSecurityPolicy({ VITE_GATEWAY: '/gw' }), 'report-uri')).toBe(`report-uri /gw${CSP_REPORT_PATH}`);
    expect(directive(contentSecurityPolicy({ VITE_GATEWAY: 'https://gw.example.gov.cn/api/' }), 'report-uri')).toBe(
      'report-uri https://gw.example.gov.cn/api/service-xzyd/anon/client/csp',
    );
    expect(directive(contentSecurityPolicy({ VITE_GATEWAY: 'emulator' }), 'report-uri')).toBeUndefined();
  });

  it('geolocation for this origin; camera and microphone only when asked', () => {
    expect(permissionsPolicy()).toContain('geolocation=(self), camera=(), microphone=()');
    expect(permissionsPolicy({ camera: true })).toContain('camera=(self), microphone=(self)');
  });

  it('AMap: no AMap host without VITE_AMAP_KEY; its loader, services and tiles with it', () => {
    const without = contentSecurityPolicy({ VITE_GATEWAY: 'emulator' });
    expect(without).not.toContain('amap.com');
    expect(without).not.toContain('autonavi.com');
    const csp = contentSecurityPolicy({
      VITE_GATEWAY: 'emulator',
      VITE_AMAP_KEY: 'k',
      VITE_AMAP_SERVICE_HOST: 'https://gw.example.gov.cn/_AMapService',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://res.wx.qq.com https://webapi.amap.com");
    expect(directive(csp, 'connect-src')).toContain(
      'https://webapi.amap.com https://restapi.amap.com https://vdata.amap.com https://gw.example.gov.cn',
    );
    expect(directive(csp, 'img-src')).toContain('https://*.is.autonavi.com');
    expect(csp).not.toContain(" 'unsafe-eval'");
  });
});
