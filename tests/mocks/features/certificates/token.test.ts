import { describe, expect, it } from 'vitest';
import { readPresentation, signPresentation, type PresentationPayload } from '@/mocks/features/certificates/token';

const SECRET = 'test-secret';
const T0 = 1_800_000_000_000;
const payload: PresentationPayload = { p: 'P1', c: 'C-ZS-ID', f: ['name', 'age60'], iat: T0, exp: T0 + 60_000 };

describe('certificate code signing', () => {
  it('passes a fresh code and answers its payload', () => {
    const code = signPresentation(payload, SECRET);
    expect(code).toMatch(/^OWC1\.[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
    expect(readPresentation(code, SECRET, T0)).toEqual({ ok: true, payload });
    expect(readPresentation(code, SECRET, T0 + 59_999)).toEqual({ ok: true, payload });
  });

  it('fails the same code once its minute is over', () => {
    const code = signPresentation(payload, SECRET);
    expect(readPresentation(code, SECRET, T0 + 60_000)).toEqual({ ok: false, reason: 'expired', payload });
    expect(readPresentation(code, SECRET, T0 + 3_600_000)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('refuses a code whose payload was changed (a later expiry, more items)', () => {
    const code = signPresentation(payload, SECRET);
    const [prefix, , mac] = code.split('.');
    const longer = btoa(JSON.stringify({ ...payload, exp: T0 + 10 * 60_000 })).replace(/=+$/, '');
    expect(readPresentation(`${prefix}.${longer}.${mac}`, SECRET, T0 + 120_000)).toEqual({ ok: false, reason: 'signature' });
    const more = btoa(JSON.stringify({ ...payload, f: ['name', 'idNumber'] })).replace(/=+$/, '');
    expect(readPresentation(`${prefix}.${more}.${mac}`, SECRET, T0)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a code signed with another key, and text that is not a code', () => {
    expect(readPresentation(signPresentation(payload, 'other-key'), SECRET, T0)).toEqual({ ok: false, reason: 'signature' });
    for (const text of ['', 'hello', 'OWC1.abc', 'OWC2.e30.' + '0'.repeat(64), `OWC1.e30.${'0'.repeat(63)}`]) {
      expect(readPresentation(text, SECRET, T0)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
