import { describe, expect, it, vi } from 'vitest';
import { withHallConfig } from '@/config/env';
import { HALL_FIELDS, HALL_VARIABLES, hallConfigOf, readEnv, readHallEnv } from '@/config/read-env';

// A hall's run-time configuration (docs/deploy.md, "One image, many halls"): checked by readEnv at
// the container's start (readHallEnv), read by the app at boot over the build's (withHallConfig).
const built = readEnv({ VITE_GATEWAY: '/gw' });

describe('readHallEnv: the build with a hall over it, by the same rules', () => {
  it("takes the hall's variables and only those", () => {
    const env = readHallEnv(
      { VITE_GATEWAY: '/gw', VITE_AES_KEY: 'OwHallAesKey2026' },
      { VITE_GATEWAY: 'https://gw.hall-a.gov.cn/api', VITE_ROOT_AREA: '440000', VITE_AES_KEY: 'short', VITE_MAINTENANCE: 'true' },
    );
    expect(env).toMatchObject({
      gatewayBase: 'https://gw.hall-a.gov.cn/api',
      rootArea: '440000',
      aesKey: 'OwHallAesKey2026',
      maintenance: false,
    });
  });
  it('refuses a bad value with the message that names it', () => {
    expect(() => readHallEnv({ VITE_GATEWAY: '/gw' }, { VITE_FIXED_AREA: '1' })).toThrow(/^VITE_FIXED_AREA must be a 6-digit code/);
    expect(() => readHallEnv({ VITE_GATEWAY: '/gw' }, { VITE_PREVIEW_FILE_HOSTS: 'a b/c' })).toThrow(/^VITE_PREVIEW_FILE_HOSTS: "b\/c"/);
    expect(() => readHallEnv({}, { VITE_GATEWAY: '/gw' })).toThrow(/^VITE_GATEWAY: this image was built with the emulator/);
  });
  it('every hall variable reaches a field of the configuration the page gets', () => {
    expect(HALL_VARIABLES).toHaveLength(13);
    const hall = hallConfigOf(built);
    expect(Object.keys(hall)).toEqual([...HALL_FIELDS]);
  });
});

describe('withHallConfig: the page reads the block once at boot', () => {
  it("is the build's configuration when the block is empty (dev, tests)", () => {
    expect(withHallConfig(built, '')).toBe(built);
    expect(withHallConfig(built, null)).toBe(built);
  });
  it("puts the hall's fields over the build's, and nothing else", () => {
    const hall = hallConfigOf(
      readHallEnv(
        { VITE_GATEWAY: '/gw' },
        { VITE_GATEWAY: 'https://gw.hall-b.gov.cn/api', VITE_ICE_SERVERS: '[{"urls":"stun:s.hall-b.gov.cn"}]' },
      ),
    );
    const env = withHallConfig(built, JSON.stringify({ ...hall, aesKey: 'ignored-ignored!', isEmulator: true }));
    expect(env.gatewayBase).toBe('https://gw.hall-b.gov.cn/api');
    expect(env.iceServers).toEqual([{ urls: 'stun:s.hall-b.gov.cn' }]);
    expect(env.aesKey).toBe(built.aesKey);
    expect(env.isEmulator).toBe(false);
  });
  it("refuses a block whose field has the wrong type, or that is not JSON, and keeps the build's", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(withHallConfig(built, JSON.stringify({ gatewayBase: 'https://x.gov.cn', iceServers: 'stun:x' }))).toBe(built);
    expect(withHallConfig(built, JSON.stringify({ rootArea: 440000 }))).toBe(built);
    expect(withHallConfig(built, '{not json')).toBe(built);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
