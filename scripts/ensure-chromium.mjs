// Makes sure Debian's Chromium (and CJK fonts for screenshots) is there for the e2e suite.
// Installs them with apt-get when running as root; otherwise stops with how to do it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const fontsMissing = () => {
  try {
    return !execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim();
  } catch {
    return true;
  }
};

const needChromium = !existsSync(CHROMIUM);
const needFonts = fontsMissing();
if (!needChromium && !needFonts) process.exit(0);

const packages = [needChromium && 'chromium', needFonts && 'fonts-noto-cjk'].filter(Boolean).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `\nThe e2e tests need Debian's ${packages}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${packages}\n(or set CHROMIUM_PATH to a Chromium binary)\n`,
  );
  process.exit(1);
}
console.log(`Installing ${packages} with apt-get (first run only)…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM}.`);
  process.exit(1);
}
