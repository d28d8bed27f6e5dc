import { describe, expect, it } from 'vitest';
import { convert } from '@/features/auth/flows';
import {
  AuthRuleError,
  checkConvertResponse,
  checkLoginResponse,
  requireOpenIdAndSecret,
  requireSessionForConvert,
  requireTicketAndSecret,
} from '@/features/auth/validation';
import { GatewayError } from '@/lib/http/errors';
import { fakeContext } from './fakes';

describe('section 5 rules', () => {
  it.each([
    ['T', 'S', true],
    ['', 'S', false],
    ['T', '', false],
    [null, 'S', false],
    ['T', undefined, false],
  ])('ticket validation needs ticket %j and secret %j', (ticket, secret, ok) => {
    const run = () => requireTicketAndSecret(ticket, secret);
    if (ok) expect(run()).toEqual({ ticket, secret });
    else expect(run).toThrow(AuthRuleError);
  });

  it.each([
    ['oid', 'S', true],
    ['', 'S', false],
    ['oid', '', false],
    [null, null, false],
  ])('secret validation needs openId %j and secret %j', (openId, secret, ok) => {
    const run = () => requireOpenIdAndSecret(openId, secret);
    if (ok) expect(run()).toEqual({ openId, secret });
    else expect(run).toThrow(AuthRuleError);
  });

  it.each([
    [{ token: 'T', secret: 'S' }, true],
    [{ token: 'T' }, false],
    [{ secret: 'S' }, false],
    [{ token: '', secret: 'S' }, false],
    [null, false],
    [undefined, false],
  ])('a login response %j needs token and secret, else 401', (res, ok) => {
    const run = () => checkLoginResponse(res as never);
    if (ok) {
      expect(run()).toEqual(res);
    } else {
      expect(run).toThrow(GatewayError);
      try {
        run();
      } catch (e) {
        expect((e as GatewayError).kind).toBe('auth');
        expect((e as GatewayError).code).toBe(401);
      }
    }
  });

  it.each([
    [
      { id: 'UC1', mobile: '138' },
      { id: 'UC1', mobile: '138' },
    ],
    [{ id: 42 }, { id: '42', mobile: '' }],
    [{ mobile: '138' }, null],
    [{ id: '' }, null],
    [{ id: null }, null],
    [null, null],
  ])('a convert response %j must hold id', (res, expected) => {
    const run = () => checkConvertResponse(res as never);
    if (expected) expect(run()).toEqual(expected);
    else expect(run).toThrow(AuthRuleError);
  });

  it('convert needs token and secret in the session', () => {
    expect(() => requireSessionForConvert(null)).toThrow(AuthRuleError);
    expect(() => requireSessionForConvert({ token: 'T', secret: '' })).toThrow(AuthRuleError);
    expect(() => requireSessionForConvert({ token: 'T', secret: 'S' })).not.toThrow();
  });

  it('convert is not even called without a session', async () => {
    const f = fakeContext({ session: { token: 'T' } });
    await expect(convert(f.ctx, 'wechatHall')).rejects.toThrow(AuthRuleError);
    expect(f.services.convertUser).not.toHaveBeenCalled();
  });

  it('convert with a session stores ucInfo and userId', async () => {
    const f = fakeContext({ session: { token: 'T', secret: 'S' } });
    await expect(convert(f.ctx, 'wechatHall')).resolves.toEqual({ id: 'UC1', mobile: '13800138000' });
    expect(f.local.get('userId')).toBe('UC1');
  });
});
