/**
 * Masks for personal numbers shown on screen. They keep the length, so that a person can still
 * tell a 15-digit id from an 18-digit one, and never reveal more than they promise.
 */

/** An id number with only its first and last characters visible: `1****************X`. */
export function maskIdCard(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= 2) return '*'.repeat(chars.length);
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

/** A mobile number with its first 3 and last 4 digits visible: `138****8000`. */
export function maskMobile(value: string): string {
  const chars = Array.from(value);
  // Too short to keep 3 + 4 and still hide something: hide it all.
  if (chars.length <= 7) return '*'.repeat(chars.length);
  return chars.slice(0, 3).join('') + '*'.repeat(chars.length - 7) + chars.slice(-4).join('');
}
