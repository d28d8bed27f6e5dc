// The container's start step (docs/deploy.md, "One image, many halls"): reads a hall's settings
// from the environment, checks them with the app's own rules (src/config/read-env.ts), writes them
// into index.html (and its .gz/.br copies) and renders nginx's CSP from them. A bad value stops the
// container before nginx starts, with readEnv's message, which names the variable. Bundled for
// Node by the Dockerfile (rolldown) into hall-config.mjs; tests/scripts/hall-config.test.ts.
//
//   node hall-config.mjs save-build-env --out FILE
//       In the build stage: the VITE_* variables the build saw, the values a hall does not set.
//   node hall-config.mjs apply --build-env FILE --html DIR/index.html --nginx-template FILE --nginx-out FILE
//       At each start: VITE_* of HALL_VARIABLES (and CSP_FILE_ORIGINS) from the environment over
//       the build's; index.html gets the JSON, the template's {{OW_CSP}} the policy.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { contentSecurityPolicy, withSameHostSockets } from './csp.mjs';
import { HALL_VARIABLES, hallConfigOf, readHallEnv } from '../src/config/read-env';

type Raw = Record<string, string | undefined>;

/** Where nginx's template keeps the policy for this step (scripts/nginx.mjs render --csp-at-start). */
export const CSP_MARK = '{{OW_CSP}}';
const BLOCK = /(<script type="application\/json" id="ow-config">)[\s\S]*?(<\/script>)/;

/** The JSON for the page: `<` escaped, so no value can close the script element. */
export function configJson(build: Raw, hall: Raw): string {
  return JSON.stringify(hallConfigOf(readHallEnv(build, hall))).replace(/</g, '\\u003c');
}

/** index.html with the configuration in its ow-config block (which must be there). */
export function writeConfigInto(html: string, json: string): string {
  if (!BLOCK.test(html)) throw new Error('index.html has no <script type="application/json" id="ow-config"> block');
  return html.replace(BLOCK, (_, open: string, close: string) => `${open}${json}${close}`);
}

/** The raw variables for the CSP: the build's, with the hall's over them. */
export function cspEnv(build: Raw, hall: Raw): Raw {
  const raw: Raw = { ...build };
  for (const k of HALL_VARIABLES) if (hall[k]) raw[k] = hall[k];
  return raw;
}

/** The template with the hall's policy in place of {{OW_CSP}}. */
export function renderNginx(template: string, build: Raw, hall: Raw): string {
  if (!template.includes(CSP_MARK)) throw new Error(`the nginx template has no ${CSP_MARK}`);
  const fileOrigins = (hall.CSP_FILE_ORIGINS ?? build.CSP_FILE_ORIGINS ?? '').split(/\s+/).filter(Boolean);
  let csp = contentSecurityPolicy(cspEnv(build, hall), { fileOrigins });
  // With the gateway server proxied (its map in the template), as scripts/nginx.mjs renders it.
  if (template.includes('$ow_same_host_sockets')) csp = withSameHostSockets(csp);
  if (/["\\\n]|\$(?!ow_same_host_sockets)/.test(csp)) throw new Error('the CSP would not be a plain nginx string');
  return template.split(CSP_MARK).join(csp);
}

function opt(args: string[], name: string): string {
  const i = args.indexOf(name);
  if (i < 0 || !args[i + 1]) throw new Error(`${name} is required`);
  return args[i + 1];
}

/** The CLI; returns the exit code (messages on stderr). */
export function main(args: string[], environment: Raw): number {
  try {
    const [command, ...rest] = args;
    if (command === 'save-build-env') {
      const keep = Object.fromEntries(Object.entries(environment).filter(([k]) => k.startsWith('VITE_') || k === 'CSP_FILE_ORIGINS'));
      writeFileSync(opt(rest, '--out'), `${JSON.stringify(keep, null, 2)}\n`);
      return 0;
    }
    if (command !== 'apply')
      throw new Error(
        'usage: hall-config.mjs save-build-env --out FILE | apply --build-env FILE --html FILE --nginx-template FILE --nginx-out FILE',
      );
    const build = JSON.parse(readFileSync(opt(rest, '--build-env'), 'utf8')) as Raw;
    const htmlPath = opt(rest, '--html');
    // Everything is checked and rendered before anything is written.
    const html = writeConfigInto(readFileSync(htmlPath, 'utf8'), configJson(build, environment));
    const conf = renderNginx(readFileSync(opt(rest, '--nginx-template'), 'utf8'), build, environment);
    writeFileSync(htmlPath, html);
    if (existsSync(`${htmlPath}.gz`)) writeFileSync(`${htmlPath}.gz`, gzipSync(html, { level: 9 }));
    if (existsSync(`${htmlPath}.br`))
      writeFileSync(`${htmlPath}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(opt(rest, '--nginx-out'), conf);
    return 0;
  } catch (e) {
    console.error(`onewindow: the configuration is refused: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

if (process.argv[1] && /hall-config\.m?[jt]s$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2), process.env);
