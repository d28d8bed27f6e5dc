// The random and the timestamp a signature is made of (docs/contract.md section 2), apart from the MD5
// of ./signing: the client's first-load half picks them without loading the MD5 code (issue 14).

/** A 10-digit decimal string whose first digit is not 0 (docs/contract.md section 2). */
export function makeRandom(rand: () => number = Math.random): string {
  let out = String(1 + Math.floor(rand() * 9));
  for (let i = 0; i < 9; i++) out += String(Math.floor(rand() * 10));
  return out;
}

/** Whole seconds since the epoch as a 10-digit string. */
export function makeTimestamp(nowMs: number): string {
  return String(Math.floor(nowMs / 1000));
}
