import MD5 from 'crypto-js/md5';

/** Lower-case hex MD5 of the UTF-8 bytes of `text`. */
export function md5Hex(text: string): string {
  return MD5(text).toString();
}
