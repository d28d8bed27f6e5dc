import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { envPlugin } from '../../scripts/vite-plugin-env';

/** The plugin's `config` hook on a project whose `.env` holds `lines`. */
function configure(lines: string[], base = './'): UserConfig {
  const root = mkdtempSync(join(tmpdir(), 'ow-env-'));
  writeFileSync(join(root, '.env'), `${lines.join('\n')}\n`);
  const hook = envPlugin().config as (c: UserConfig, e: ConfigEnv) => UserConfig;
  return hook({ root, base }, { mode: 'production', command: 'build' });
}

describe('the configuration read at build time', () => {
  it('gives the app the validated values, not the code that reads them', () => {
    const { define } = configure([
      'VITE_GATEWAY=https://gw.example.gov.cn/api/',
      'VITE_PREVIEW_FILE_HOSTS=files.example.gov.cn, *.oss.example.gov.cn',
    ]);
    const env = JSON.parse(String(define?.__OW_ENV__)) as Record<string, unknown>;
    expect(env).toMatchObject({
      isEmulator: false,
      gatewayBase: 'https://gw.example.gov.cn/api',
      previewBase: './preview-service/',
      previewFileHosts: ['files.example.gov.cn', '*.oss.example.gov.cn'],
      rootArea: '120000',
    });
  });

  it('stops the build with a clear message on a bad value', () => {
    expect(() => configure(['VITE_ROOT_AREA=12'])).toThrow('VITE_ROOT_AREA must be a 6-digit code, got "12"');
    expect(() => configure(['VITE_PREVIEW_FILE_HOSTS=files.example.gov.cn/path'])).toThrow('is not a host');
  });
});
