// Interactions on a cheap phone (issue 37 item 3): the time from an input to the next paint, as
// INP counts it, with the CPU slowed four times. A benchmark, not a timed test.
//
//   npm run bench:interactions                    10 of each, median and worst, a Markdown table
//   npm run bench:interactions -- --times 5 --only search,chat --json
//   npm run bench:interactions -- --dist dist-gw  an existing build:gw (and dist-server) instead of building
//
// Against the gateway server, as bench:routes: the production build (build:gw: no emulator in the
// page, whose handlers would run on the page's own thread) behind nginx with deploy/nginx.conf,
// the gateway server (dist-server/gateway.mjs) on a fresh data directory. One Chromium (a phone's
// viewport and touch), the demo citizen logged in (the session a login leaves in the tab), the CPU
// slowed 4x through the DevTools protocol (Emulation.setCPUThrottlingRate) from before the page
// loads.
//
// The figure is the Event Timing API's (what INP is made of): for each interaction (a tap, a key),
// the longest `event` entry with its interactionId, from the input's time stamp to the next paint
// after its handlers, rounded by the browser to 8 ms. Entries under 16 ms are not reported by the
// browser (its smallest durationThreshold): such an interaction counts as 16 ms.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { benchWork, serveBuild, smsLogin, startGateway } from './lib/bench-stack.mjs';
import { buildApp, CHROME, median } from './lib/lighthouse-bench.mjs';
import { settle, timed, watchInteractions } from './lib/event-timing.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const TIMES = Number(opt('--times', 10));
const ONLY = opt('--only', '').split(',').filter(Boolean);
const JSON_OUT = args.includes('--json');
const DIST = opt('--dist');
const RATE = Number(opt('--cpu', 4));
const log = (s) => process.stderr.write(`${s}\n`);

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const HALL = 'H1201010';
const MATTER = 'M12010100';
const MOBILE = '13800138000';

const stack = benchWork('ow-bench-inp-');

const go = async (page, path) => {
  await page.goto(`${origin}/#${path}${path.includes('?') ? '&' : '?'}${AREA}`);
};

/** What is measured, each `TIMES` times in one page (a fresh one per scenario). */
const SCENARIOS = [
  {
    name: 'search',
    label: 'typing in search (a key)',
    async run(page, times) {
      await go(page, '/search');
      const box = page.getByRole('searchbox').first();
      await box.waitFor();
      await box.click();
      await settle(page);
      const out = [];
      const word = 'shebaokayibao';
      for (let i = 0; i < times; i++) out.push(await timed(page, () => page.keyboard.press(word[i % word.length]), 600));
      return out;
    },
  },
  {
    name: 'guideTab',
    label: "switching a guide's section (目录)",
    async run(page, times) {
      await go(page, `/guidelines?matterId=${MATTER}`);
      const toc = page.getByRole('navigation', { name: '指南目录' });
      await toc.getByRole('button').first().waitFor();
      await settle(page, 1000);
      const names = ['申请材料', '办理流程', '收费标准', '办理地点', '受理条件', '法律依据'];
      const out = [];
      for (let i = 0; i < times; i++) out.push(await timed(page, () => toc.getByRole('button', { name: names[i % names.length] }).click()));
      return out;
    },
  },
  {
    name: 'dateSlot',
    label: 'choosing a date, then a slot (预约)',
    async run(page, times) {
      const out = [];
      // A slot chosen moves on to the booking's form: each round opens the page again.
      for (let i = 0; i < Math.ceil(times / 2); i++) {
        await go(page, `/reserve?hallId=${HALL}&matterId=${MATTER}&round=${i}`);
        const dates = page.getByRole('group', { name: '预约日期' }).getByRole('button', { disabled: false });
        await dates.first().waitFor();
        await settle(page, 800);
        out.push(await timed(page, () => dates.nth(i % 2).click(), 300));
        const slots = page.getByRole('group', { name: '预约时段' }).getByRole('button', { name: /余\d+位/ });
        await slots.first().waitFor();
        await settle(page, 300);
        out.push(await timed(page, () => slots.nth(i % 3).click(), 300));
      }
      return out;
    },
  },
  {
    name: 'chat',
    label: 'sending a chat message (发送)',
    async run(page, times) {
      await go(page, '/oicqContent?peerId=M13600136001');
      const input = page.getByLabel('输入消息');
      await input.waitFor();
      await settle(page, 1000);
      const out = [];
      for (let i = 0; i < times; i++) {
        await input.fill(`您好，请问办理社保卡需要带什么材料？（${i + 1}）`);
        await settle(page, 100);
        out.push(await timed(page, () => page.getByRole('button', { name: '发送', exact: true }).click(), 800));
      }
      return out;
    },
  },
  {
    name: 'mapPan',
    label: 'panning the map (政务地图, a drag)',
    async run(page, times) {
      await go(page, '/governmentMap');
      const map = page.getByTestId('hall-map');
      await map.waitFor();
      await page.locator('li[data-hall]').first().waitFor();
      await settle(page, 1000);
      const box = await map.boundingBox();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const out = [];
      for (let i = 0; i < times; i++) {
        const dx = i % 2 ? -60 : 60;
        out.push(
          await timed(page, async () => {
            await page.mouse.move(x, y);
            await page.mouse.down();
            for (let s = 1; s <= 5; s++) await page.mouse.move(x + (dx * s) / 5, y + (dx * s) / 10);
            await page.mouse.up();
          }),
        );
      }
      return out;
    },
  },
  {
    name: 'openHall',
    label: 'opening a hall from the list (找大厅)',
    async run(page, times) {
      const out = [];
      for (let i = 0; i < times; i++) {
        await go(page, '/findTheLobby');
        const rows = page.locator('main .adm-list-item');
        await rows.nth(i % 5).waitFor();
        await settle(page, 600);
        const name = (
          await rows
            .nth(i % 5)
            .locator('.adm-list-item-content-main')
            .first()
            .innerText()
        ).split('\n')[0];
        out.push(await timed(page, () => page.getByText(name, { exact: true }).first().click(), 600));
      }
      return out;
    },
  },
];

