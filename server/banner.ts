/**
 * What the server prints at start: where phones reach it (every address of this machine on the
 * local network, with a QR code of the app's address for a phone on the same Wi-Fi) and the admin
 * token of the controls.
 */
import { networkInterfaces } from 'node:os';
import type { ServerConfig } from './main';

export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address);
  }
  return out;
}

/** The QR code of an address as terminal text (qrcode-terminal, a dev dependency: absent in the image). */
export async function terminalQr(text: string): Promise<string> {
  try {
    const { generate } = await import('qrcode-terminal');
    return await new Promise((ok) => generate(text, { small: true }, (s: string) => ok(s)));
  } catch {
    return '';
  }
}

export function printBanner({ config, port }: { config: ServerConfig; port: number }): void {
  const lines = [
    `OneWindow gateway server on port ${port} (${config.host})`,
    `  data: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    `  health: http://127.0.0.1:${port}/healthz`,
    `  demo controls: http://127.0.0.1:${port}/__admin/`,
    `  admin token: ${config.adminToken}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
