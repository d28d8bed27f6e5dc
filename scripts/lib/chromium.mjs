// Debian's Chromium as the scripts launch it through Playwright (the e2e suite's own list is
// e2e/chromium.ts): no sandbox, no GPU, nothing fetched in the background.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
