import { execFileSync } from 'node:child_process';

/** Builds dist-server/gateway.mjs once for the server's tests. */
export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.server.config.ts'], { stdio: 'inherit' });
}
