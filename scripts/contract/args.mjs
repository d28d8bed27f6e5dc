// The command line of the contract check (docs/contract-check.md). Pure: no I/O, so the unit
// test (tests/scripts/contract-format.test.ts) reads it as it is.

export const DEFAULT_MOBILE = '13800138000';
export const DEFAULT_AREA = '120100';
export const DEFAULT_SIGN_PREFIX = 'OW_GATEWAY_';
/** Every check is bounded by this (AbortController). */
export const CHECK_TIMEOUT_MS = 10_000;

export const USAGE = `usage: npm run contract -- --gateway <url> [options]

  --gateway <url>        the gateway base, e.g. http://127.0.0.1:8801/gw (required)
  --cloud <url>          the cloud API base (default: <gateway origin>/cloud-api)
  --socket <ws url>      the messaging socket (default: <gateway base>/im/socket as ws: or wss:)
  --mobile <number>      the mobile number to log in with (default ${DEFAULT_MOBILE})
  --sms-code <code>      the SMS code, for a gateway that does not answer a demo code
  --area <code>          the area code of area-bound calls (default ${DEFAULT_AREA})
  --sign-prefix <text>   the fixed prefix hashed into the token header (default ${DEFAULT_SIGN_PREFIX})
  --admin-token <token>  the emulator's admin token: turns on the emulator-only checks
  --only <list>          only these areas or check ids, comma separated (signing,socket.ping)
  --json                 one JSON document on stdout instead of lines
  -h, --help             this text

Exit status: 0 when no check failed (warnings allowed), 1 when one did, 2 for a bad command line.`;

/** A command line the check cannot run with (exit status 2). */
export class UsageError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UsageError';
  }
}

const VALUE_OPTIONS = {
  '--gateway': 'gateway',
  '--cloud': 'cloud',
  '--socket': 'socket',
  '--mobile': 'mobile',
  '--sms-code': 'smsCode',
  '--area': 'area',
  '--sign-prefix': 'signPrefix',
  '--admin-token': 'adminToken',
  '--only': 'only',
};
const FLAGS = { '--json': 'json', '--help': 'help', '-h': 'help' };

function urlOption(name, text, schemes) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${name} must be an absolute address, got "${text}"`);
  }
  if (!schemes.includes(url.protocol))
    throw new UsageError(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')}, got "${text}"`);
  if (url.search || url.hash) throw new UsageError(`${name} must be a base address without ? or #, got "${text}"`);
  return url.href.replace(/\/+$/, '');
}

/** The cloud base a gateway base implies: `/cloud-api` on the gateway's origin. */
export function defaultCloudOf(gateway) {
  return `${new URL(gateway).origin}/cloud-api`;
}

/** The socket a gateway base implies: `<base>/im/socket`, `ws:` for `http:`, `wss:` for `https:`. */
export function defaultSocketOf(gateway) {
  const url = new URL(`${gateway.replace(/\/+$/, '')}/im/socket`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * Reads the options (`--name value` or `--name=value`). Returns the settings with the defaults
 * filled in: `{ gateway, cloud, socket, origin, mobile, smsCode, area, signPrefix, adminToken, only,
 * json, help }`.
 * Throws UsageError for an unknown option, a missing value or a bad address.
 */
export function parseArgs(argv) {
  const raw = { json: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (FLAGS[name]) {
      if (eq > 0) throw new UsageError(`${name} takes no value`);
      raw[FLAGS[name]] = true;
      continue;
    }
    const key = VALUE_OPTIONS[name];
    if (!key) throw new UsageError(`unknown option "${arg}"`);
    let value;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) throw new UsageError(`${name} needs a value`);
      i++;
    }
    if (value.trim() === '') throw new UsageError(`${name} needs a value`);
    if (raw[key] !== undefined) throw new UsageError(`${name} is given twice`);
    raw[key] = value.trim();
  }
  if (raw.help) return { help: true, json: raw.json };
  if (!raw.gateway) throw new UsageError('--gateway is required (the gateway base, e.g. http://127.0.0.1:8801/gw)');

  const gateway = urlOption('--gateway', raw.gateway, ['http:', 'https:']);
  const cloud = raw.cloud ? urlOption('--cloud', raw.cloud, ['http:', 'https:']) : defaultCloudOf(gateway);
  const socket = raw.socket ? urlOption('--socket', raw.socket, ['ws:', 'wss:']) : defaultSocketOf(gateway);
  const mobile = raw.mobile ?? DEFAULT_MOBILE;
  if (!/^1\d{10}$/.test(mobile)) throw new UsageError(`--mobile must be a mainland mobile number (11 digits from 1), got "${mobile}"`);
  const area = raw.area ?? DEFAULT_AREA;
  if (!/^\d{6}$/.test(area)) throw new UsageError(`--area must be a 6-digit area code, got "${area}"`);
  const only = raw.only
    ? raw.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  return {
    help: false,
    json: raw.json,
    gateway,
    cloud,
    socket,
    origin: new URL(gateway).origin,
    mobile,
    smsCode: raw.smsCode ?? null,
    area,
    signPrefix: raw.signPrefix ?? DEFAULT_SIGN_PREFIX,
    adminToken: raw.adminToken ?? null,
    only,
  };
}
