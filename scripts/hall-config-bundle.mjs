// Bundles the container's start step (scripts/hall-config.ts, with the app's readEnv and
// scripts/csp.mjs) into one Node module with no packages, for images without the checkout:
//   node scripts/hall-config-bundle.mjs OUT.mjs
// Run by the Dockerfile, tests/scripts/hall-config.test.ts and e2e/hall-config.spec.ts.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Writes the bundle to `out`. */
export async function bundleHallConfig(out) {
  await build({
    input: resolve(repo, 'scripts/hall-config.ts'),
    platform: 'node',
    logLevel: 'warn',
    output: { file: resolve(out), format: 'esm' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('usage: node scripts/hall-config-bundle.mjs OUT.mjs');
    process.exit(2);
  }
  await bundleHallConfig(process.argv[2]);
}