const dist = DIST ? resolve(repo, DIST) : join(stack.work, 'app');
if (!DIST) {
  log('building the production build (build:gw)…');
  await buildApp(repo, dist, { VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'true' });
}
if (!DIST || !existsSync(join(repo, 'dist-server/gateway.mjs'))) {
  log('building the gateway server…');
  await buildApp(repo, null, {}, join(repo, 'vite.server.config.ts'));
}
const gatewayUrl = await startGateway(stack);
const origin = await serveBuild(stack, dist, gatewayUrl);
const { session } = await smsLogin(`${origin}/gw`, MOBILE);

const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const s of SCENARIOS.filter((x) => !ONLY.length || ONLY.includes(x.name))) {
    const context = await browser.newContext({ ...devices['Pixel 5'], locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await context.addInitScript(watchInteractions);
    await context.addInitScript(
      ([token, secret, mobile]) => {
        // An automated browser (navigator.webdriver) sees the not-found page without the test flag.
        globalThis.localStorage.setItem('ow.e2e', '1');
        if (globalThis.sessionStorage.getItem('token')) return;
        globalThis.sessionStorage.setItem('token', token);
        globalThis.sessionStorage.setItem('secret', secret);
        globalThis.localStorage.setItem('accountMobile', mobile);
        // The rating popup and the 10-minute prompt stay away (a month since the last rating).
        globalThis.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
      },
      [session.token, session.secret, MOBILE],
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    try {
      const ms = await s.run(page, TIMES);
      const row = { name: s.name, label: s.label, n: ms.length, medianMs: median(ms), worstMs: Math.max(...ms), all: ms };
      rows.push(row);
      log(`${s.name}: median ${row.medianMs} ms, worst ${row.worstMs} ms (${ms.join(', ')})`);
    } catch (e) {
      rows.push({ name: s.name, label: s.label, error: String(e).split('\n')[0] });
      log(`${s.name}: failed: ${String(e).split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
}

if (JSON_OUT) {
  console.log(JSON.stringify({ cpuSlowdown: RATE, times: TIMES, against: 'gateway server, build:gw', rows }, null, 2));
} else {
  console.log(
    `Input to next paint (Event Timing), CPU slowed ${RATE}x, ${TIMES} of each, the production build against the gateway server:\n`,
  );
  console.log('| interaction | n | median | worst | under 100 ms |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    if (r.error) console.log(`| ${r.label} | - | - | - | failed: ${r.error} |`);
    else
      console.log(
        `| ${r.label} | ${r.n} | ${r.medianMs} ms | ${r.worstMs} ms | ${r.worstMs < 100 ? 'yes' : r.medianMs < 100 ? 'median only' : 'no'} |`,
      );
  }
}
process.exit(rows.some((r) => r.error) ? 1 : 0);
