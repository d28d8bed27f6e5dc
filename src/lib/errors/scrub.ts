/**
 * What an error report may say (docs/contract.md section 9): no credential, token, secret, id
 * number, mobile or typed text. Messages and stacks keep their words and their file positions;
 * digit runs, query strings, `key=value` credentials, long opaque strings and the values the
 * page's storage holds for the session are taken out. Input values are never read.
 */

/** Where a report is cut (characters). */
export const MAX_MESSAGE = 300;
export const MAX_STACK = 1500;
const MAX_FRAMES = 12;

/** What stands for a removed value. */
export const REDACTED = '*';

/**
 * One pass over the text: a file position (`app-x1.js:1:23456`) is kept; an id number (17
 * digits and a check character) and any run of four or more digits, even split by spaces or
 * dashes (a mobile written `138 0013 8000`), become `*`.
 */
const NUMBERS = /(\.m?[jt]sx?(?::\d+){1,2})|\d{17}[\dXx]|\d(?:[\d \t-]*\d)?/g;
/** `?` and all that follows up to a space or quote: an address's query (a ticket, a mobile). */
const QUERY = /\?[^\s'"`)<>]+/g;
/** `token=…`, `"secret": "…"`, `Bearer …`, `password: …`: the value goes, the name stays. */
const CREDENTIAL =
  /\b(ow_token|ow_secret|access_token|refresh_token|token|secret|ticket|password|passwd|pwd|sign|openid|authorization|validate\w*secret|mobile|idcard)(["']?\s*[:=]\s*["']?)[^\s"'&,;)}]+/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/**
 * A long mix of letters and digits (a token, a key, a hash): at least 16 characters with both.
 * Dashes end it, so that a chunk's name (`route-error-boundary-Ab12Cd34`) stays.
 */
const OPAQUE = /(?<![\w+=])(?=[\w+=]*\d)(?=[\w+=]*[A-Za-z])[\w+=]{16,}/g;

/** Storage keys whose values are credentials or personal (docs/contract.md section 5). */
const SECRET_KEYS = {
  session: ['token', 'secret'],
  local: ['userId', 'openId', 'validateSecret', 'accountMobile', 'validateMobileSecret'],
};

/** The values of the session's credentials in storage, to be taken out wherever they appear. */
export function storedSecrets(win: Pick<Window, 'sessionStorage' | 'localStorage'> = window): string[] {
  const out: string[] = [];
  const read = (s: Storage, keys: string[]) => {
    for (const k of keys) {
      try {
        const v = s.getItem(k);
        if (v && v.length >= 4) out.push(v);
      } catch {
        // Storage disabled: nothing to take out.
      }
    }
  };
  read(win.sessionStorage, SECRET_KEYS.session);
  read(win.localStorage, SECRET_KEYS.local);
  return out;
}

function dropKnown(text: string, known: readonly string[]): string {
  let out = text;
  for (const v of known) if (v) out = out.split(v).join(REDACTED);
  return out;
}

/** A message or a line scrubbed (see the file's comment), cut at `max` characters. */
export function scrubText(text: string, max = MAX_MESSAGE, known: readonly string[] = []): string {
  const out = dropKnown(String(text), known)
    .replace(QUERY, '?')
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(CREDENTIAL, `$1$2${REDACTED}`)
    .replace(OPAQUE, REDACTED)
    .replace(NUMBERS, (m: string, position?: string) => (position ? position : (m.match(/\d/g)?.length ?? 0) >= 4 ? REDACTED : m));
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/** A stack scrubbed line by line, this page's origin left out, its first frames kept. */
export function scrubStack(stack: string | undefined, origin: string, known: readonly string[] = []): string | undefined {
  if (!stack) return undefined;
  const lines = stack
    .split('\n')
    .slice(0, MAX_FRAMES + 1)
    .map((l) => scrubText(origin ? l.split(origin).join('') : l, 300, known).trim());
  const out = lines.filter(Boolean).join('\n');
  return out.length > MAX_STACK ? out.slice(0, MAX_STACK) : out;
}

/** A hash route's path only (`#/home?mobile=…` → `/home`), its digit runs taken out too. */
export function routePath(hash: string): string {
  const raw = hash.replace(/^#/, '');
  const path = raw.split(/[?#]/)[0] || '/';
  const clean = scrubText(path.startsWith('/') ? path : `/${path}`, 100);
  return /^\/[\w/*.-]*$/.test(clean) ? clean : '/';
}
