const ORIGIN = 'https://app.invalid';

// Backslash, any whitespace (Unicode too: browsers strip or fold some of it), C0 and C1 controls.
// eslint-disable-next-line no-control-regex
const BAD_CHAR = /[\\\s\u0000-\u001f\u007f-\u009f]/;
// Percent-encoded `/`, `\`, whitespace or control characters (C1 controls as UTF-8 `%C2%80`-`%C2%9F`).
const BAD_ESCAPE = /%(?:2f|5c|20|0[0-9a-f]|1[0-9a-f]|7f|c2%(?:8[0-9a-f]|9[0-9a-f]|a0))/i;

/** Every reading of a value a layer of decoding could produce; null when a layer is malformed. */
function decodings(value: string): string[] | null {
  const out = [value];
  let current = value;
  for (let i = 0; i < 3 && current.includes('%'); i += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      out.push(next);
      current = next;
    } catch {
      return null;
    }
  }
  return out;
}

/**
 * Checks a `redirect` value before the app navigates to it. Accepted only when it is an
 * in-app route: exactly one leading `/`, no backslash, whitespace or control character (raw or
 * percent-encoded, at any level of encoding), no encoded `/`, still same-origin when parsed,
 * and naming a known route other than login and redirect. Browsers drop tabs and newlines and
 * read `\` as `/`, so `/\evil.example` and `/<TAB>/evil.example` are open redirects in naive
 * checks. Returns the normalised `pathname + search`, or null (the caller goes home).
 */
export function safeRedirect(value: string | null | undefined, isKnownRoute: (pathname: string) => boolean): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (value[0] !== '/' || value[1] === '/') return null;
  const readings = decodings(value);
  if (!readings) return null;
  for (const reading of readings) {
    if (BAD_CHAR.test(reading) || BAD_ESCAPE.test(reading)) return null;
    // A decoded reading that starts like a scheme-relative URL is an open redirect elsewhere.
    if (reading.startsWith('//')) return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(value, `${ORIGIN}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== ORIGIN || parsed.username || parsed.password) return null;
  const pathname = parsed.pathname;
  if (pathname === '/login' || pathname === '/redirect') return null;
  if (!isKnownRoute(pathname)) return null;
  return pathname + parsed.search;
}
