import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHallConfig } from '../../scripts/hall-config-bundle.mjs';

// The container's start step (scripts/hall-config.ts, docs/deploy.md "One image, many halls"),
// bundled as the Dockerfile bundles it and run as the entrypoint runs it (no Docker here): a hall's
// variables checked by readEnv, written into index.html and its compressed copies, the CSP
// rendered from them; a bad value stops it, naming the variable, and writes nothing.
const dir = mkdtempSync(join(tmpdir(), 'ow-hall-config-'));
const bundle = join(dir, 'hall-config.mjs');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  await bundleHallConfig(bundle);
}, 60_000);

const HTML =
  '<!doctype html><html><body><div id="root"></div><script type="application/json" id="ow-config"></script><script type="module" src="./assets/index.js"></script></body></html>';
const BUILD = { VITE_GATEWAY: '/gw', VITE_PREVIEW_FILE_HOSTS: 'files.example.gov.cn' };

let n = 0;
/** A fresh root with the build's files, the template rendered with --csp-at-start, and the step run in it. */
function start(hall: Record<string, string>, build: Record<string, string> = BUILD, gateway = false) {
  const root = join(dir, `hall-${++n}`);
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, 'index.html.gz'), 'stale');
  writeFileSync(join(root, 'index.html.br'), 'stale');
  writeFileSync(join(root, 'build-env.json'), JSON.stringify(build));
  const template = join(root, 'nginx.conf.template');
  const render = spawnSync(
    process.execPath,
    [
      'scripts/nginx.mjs',
      'render',
      '--out',
      template,
      '--listen',
      '8080',
      '--root',
      root,
      '--tmp',
      root,
      '--csp-at-start',
      ...(gateway ? ['--gateway', 'http://127.0.0.1:8787'] : []),
    ],
    { encoding: 'utf8' },
  );
  expect(render.status, render.stderr).toBe(0);
  const env = { PATH: process.env.PATH ?? '', ...hall };
  const run = spawnSync(
    process.execPath,
    [
      bundle,
      'apply',
      '--build-env',
      join(root, 'build-env.json'),
      '--html',
      join(root, 'index.html'),
      '--nginx-template',
      template,
      '--nginx-out',
      join(root, 'nginx.conf'),
    ],
    { encoding: 'utf8', env },
  );
  const read = (f: string) => {
    try {
      return readFileSync(join(root, f), 'utf8');
    } catch {
      return null;
    }
  };
  const html = read('index.html') ?? '';
  const json = /id="ow-config">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const conf = read('nginx.conf');
  const csp = conf ? (/default\s+"(default-src [^"]+)";/.exec(conf)?.[1] ?? '') : '';
  return { status: run.status, stderr: run.stderr, html, config: json ? JSON.parse(json) : null, conf, csp, root };
}
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('scripts/hall-config.ts, the start step of the image', () => {
  it("writes a hall's settings into index.html and its .gz/.br copies, the build's for the rest", () => {
    const r = start({
      VITE_GATEWAY: 'https://gw.hall-a.gov.cn/api/',
      VITE_CLOUD_BASE: 'https://gw.hall-a.gov.cn/cloud-api',
      VITE_SOCKET_URL: 'wss://im.hall-a.gov.cn/socket',
      VITE_ICE_SERVERS: '[{"urls":"turn:turn.hall-a.gov.cn:3478","username":"u","credential":"p"}]',
      VITE_AMAP_KEY: 'k-a',
      VITE_AMAP_SERVICE_HOST: 'https://amap-proxy.hall-a.gov.cn/_AMapService',
      VITE_PREVIEW_BASE: 'https://preview.hall-a.gov.cn',
      VITE_ROOT_AREA: '440000',
      VITE_FIXED_AREA: '440100',
      VITE_SIGN_PREFIX: 'HALL_A_',
      // Not a hall's: the build's stays.
      VITE_AES_KEY: 'x',
      VITE_DEMO_AUTH: 'true',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.config).toEqual({
      gateway: 'https://gw.hall-a.gov.cn/api/',
      gatewayBase: 'https://gw.hall-a.gov.cn/api',
      cloudBase: 'https://gw.hall-a.gov.cn/cloud-api',
      socketUrl: 'wss://im.hall-a.gov.cn/socket',
      iceServers: [{ urls: 'turn:turn.hall-a.gov.cn:3478', username: 'u', credential: 'p' }],
      amapKey: 'k-a',
      amapSecurityCode: '',
      amapServiceHost: 'https://amap-proxy.hall-a.gov.cn/_AMapService',
      previewBase: 'https://preview.hall-a.gov.cn/',
      previewEncoding: 'base64',
      previewFileHosts: ['files.example.gov.cn'],
      rootArea: '440000',
      fixedArea: '440100',
      signPrefix: 'HALL_A_',
    });
    expect(gunzipSync(readFileSync(join(r.root, 'index.html.gz'))).toString()).toBe(r.html);
    expect(brotliDecompressSync(readFileSync(join(r.root, 'index.html.br'))).toString()).toBe(r.html);
  });

  it('renders the CSP from the same settings: two halls, two policies', () => {
    const a = start({
      VITE_GATEWAY: 'https://gw.hall-a.gov.cn/api',
      VITE_PREVIEW_BASE: 'https://preview.hall-a.gov.cn/',
      VITE_AMAP_KEY: 'k',
    });
    const b = start({
      VITE_GATEWAY: 'https://gw.hall-b.gov.cn/api',
      VITE_SOCKET_URL: 'wss://im.hall-b.gov.cn/s',
      CSP_FILE_ORIGINS: 'https://oss.hall-b.gov.cn',
    });
    expect(a.conf).not.toContain('{{OW_CSP}}');
    expect(directive(a.csp, 'connect-src')).toContain('https://gw.hall-a.gov.cn wss://gw.hall-a.gov.cn');
    expect(directive(a.csp, 'connect-src')).toContain('https://restapi.amap.com');
    expect(directive(a.csp, 'frame-src')).toBe("frame-src 'self' https://preview.hall-a.gov.cn");
    expect(a.csp).toContain('report-uri https://gw.hall-a.gov.cn/api/service-xzyd/anon/client/csp');
    expect(a.csp).not.toContain('hall-b');
    expect(directive(b.csp, 'connect-src')).toContain('wss://im.hall-b.gov.cn');
    expect(directive(b.csp, 'img-src')).toContain('https://oss.hall-b.gov.cn');
    expect(directive(b.csp, 'connect-src')).not.toContain('amap');
    expect(b.csp).not.toContain('hall-a');
  });

  it("keeps the build's configuration when the hall sets nothing, and the gateway server's socket form", () => {
    const r = start({}, BUILD, true);
    expect(r.status).toBe(0);
    expect(r.config).toMatchObject({ gateway: '/gw', gatewayBase: '/gw', rootArea: '120000', signPrefix: 'OW_GATEWAY_' });
    expect(directive(r.csp, 'connect-src')).toMatch(/^connect-src 'self' \$ow_same_host_sockets blob:/);
  });

  it.each([
    ['VITE_ROOT_AREA', '12000', /VITE_ROOT_AREA must be a 6-digit code/],
    ['VITE_FIXED_AREA', 'abc', /VITE_FIXED_AREA must be a 6-digit code/],
    ['VITE_ICE_SERVERS', '[{"urls":"turn:t.example.gov.cn"}]', /VITE_ICE_SERVERS\[0\]: a TURN server needs username and credential/],
    ['VITE_ICE_SERVERS', 'not json', /VITE_ICE_SERVERS must be a JSON array/],
    ['VITE_PREVIEW_FILE_HOSTS', 'files.example.gov.cn/x', /VITE_PREVIEW_FILE_HOSTS: "files.example.gov.cn\/x" is not a host/],
    ['VITE_GATEWAY', 'emulator', /VITE_GATEWAY: this image was built for a real gateway/],
  ])('a bad %s stops the start, naming it, and writes nothing', (name, value, message) => {
    const r = start({ [name]: value });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain(name);
    expect(r.html).toBe(HTML);
    expect(r.conf).toBeNull();
  });

  it('an emulator build keeps the emulator: a gateway at start is refused', () => {
    const r = start({ VITE_GATEWAY: 'https://gw.hall-a.gov.cn/api' }, { VITE_GATEWAY: 'emulator' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/VITE_GATEWAY: this image was built with the emulator in the page/);
  });

  it('a value cannot close the script element it is written into', () => {
    const r = start({ VITE_SIGN_PREFIX: '</script><script>alert(1)</script>' });
    expect(r.status).toBe(0);
    expect(r.html.match(/<script/g)).toHaveLength(2);
    expect(r.config.signPrefix).toBe('</script><script>alert(1)</script>');
  });

  it('save-build-env keeps the VITE_* variables and CSP_FILE_ORIGINS the build saw', () => {
    const out = join(dir, 'saved.json');
    const run = spawnSync(process.execPath, [bundle, 'save-build-env', '--out', out], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', VITE_GATEWAY: '/gw', CSP_FILE_ORIGINS: 'https://f.example.gov.cn', SECRET: 'no' },
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({ VITE_GATEWAY: '/gw', CSP_FILE_ORIGINS: 'https://f.example.gov.cn' });
  });
});
