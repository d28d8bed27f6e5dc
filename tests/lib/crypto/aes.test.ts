import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptText, isDecryptError, type DecryptErrorReason } from '@/lib/crypto/aes';

// docs/contract.md section 3, literally.
const KEY = 'OwHallAesKey2026';
const VECTOR = 'c846f4d84f442a2af14afa85f47f8bbe148f10d27bc7b2570efb66d64a53f0dcbc060027b1f3795b23ef7512c5cb5047';
const PLAIN = '{"name":"张三","mobile":"13800138000"}';

// Ciphertext made by Node's own OpenSSL, not by the library under test. `raw`: hex bytes
// encrypted as they are, without padding (to plant a bad padding or bad UTF-8).
function encrypt(text: string, opts: { key?: string; raw?: boolean } = {}): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(opts.key ?? KEY, 'utf8'), null);
  cipher.setAutoPadding(!opts.raw);
  const data = opts.raw ? Buffer.from(text, 'hex') : Buffer.from(text, 'utf8');
  return Buffer.concat([cipher.update(data), cipher.final()]).toString('hex');
}

function reason(hex: string, key = KEY): DecryptErrorReason | 'no error' {
  try {
    decryptText(hex, key);
    return 'no error';
  } catch (e) {
    if (!isDecryptError(e)) throw e;
    return e.reason;
  }
}

describe('AES-ECB decryption of server text', () => {
  it('decrypts the contract vector, in either case, with the configured key by default', () => {
    expect(decryptText(VECTOR, KEY)).toBe(PLAIN);
    expect(decryptText(VECTOR.toUpperCase(), KEY)).toBe(PLAIN);
    expect(decryptText(VECTOR)).toBe(PLAIN);
    expect(JSON.parse(decryptText(VECTOR))).toEqual({ name: '张三', mobile: '13800138000' });
  });

  it('decrypts text that fills whole blocks (a full padding block) and empty text', () => {
    const sixteen = '0123456789abcdef';
    expect(encrypt(sixteen)).toHaveLength(64);
    expect(decryptText(encrypt(sixteen))).toBe(sixteen);
    expect(decryptText(encrypt(''))).toBe('');
  });

  it.each<[string, string, DecryptErrorReason]>([
    ['empty', '', 'empty'],
    ['blank', '   ', 'empty'],
    ['odd length', VECTOR.slice(0, -1), 'odd-length'],
    ['non-hex', VECTOR.slice(0, -2) + 'zz', 'not-hex'],
    ['base64 instead of hex', 'yEb02E9EKirxSvqF9H+Lvg==', 'not-hex'],
    ['not whole blocks', VECTOR.slice(0, -2), 'block-size'],
    ['truncated to whole blocks', VECTOR.slice(0, 64), 'padding'],
    ['padding byte 0', encrypt('00'.repeat(16), { raw: true }), 'padding'],
    ['padding byte above 16', encrypt('11'.repeat(16), { raw: true }), 'padding'],
    ['inconsistent padding bytes', encrypt('41'.repeat(13) + '030203', { raw: true }), 'padding'],
    ['valid padding but not UTF-8', encrypt('ff'.repeat(15) + '01', { raw: true }), 'encoding'],
  ])('%s gives a typed error', (_label, hex, expected) => {
    expect(reason(hex)).toBe(expected);
  });

  it('a wrong key gives a typed error, never garbage text', () => {
    expect(reason(VECTOR, 'WrongKeyWrongKey')).toBe('padding');
    // Many wrong keys: each one is refused (padding or encoding), none returns text.
    for (let i = 0; i < 200; i++) {
      const key = `WrongKey${String(i).padStart(8, '0')}`;
      expect(['padding', 'encoding']).toContain(reason(VECTOR, key));
    }
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(reason(VECTOR, 'short')).toBe('key');
    expect(reason(VECTOR, '密钥密钥密钥密钥')).toBe('key');
  });
});
