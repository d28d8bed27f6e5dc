// `npm start`: the app and the gateway server on one origin, for every phone on the local network.
//
//   node scripts/start.mjs [--port 5173] [--gateway-port 8787] [--emulator]
//
// Builds the gateway server (dist-server/gateway.mjs) and runs it on 127.0.0.1 with its data in
// .gateway-data/, then the Vite dev server on every interface with the app configured for a real
// gateway (VITE_GATEWAY=/gw): the dev server proxies the gateway, the cloud base, the socket and the
// demo controls to the server, so a phone on the same Wi-Fi opens one address. Prints that address
// with a QR code, and the admin token. `--emulator` runs the dev server alone with the in-page
// emulator instead (what a static demo build does). See docs/gateway-server.md.
import { spawn, execFileSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { createServer } from 'vite';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const port = Number(opt('port', 5173));
const gatewayPort = Number(opt('gateway-port', process.env.GATEWAY_PORT || 8787));
const inPage = args.includes('--emulator');

function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

async function qr(text) {
  try {
    const { default: qrcode } = await import('qrcode-terminal');
    return await new Promise((ok) => qrcode.generate(text, { small: true }, ok));
  } catch {
    return '';
  }
}

async function waitHealthy(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the gateway server did not answer /healthz within 60 s');
}

let gateway = null;
const stopAll = () => {
  if (gateway && gateway.exitCode === null) gateway.kill('SIGTERM');
};
process.on('exit', stopAll);
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => (stopAll(), process.exit(0)));

const proxy = {};
if (!inPage) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.server.config.ts'], { stdio: 'inherit' });
  gateway = spawn(process.execPath, ['dist-server/gateway.mjs'], {
    env: { ...process.env, GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: String(gatewayPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitHealthy(`http://127.0.0.1:${gatewayPort}/healthz`, gateway);
  const target = `http://127.0.0.1:${gatewayPort}`;
  proxy['/gw'] = { target, ws: true };
  proxy['/cloud-api'] = { target };
  proxy['/__admin'] = { target };
  process.env.VITE_GATEWAY = '/gw';
  process.env.VITE_DEMO_AUTH = 'true';
}

const vite = await createServer({ server: { port, host: true, strictPort: true, proxy } });
await vite.listen();
const lan = lanAddresses().map((a) => `http://${a}:${port}/`);
const lines = [
  '',
  `OneWindow: ${inPage ? 'in-page emulator (this browser only)' : `the app and the gateway server (http://127.0.0.1:${gatewayPort}), shared by every phone`}`,
  `  on this computer: http://127.0.0.1:${port}/`,
  ...lan.map((u) => `  on the local network: ${u}`),
];
if (!inPage) lines.push(`  demo controls: http://127.0.0.1:${port}/__admin/ (the admin token is printed above)`);
process.stdout.write(`${lines.join('\n')}\n`);
if (lan[0]) process.stdout.write(`\nScan with a phone on the same Wi-Fi:\n${await qr(lan[0])}\n`);
