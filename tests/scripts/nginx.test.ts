import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// deploy/nginx.conf as scripts/nginx.mjs renders it (its CLI, as the container and the e2e suite
// call it), with and without the gateway server behind it.
const dir = mkdtempSync(join(tmpdir(), 'ow-nginx-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function render(name: string, extra: string[] = [], env: Record<string, string> = {}): string {
  const out = join(dir, `${name}.conf`);
  execFileSync(
    process.execPath,
    ['scripts/nginx.mjs', 'render', '--out', out, '--listen', '127.0.0.1:8899', '--root', dir, '--tmp', dir, ...extra],
    { env: { ...process.env, ...env }, stdio: 'pipe' },
  );
  return readFileSync(out, 'utf8');
}

/** The body of the block that opens with `head {` (location blocks hold no nested braces). */
function block(conf: string, head: string): string {
  const start = conf.indexOf(`${head} {`);
  if (start < 0) throw new Error(`no block "${head}"`);
  return conf.slice(start, conf.indexOf('}', start) + 1);
}

/** The config without its comments (the template's header explains the placeholders). */
const code = (conf: string) =>
  conf
    .split('\n')
    .filter((l) => !/^\s*#/.test(l))
    .join('\n');
const locations = (conf: string) => [...conf.matchAll(/^\s*location ([^{]+?) \{/gm)].map((m) => m[1]);
const seconds = (text: string, directive: string) => Number(new RegExp(`${directive} (\\d+)s;`).exec(text)?.[1]);
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
const cspOf = (conf: string) => /default\s+"(default-src [^"]+)";/.exec(conf)?.[1] ?? '';

const plain = render('plain', [], { VITE_GATEWAY: 'emulator' });
const gateway = render('gateway', ['--gateway', 'http://127.0.0.1:8803'], { VITE_GATEWAY: '/gw' });

describe('deploy/nginx.conf without a gateway (the e2e suite, the static container)', () => {
  it('serves files only: no proxy, no upstream, no underscore headers, no template left', () => {
    expect(locations(plain)).toEqual(['= /', '/', '@ow_route', '= /healthz', '~ \\.mjs$', '~ \\.[A-Za-z0-9]+$']);
    for (const absent of ['proxy_pass', 'upstream', 'underscores_in_headers', 'ow_gateway', '$ow_same_host_sockets', '{{', '}}']) {
      expect(code(plain)).not.toContain(absent);
    }
    expect(plain).toContain('"~^\\d+ /assets/"          "public, max-age=31536000, immutable";');
    expect(directive(cspOf(plain), 'connect-src')).toMatch(/^connect-src 'self' blob:/);
  });
});

describe('deploy/nginx.conf, hardened (issue 35, docs/deploy.md)', () => {
  const cache = (conf: string) => block(conf, 'map "$status $uri" $ow_cache_control');

  it('an answer that is not a file of the build is never stored: the status before the year', () => {
    const map = cache(plain);
    const noStore = map.indexOf('"~^(?!(200|206|304) )"    "no-store";');
    expect(noStore).toBeGreaterThan(0);
    expect(noStore).toBeLessThan(map.indexOf('/assets/"'));
    expect(map).toContain('"~^\\d+ /version\\.json$"   "no-store";');
    expect(map).toContain('"~^\\d+ /healthz$"         "no-store";');
    // The gateway's errors keep the gateway's own header: its lines come first.
    const gw = cache(gateway);
    expect(gw.indexOf('/(gw|cloud-api)/"')).toBeLessThan(gw.indexOf('"~^(?!(200|206|304) )"'));
  });

  it('only / is index.html; a route-shaped path goes to the hash route, anything else is a 404', () => {
    expect(block(plain, 'location = /')).toContain('try_files /index.html =404;');
    expect(block(plain, 'location /')).toContain('try_files $uri $uri.html @ow_route;');
    expect(code(plain)).not.toMatch(/try_files [^;]*\/index\.html;/);
    const start = plain.indexOf('location @ow_route {');
    const route = plain.slice(start, plain.indexOf('return 404;', start) + 'return 404;'.length);
    expect(route).toContain('if ($uri ~ "^(/[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*)/?$") {');
    expect(route).toContain('return 302 /#$1$is_args$args;');
    expect(route).toMatch(/\}\n\s+return 404;/);
  });

  it('HSTS only over TLS: nginx’s own https or X-Forwarded-Proto: https', () => {
    const hsts = block(plain, 'map "$scheme $http_x_forwarded_proto" $ow_hsts');
    expect(hsts).toMatch(/"~\^https "\s+"max-age=31536000";/);
    expect(hsts).toContain('"~* https\\s*(,.*)?$"        "max-age=31536000";');
    expect(hsts).toMatch(/default\s+"";/);
    expect(plain).toContain('add_header Strict-Transport-Security $ow_hsts always;');
  });

  it('/healthz: nginx answers ok itself without a gateway, and asks the server with one', () => {
    expect(block(plain, 'location = /healthz')).toContain('return 200 "ok\\n";');
    expect(block(gateway, 'location = /healthz')).toContain('proxy_pass http://ow_gateway;');
    expect(gateway).not.toContain('return 200 "ok');
    expect(plain).not.toMatch(/^\s*# \{\{[#^/]GATEWAY\}\}$/m);
  });
});

describe('deploy/nginx.conf with the gateway server (--gateway)', () => {
  it('proxies /gw/, /cloud-api/, the socket, /healthz and /__admin to one keep-alive upstream', () => {
    expect(gateway).toMatch(/upstream ow_gateway \{\s+server 127\.0\.0\.1:8803;\s+keepalive \d+;/);
    expect(locations(gateway)).toEqual([
      '= /',
      '/',
      '@ow_route',
      '^~ /gw/',
      '^~ /cloud-api/',
      '= /gw/im/socket',
      '= /healthz',
      '^~ /__admin',
      '~ \\.mjs$',
      '~ \\.[A-Za-z0-9]+$',
    ]);
    for (const head of [
      'location ^~ /gw/',
      'location ^~ /cloud-api/',
      'location = /gw/im/socket',
      'location = /healthz',
      'location ^~ /__admin',
    ]) {
      expect(block(gateway, head)).toContain('proxy_pass http://ow_gateway;');
    }
    expect(code(gateway)).not.toContain('{{');
    expect(gateway).not.toMatch(/^\s*# \{\{[#^/]GATEWAY\}\}$/m);
  });

  it('keeps ow_token and ow_secret: underscores_in_headers on, in the server block', () => {
    const server = gateway.slice(gateway.indexOf('  server {'));
    expect(server).toMatch(/^ {4}underscores_in_headers on;$/m);
  });

  it('the shared proxy settings: HTTP/1.1 keep-alive, Host and X-Forwarded-*, waits past the app’s 60 s', () => {
    const server = gateway.slice(gateway.indexOf('  server {'));
    expect(server).toContain('proxy_http_version 1.1;');
    expect(server).toContain('proxy_set_header Connection "";');
    expect(server).toContain('proxy_set_header Host $ow_upstream_host;');
    expect(server).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(server).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    // src/lib/http/client.ts gives up after 60 s: nginx must not answer 504 first.
    expect(seconds(server, 'proxy_read_timeout')).toBeGreaterThan(60);
    expect(seconds(server, 'proxy_send_timeout')).toBeGreaterThan(60);
    // Nine files of 20 MB (the upload rule) go through to the server.
    for (const head of ['location ^~ /gw/', 'location ^~ /cloud-api/']) {
      const mb = Number(/client_max_body_size (\d+)m;/.exec(block(gateway, head))?.[1]);
      expect(mb).toBeGreaterThanOrEqual(9 * 20 + 1);
    }
  });

  it('upgrades the socket and keeps it open', () => {
    const socket = block(gateway, 'location = /gw/im/socket');
    expect(socket).toContain('proxy_http_version 1.1;');
    expect(socket).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(socket).toContain('proxy_set_header Connection $ow_connection_upgrade;');
    // A location that sets headers inherits none: the socket sets the others itself.
    expect(socket).toContain('proxy_set_header Host $ow_upstream_host;');
    expect(seconds(socket, 'proxy_read_timeout')).toBeGreaterThanOrEqual(3600);
    expect(gateway).toMatch(/map \$http_upgrade \$ow_connection_upgrade \{\s+default\s+upgrade;\s+""\s+close;/);
  });

  it('no gateway answer gets the assets’ year: the gateway’s own Cache-Control, else no-store', () => {
    const cache = block(gateway, 'map "$status $uri" $ow_cache_control');
    expect(cache.indexOf('"~^\\d+ /(gw|cloud-api)/"  $ow_gateway_cache_control;')).toBeGreaterThan(0);
    expect(cache).toContain('"~^\\d+ /__admin"          $ow_gateway_cache_control;');
    expect(cache).toContain('"~^\\d+ /healthz$"         $ow_gateway_cache_control;');
    expect(block(gateway, 'map $upstream_http_cache_control $ow_gateway_cache_control')).toMatch(/""\s+"no-store";/);
  });

  it('the CSP lets the page reach its socket on this host, in older webviews too', () => {
    const connect = directive(cspOf(gateway), 'connect-src');
    expect(connect).toBe("connect-src 'self' $ow_same_host_sockets blob:");
    // Only a plain host[:port] from the request becomes part of the policy.
    expect(gateway).toContain('"~^[A-Za-z0-9.-]+(:[0-9]{1,5})?$"  "ws://$http_host wss://$http_host";');
    expect(cspOf(gateway).replace(' $ow_same_host_sockets', '')).toBe(cspOf(render('gw-build', [], { VITE_GATEWAY: '/gw' })));
  });

  it('refuses a gateway address that is not http://host:port', () => {
    for (const bad of ['127.0.0.1:8787', 'http://x;evil:1']) {
      const r = spawnSync(process.execPath, ['scripts/nginx.mjs', 'render', '--out', join(dir, 'bad.conf'), '--gateway', bad], {
        encoding: 'utf8',
      });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain('--gateway must be http://host:port');
    }
  });

  const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  it.skipIf(!nginx)('nginx itself accepts both configs (nginx -t)', () => {
    for (const name of ['plain', 'gateway']) {
      const r = spawnSync(nginx!, ['-t', '-p', dir, '-c', join(dir, `${name}.conf`), '-e', 'stderr'], { encoding: 'utf8' });
      expect(r.stderr).toContain('test is successful');
    }
  });
});
