import { ecb } from '@noble/ciphers/aes.js';
import { hexToBytes } from '@noble/ciphers/utils.js';
import { env } from '@/config/env';

export type DecryptErrorReason = 'empty' | 'odd-length' | 'not-hex' | 'block-size' | 'key' | 'padding' | 'encoding';

/** Server text that cannot be decrypted: never a crash, never garbage text. */
export class DecryptError extends Error {
  readonly reason: DecryptErrorReason;
  constructor(reason: DecryptErrorReason, message: string) {
    super(message);
    this.name = 'DecryptError';
    this.reason = reason;
  }
}

export function isDecryptError(e: unknown): e is DecryptError {
  return e instanceof DecryptError;
}

const BLOCK = 16;

/**
 * AES-128-ECB / PKCS7 decryption of hex server text (docs/contract.md section 3). The padding is
 * checked here (every padding byte, with a typed error) rather than by the cipher, so a wrong key
 * or damaged data is named as such; the text must then be valid UTF-8.
 */
export function decryptText(hex: string, key: string = env.aesKey): string {
  const text = hex.trim();
  if (!text) throw new DecryptError('empty', '密文为空');
  if (text.length % 2 !== 0) throw new DecryptError('odd-length', '密文长度不是偶数');
  if (!/^[0-9a-fA-F]+$/.test(text)) throw new DecryptError('not-hex', '密文不是十六进制');
  if ((text.length / 2) % BLOCK !== 0) throw new DecryptError('block-size', '密文长度不是16字节的整数倍');
  const keyBytes = new TextEncoder().encode(key);
  if (keyBytes.length !== BLOCK) throw new DecryptError('key', '密钥必须为16字节');
  const bytes = ecb(keyBytes, { disablePadding: true }).decrypt(hexToBytes(text));
  const pad = bytes[bytes.length - 1];
  if (pad < 1 || pad > BLOCK || bytes.subarray(bytes.length - pad).some((b) => b !== pad)) {
    throw new DecryptError('padding', '解密失败：填充不正确（密钥错误或数据损坏）');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - pad));
  } catch {
    throw new DecryptError('encoding', '解密失败：结果不是有效的文本');
  }
}
