/**
 * Checks a `redirect` value before the app navigates to it. Accepted only when it is an
 * in-app route: exactly one leading `/`, no backslash, whitespace or control character (raw or
 * percent-encoded, nor an encoded `/`), still same-origin when parsed, and naming a known route
 * other than login and redirect. Browsers drop tabs and newlines and read `\` as `/`, so
 * `/\evil.example` and `/<TAB>/evil.example` are open redirects in naive checks.
 */
export function safeRedirect(value: string | null | undefined, isKnownRoute: (pathname: string) => boolean): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f|20)/i.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://app.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://app.invalid') return null;
  const pathname = parsed.pathname;
  if (pathname === '/login' || pathname === '/redirect') return null;
  if (!isKnownRoute(pathname)) return null;
  return pathname + parsed.search;
}
