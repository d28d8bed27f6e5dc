import MD5 from 'crypto-js/md5';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '@/lib/crypto/md5';

describe('md5Hex', () => {
  it('gives the RFC 1321 test vectors', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Hex('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it('hashes the UTF-8 bytes as crypto-js does, across block boundaries', () => {
    const samples = ['一窗受理', '😀é', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'y'.repeat(1000)];
    for (let i = 0; i < 200; i++)
      samples.push(Array.from({ length: i }, (_, j) => String.fromCharCode(32 + ((i * 31 + j * 7) % 20000))).join(''));
    for (const s of samples) expect(md5Hex(s)).toBe(MD5(s).toString());
  });
});
