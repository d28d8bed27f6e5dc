import { describe, expect, it } from 'vitest';
import { readEnv, readIceServers } from '@/config/read-env';

describe('configuration', () => {
  it('defaults to the emulator and the contract demo values', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      isEmulator: true,
      gatewayBase: '/gw',
      cloudBase: '/cloud-api',
      signPrefix: 'OW_GATEWAY_',
      aesKey: 'OwHallAesKey2026',
      rootArea: '120000',
      fixedArea: '120100',
      appId: 'wx-demo-appid',
      maintenance: false,
      previewEncoding: 'base64',
    });
    expect(env.previewBase).toBe('/preview-service/');
  });
  it('points at a real gateway by configuration', () => {
    const env = readEnv({
      VITE_GATEWAY: 'https://gw.example.gov.cn/api/',
      VITE_PREVIEW_BASE: 'https://preview.example.gov.cn',
      VITE_MAINTENANCE: 'true',
    });
    expect(env.isEmulator).toBe(false);
    expect(env.gatewayBase).toBe('https://gw.example.gov.cn/api');
    expect(env.previewBase).toBe('https://preview.example.gov.cn/');
    expect(env.maintenance).toBe(true);
    expect(env.demoAuth).toBe(false);
  });
  it('offers the demo authorization pages with the emulator, or a demo gateway that asks for them', () => {
    expect(readEnv({}).demoAuth).toBe(true);
    expect(readEnv({ VITE_GATEWAY: '/gw' }).demoAuth).toBe(false);
    expect(readEnv({ VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'true' }).demoAuth).toBe(true);
    expect(() => readEnv({ VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'yes' })).toThrow('VITE_DEMO_AUTH must be true or false, got "yes"');
  });
  it('reads the preview file hosts (none by default)', () => {
    expect(readEnv({}).previewFileHosts).toEqual([]);
    expect(
      readEnv({
        VITE_PREVIEW_FILE_HOSTS: ' Files.example.gov.cn, https://secure.example.gov.cn/ *.oss.example.gov.cn,cdn.example.gov.cn:8443 ',
      }).previewFileHosts,
    ).toEqual(['files.example.gov.cn', 'https://secure.example.gov.cn', '*.oss.example.gov.cn', 'cdn.example.gov.cn:8443']);
    for (const bad of ['https://a.example/path', 'ftp://a.example', 'a.example/x', '*', 'user@a.example', '*.']) {
      expect(() => readEnv({ VITE_PREVIEW_FILE_HOSTS: bad })).toThrow('VITE_PREVIEW_FILE_HOSTS');
    }
  });
  it('refuses bad values with a clear message', () => {
    expect(() => readEnv({ VITE_ROOT_AREA: '12' })).toThrow('VITE_ROOT_AREA');
    expect(() => readEnv({ VITE_AES_KEY: 'short' })).toThrow('16 characters');
  });
});

describe('VITE_ICE_SERVERS', () => {
  it('defaults to none (host candidates only)', () => {
    expect(readEnv({}).iceServers).toEqual([]);
    expect(readIceServers('  ')).toEqual([]);
  });
  it('reads STUN and TURN servers as RTCPeerConnection takes them', () => {
    const raw =
      '[{"urls":"stun:stun.example.gov.cn:3478"},{"urls":["turn:turn.example.gov.cn:3478?transport=udp","turns:turn.example.gov.cn:5349"],"username":"u","credential":"p"}]';
    expect(readEnv({ VITE_ICE_SERVERS: raw }).iceServers).toEqual([
      { urls: 'stun:stun.example.gov.cn:3478' },
      { urls: ['turn:turn.example.gov.cn:3478?transport=udp', 'turns:turn.example.gov.cn:5349'], username: 'u', credential: 'p' },
    ]);
  });
  it('refuses what is not a list of ICE servers', () => {
    expect(() => readIceServers('stun:x')).toThrow(/JSON array/);
    expect(() => readIceServers('{"urls":"stun:x"}')).toThrow(/JSON array/);
    expect(() => readIceServers('[{"urls":"https://x"}]')).toThrow(/stun:, stuns:, turn: or turns:/);
    expect(() => readIceServers('[{"urls":[]}]')).toThrow(/urls/);
    expect(() => readIceServers('[{"urls":"turn:t.example:3478"}]')).toThrow(/username and credential/);
  });
});
