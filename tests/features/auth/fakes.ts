import { vi } from 'vitest';
import type { AuthContext, KeyValue } from '@/features/auth/flows';
import type { AuthServices, TokenInfo } from '@/features/auth/types';
import type { LocalKey, SessionKey } from '@/lib/storage/storage';

/** An in-memory storage with the typed surface of lib/storage. */
export function fakeStorage<K extends string>(initial: Partial<Record<K, string>> = {}): KeyValue<K> & { data: Map<K, string> } {
  const data = new Map<K, string>(Object.entries(initial) as [K, string][]);
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (...keys) => keys.forEach((k) => data.delete(k)),
    getJson: <T>(k: K) => (data.has(k) ? (JSON.parse(data.get(k)!) as T) : null),
    setJson: (k, v) => void data.set(k, JSON.stringify(v)),
  };
}

/** Services that succeed with plausible answers; override any with `mockRejectedValue` and co. */
export function fakeServices(calls: string[] = []) {
  const log = <A extends unknown[], R>(name: string, fn: (...a: A) => R) =>
    vi.fn((...a: A) => {
      calls.push(name);
      return fn(...a);
    });
  const services = {
    checkTicket: log('checkTicket', async (_o: string, ticket: string) => ({ ticket, secret: 'wx-secret' })),
    checkSecret: log('checkSecret', async () => ({ valid: true })),
    findWeChatUser: log('findWeChatUser', async (openId: string) => ({ openId, nickName: '张三', hallId: 'H001', appId: 'wx-app' })),
    signByOpenId: log('signByOpenId', async () => ({
      token: 'T-open',
      secret: 'S-open',
      issuer: 'wechatHall',
      userInfo: { mobile: '13700137000' },
    })),
    signByPhone: log('signByPhone', async () => ({ token: 'T-phone', secret: 'S-phone', issuer: 'wechatHallMobile' })),
    convertUser: log('convertUser', async () => ({ id: 'UC1', mobile: '13800138000' })),
    tpLogin: log('tpLogin', async () => ({ token: 'T-tp', secret: 'S-tp', issuer: 'lulutong', userInfo: { nickName: '路路通用户' } })),
    validateToken: log('validateToken', async (): Promise<TokenInfo> => ({
      authority: 'mobile',
      userId: 'UC1',
      issuer: 'wechatHallMobile',
    })),
    validateSocket: log('validateSocket', async () => undefined),
    sendSmsCode: log('sendSmsCode', async () => ({ resendAfter: 60 })),
    setMobileUser: log('setMobileUser', async () => ({ success: true, message: 'ok', secret: 'M-secret' })),
    logout: log('logout', async () => ({})),
  } satisfies AuthServices;
  return services;
}

export function fakeContext(opts: { local?: Partial<Record<LocalKey, string>>; session?: Partial<Record<SessionKey, string>> } = {}) {
  const calls: string[] = [];
  const services = fakeServices(calls);
  const local = fakeStorage<LocalKey>(opts.local);
  const session = fakeStorage<SessionKey>(opts.session);
  const ctx: AuthContext = { services, local, session };
  return { ctx, services, local, session, calls };
}
