/* global document */
// Cost as the data grows (issue 37 item 4): the pages that grow with the data, at today's size
// (the seed) and at ten times it, with the CPU slowed four times. A benchmark, not a timed test.
//
//   npm run bench:growth                            both sizes, 10 of each, memory over 10 minutes
//   npm run bench:growth -- --dist dist-gw          an existing build:gw (and dist-server) instead of building
//   npm run bench:growth -- --only chat,search --times 5 --minutes 2 --json
//   npm run bench:growth -- --sizes 10x             one size only (seed, 10x)
//
// Set up as bench:interactions (docs/performance.md): the production build (build:gw) behind
// nginx with deploy/nginx.conf, a gateway server (dist-server/gateway.mjs) on a fresh data
// directory for each size, the demo citizen logged in, a phone-sized Chromium, the CPU slowed 4x
// through the DevTools protocol from before each page loads. At 10x the data is grown through the
// admin API before any page opens: `grow({ halls: 300, matters: 1500, chatMessages: 5000 })`
// (src/mocks/grow.ts), which the pages then read through their ordinary calls. The sizes take
// turns within each scenario (a repetition at one, then at the other), so that other work on the
// machine weighs on both alike; the load average is printed with the table.
//
// What is measured (docs/performance.md, "Growth to ten times the data"):
//   chat     the conversation with 王芳 (#/oicqContent): open (from the conversation list to its
//            last message on screen), scroll to the top (through its paging, until 没有更早的消息了
//            is on screen), then sending a message (input to paint);
//   search   #/search, typing a matter's name a character at a time: each key (input to paint),
//            the suggestions for the whole word on screen (after the last key, with the page's
//            300 ms debounce), Enter to the results;
//   lobby    找大厅 (#/findTheLobby): its list on screen (from the page before), a tap on a hall
//            (input to paint) and that hall's page on screen;
//   map      政务地图 (#/governmentMap): its pins and list on screen, a pan (input to paint);
//   memory   the JS heap after a forced GC (HeapProfiler.collectGarbage, then Performance.getMetrics'
//            JSHeapUsedSize) after one round of the pages above, and after `--minutes` of rounds.
// Times to something on screen run from the input's time stamp (or, for a navigation, the moment
// the address changes) to the first animation frame in which it is there. Input to paint is the
// Event Timing API's, as bench:interactions: the longest `event` entry of the interaction, 16 ms
// when the browser reported none.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { adminCall, benchWork, gatewayProcess, nginxProcess, smsLogin } from './lib/bench-stack.mjs';
import { call, unwrap } from './lib/gateway-client.mjs';
import { buildApp, CHROME, median } from './lib/lighthouse-bench.mjs';
import { settle, timed, watchInteractions } from './lib/event-timing.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const TIMES = Number(opt('--times', 10));
const MINUTES = Number(opt('--minutes', 10));
const ONLY = opt('--only', '').split(',').filter(Boolean);
const JSON_OUT = args.includes('--json');
const DIST = opt('--dist');
const RATE = Number(opt('--cpu', 4));
const log = (s) => process.stderr.write(`${s}\n`);

/** Today's size (the seed) and ten times it: what `grow` is asked for (totals). */
const ALL_SIZES = [
  { name: 'seed', label: 'seed', grow: null },
  { name: '10x', label: '10x', grow: { halls: 300, matters: 1500, chatMessages: 5000 } },
];
const SIZES = ALL_SIZES.filter((s) => !opt('--sizes') || opt('--sizes').split(',').includes(s.name));

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
/** A district: its pages warm the page modules without the city's data. */
const WARM_AREA = 'fixedArea=120101&rootArea=120000&sys=home';
const MOBILE = '13800138000';
const WANG_FANG = 'M13600136001';
const CHEN_JING = 'M13600136003';
const WAIT = { timeout: 120_000 };
const WORDS = [
  '社会保障卡',
  '居住证',
  '住房公积金',
  '异地就医',
  '结婚登记',
  '出生登记',
  '失业保险金',
  '老年人优待证',
  '不动产',
  '残疾人证',
  '临时救助',
  '个体工商户',
];

const stack = benchWork('ow-bench-growth-');

// ---------------------------------------------------------------------------------------------
// In the page

/** In the page, beside watchInteractions: the time stamps of the last key and the last tap. */
function watchInputs() {
  const w = /** @type {any} */ (globalThis);
  w.addEventListener('keydown', (e) => (w.__owLastKey = e.timeStamp), true);
  w.addEventListener('pointerdown', (e) => (w.__owLastTap = e.timeStamp), true);
}

/**
 * Watches, from now, for the first animation frame in which `pred(arg)` holds; resolves with
 * performance.now() of that frame. Start it before the input or navigation it waits for.
 */
function frameWhen(page, pred, arg) {
  const when = page.waitForFunction(pred, arg, { polling: 'raf', ...WAIT }).then((h) => h.jsonValue());
  // Awaited by the caller, unless the input before it failed: then its end is no crash.
  when.catch(() => undefined);
  return when;
}

/** An in-app navigation (the hash changes, as a tap on a link does): the time until `pred` holds. */
async function navigate(page, hash, pred, arg) {
  const ready = frameWhen(page, pred, arg);
  const t0 = await page.evaluate((h) => {
    const t = performance.now();
    globalThis.location.hash = h;
    return t;
  }, hash);
  return (await ready) - t0;
}

const withArea = (path, area = AREA) => `${path}${path.includes('?') ? '&' : '?'}${area}`;

/** In the page: the last line of the conversation on screen, holding `needle`. */
function lastMessageShown(needle) {
  const sec = document.querySelector('section[aria-label="聊天记录"]');
  if (!sec || !globalThis.location.hash.startsWith('#/oicqContent')) return false;
  const items = [...sec.querySelectorAll('[data-index]')].sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
  const last = items[items.length - 1];
  // The newest line asked for, or the one before when another came meanwhile (an automatic reply).
  if (!last || !items.slice(-2).some((el) => el.textContent.includes(needle))) return false;
  const r = last.getBoundingClientRect();
  const s = sec.getBoundingClientRect();
  return r.height > 0 && r.top < s.bottom && r.bottom > s.top ? performance.now() : false;
}

/** In the page: 找大厅's rows on screen. */
function lobbyShown() {
  if (!globalThis.location.hash.startsWith('#/findTheLobby')) return false;
  const row = document.querySelector('main .adm-list-item');
  return row && row.getClientRects().length ? performance.now() : false;
}

/** In the page: 政务地图's pins and list rows on screen. */
function mapShown() {
  if (!globalThis.location.hash.startsWith('#/governmentMap')) return false;
  const pin = document.querySelector('svg[data-testid="hall-map"] g[data-hall]');
  const row = document.querySelector('li[data-hall]');
  return pin && row && row.getClientRects().length ? performance.now() : false;
}

/** In the page: a hall's page (大厅介绍) with its content on screen (cheap to ask each frame: it runs during the tap's paint). */
function hallPageShown() {
  if (!globalThis.location.hash.startsWith('#/lntroductionhall')) return false;
  const about = document.getElementById('intro-about');
  return about && about.getClientRects().length ? performance.now() : false;
}

/** In the page: the suggestions (or, with `results`, the results) for `word` on screen. */
function wordShown([word, results]) {
  const box = document.querySelector(results ? 'section[aria-labelledby="r-matters"]' : 'ul[aria-label="搜索建议"]');
  if (!box) return false;
  for (const m of box.querySelectorAll('mark')) if (m.textContent === word) return performance.now();
  return false;
}

// ---------------------------------------------------------------------------------------------
// Browser contexts and steps

let browser;
/** A fresh context (no cache, no storage) logged in as the demo citizen. */
async function freshContext(session) {
  const context = await browser.newContext({ ...devices['Pixel 5'], locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript(watchInteractions);
  await context.addInitScript(watchInputs);
  await context.addInitScript(
    ([token, secret, mobile]) => {
      // An automated browser (navigator.webdriver) sees the not-found page without the test flag.
      globalThis.localStorage.setItem('ow.e2e', '1');
      if (globalThis.sessionStorage.getItem('token')) return;
      globalThis.sessionStorage.setItem('token', token);
      globalThis.sessionStorage.setItem('secret', secret);
      globalThis.localStorage.setItem('accountMobile', mobile);
      // The rating popup stays away (a month since the last rating), and so does the feedback
      // prompt after 10 minutes of use (this tab has shown it), which would cover the memory run's pages.
      globalThis.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
      globalThis.sessionStorage.setItem('ow.session', JSON.stringify({ rating: { promptShown: true } }));
    },
    [session.token, session.secret, MOBILE],
  );
  return context;
}

/** A page of the context with the CPU slowed from before it loads; its DevTools session. */
async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  return { page, cdp };
}

/** What the last line of a message reads on screen (a link by its title, a file by its name). */
function lineText(m) {
  // A reply the gateway sent in 王芳's name while she was away shows without its tag.
  if (m.type === 'text' && m.content.startsWith('【自动回复】')) return m.content.slice('【自动回复】'.length, 16 + 6);
  try {
    const v = JSON.parse(m.content);
    if (m.type === 'link' && v.title) return v.title;
    if (m.type === 'file' && v.name) return v.name;
  } catch {
    // plain text
  }
  return m.content.slice(0, 16);
}

/** The newest message of the conversation, as the gateway answers it now. */
async function newestLine(env) {
  const page = unwrap(
    await call(`${env.origin}/gw`, 'GET', '/im/msg/auth/msglist', { query: { peerId: WANG_FANG, size: 1 }, session: env.session }),
  );
  return lineText(page.records[page.records.length - 1]);
}

/** Opens the conversation from the conversation list; the time to its last line on screen. */
async function openChat(env, page) {
  const needle = await newestLine(env);
  return navigate(page, withArea(`/oicqContent?peerId=${WANG_FANG}`), lastMessageShown, needle);
}

/** Scrolls the open conversation to its top through its paging: the time and the pages asked. */
async function scrollChatToTop(page, capMs = 15 * 60_000) {
  const asked = [];
  const count = (r) => {
    if (r.url().includes('/im/msg/auth/msglist') && r.url().includes('beforeIdx')) asked.push(Date.now());
  };
  page.on('request', count);
  const out = await page.evaluate(
    (cap) =>
      new Promise((done) => {
        const sec = document.querySelector('section[aria-label="聊天记录"]');
        const scroller = sec.querySelector('[data-virtuoso-scroller], [data-testid="virtuoso-scroller"]');
        const t0 = performance.now();
        const tick = () => {
          const end = [...sec.querySelectorAll('p')].find((p) => p.textContent === '没有更早的消息了');
          if (end) {
            const r = end.getBoundingClientRect();
            const s = scroller.getBoundingClientRect();
            if (r.height > 0 && r.bottom > s.top && r.top < s.bottom) return done({ ms: performance.now() - t0 });
          }
          if (performance.now() - t0 > cap) return done({ ms: null });
          if (scroller.scrollTop > 0) scroller.scrollTop = 0;
          globalThis.requestAnimationFrame(tick);
        };
        tick();
      }),
    capMs,
  );
  page.off('request', count);
  // Whether a page costs more as more are loaded: the pace of the first ten pages and of the last ten.
  const pace = (list) => (list.length > 1 ? (list[list.length - 1] - list[0]) / (list.length - 1) : null);
  return { ms: out.ms, pages: asked.length, firstPace: pace(asked.slice(0, 10)), lastPace: pace(asked.slice(-10)) };
}

/** Sends one message in the open conversation: its input to paint. */
async function sendMessage(page, i) {
  const input = page.getByLabel('输入消息');
  await input.fill(`您好，请问办理社保卡需要带什么材料？（${i + 1}）`);
  await settle(page, 100);
  return timed(page, () => page.getByRole('button', { name: '发送', exact: true }).click(), 800);
}

/** A key as a phone's keyboard sends a character (keydown with its text, keyup). */
async function key(cdp, ch) {
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text: ch, unmodifiedText: ch });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch });
}

/** Types `word` in the search box a character at a time, then Enter. */
async function typeAndSearch(page, cdp, word) {
  const box = page.locator('#matter-search');
  await box.click();
  await box.fill('');
  await page
    .locator('ul[aria-label="搜索建议"]')
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await settle(page, 200);
  const keys = [];
  let suggestions = null;
  for (const [i, ch] of [...word].entries()) {
    if (i === word.length - 1) suggestions = frameWhen(page, wordShown, [word, false]);
    keys.push(await timed(page, () => key(cdp, ch), 120));
  }
  const shownAt = await suggestions;
  const suggestMs = shownAt - (await page.evaluate(() => globalThis.__owLastKey));
  const results = frameWhen(page, wordShown, [word, true]);
  const enter = await timed(page, () => page.keyboard.press('Enter'), 200);
  const resultsMs = (await results) - (await page.evaluate(() => globalThis.__owLastKey));
  return { keys, suggestMs, enter, resultsMs };
}

/** Taps a hall of 找大厅's list: the tap's input to paint, and the time until its page shows. */
async function openHallFromLobby(page, i) {
  // The row's own control (a kept-alive page may hold the same hall's name out of sight).
  const row = page.locator('main .adm-list-item [data-stretched]').nth(i);
  await row.waitFor();
  const shown = frameWhen(page, hallPageShown);
  const inp = await timed(page, () => row.click(), 600);
  const shownMs = (await shown) - (await page.evaluate(() => globalThis.__owLastTap));
  return { inp, shownMs };
}

/** A drag across the map: its input to paint. */
async function panMap(page, i) {
  const box = await page.getByTestId('hall-map').boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const dx = i % 2 ? -60 : 60;
  return timed(page, async () => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let s = 1; s <= 5; s++) await page.mouse.move(x + (dx * s) / 5, y + (dx * s) / 10);
    await page.mouse.up();
  });
}

/** A page started on #/search (a light page) once the app is in; its DevTools session. */
async function startOnSearch(context, origin) {
  const { page, cdp } = await slowPage(context);
  await page.goto(`${origin}/#${withArea('/search')}`);
  await page.locator('#matter-search').waitFor(WAIT);
  await settle(page, 1000);
  return { page, cdp };
}

/** Loads a page of a district once in the context, so the measured page's modules are fetched already. */
async function warm(context, origin, path, ready) {
  const { page } = await slowPage(context);
  await page.goto(`${origin}/#${withArea(path, WARM_AREA)}`);
  await ready(page);
  await page.close();
}

// ---------------------------------------------------------------------------------------------
// Scenarios. Each runs at every size, the sizes taking turns (one repetition at the seed, one at
// 10x, and so on), so that whatever else the machine does weighs on both alike. Each returns, by
// size, rows { key, label, kind: 'time' | 'inp' | 'memory', values (ms), note? }.

/** `fn(env, i)` for i < times, the sizes taking turns; its results by size. */
async function inTurns(envs, times, fn) {
  const out = Object.fromEntries(envs.map((e) => [e.size, []]));
  for (let i = 0; i < times; i++) for (const env of envs) out[env.size].push(await fn(env, i));
  return out;
}

/** A row of the values of `pick` over a size's repetitions. */
const row = (key, label, kind, list, pick, note) => ({ key, label, kind, values: list.map(pick), ...(note ? { note } : {}) });

/** A fresh context on the conversation list, the chat's modules and socket in (陈静's short conversation first). */
async function onConversationList(env) {
  const context = await freshContext(env.session);
  const { page } = await slowPage(context);
  await page.goto(`${env.origin}/#${withArea(`/oicqContent?peerId=${CHEN_JING}`)}`);
  await page.getByLabel('输入消息').waitFor(WAIT);
  await navigate(page, withArea('/oicq'), () => (globalThis.location.hash.startsWith('#/oicq?') ? performance.now() : false));
  await page.getByText('王芳').first().waitFor(WAIT);
  await settle(page, 1000);
  return { context, page };
}

const SCENARIOS = {
  async chat(envs) {
    const opens = await inTurns(envs, TIMES, async (env, i) => {
      const { context, page } = await onConversationList(env);
      const ms = await openChat(env, page);
      log(`  ${env.size} chat open ${i + 1}: ${Math.round(ms)} ms`);
      await context.close();
      return ms;
    });
    // Then, once at each size, the conversation scrolled to its top and messages sent there.
    const pages = {};
    for (const env of envs) {
      const { context, page } = await onConversationList(env);
      await openChat(env, page);
      await settle(page, 1000);
      const top = await scrollChatToTop(page);
      const rendered = await page.evaluate(() => document.querySelectorAll('section[aria-label="聊天记录"] [data-index]').length);
      log(
        `  ${env.size} chat to the top: ${Math.round(top.ms)} ms, ${top.pages} pages (${Math.round(top.firstPace)} ms a page at first, ${Math.round(top.lastPace)} at the end)`,
      );
      pages[env.size] = { context, page, top, rendered };
    }
    const sends = await inTurns(envs, TIMES, (env, i) => sendMessage(pages[env.size].page, i));
    const out = {};
    for (const env of envs) {
      const { context, top, rendered } = pages[env.size];
      await context.close();
      log(`  ${env.size} chat send: ${sends[env.size].join(', ')} ms`);
      out[env.size] = [
        row('chatOpen', 'chat: open, to its last message on screen', 'time', opens[env.size], (x) => x),
        row(
          'chatTop',
          'chat: scroll to the top (its first message on screen)',
          'time',
          [top],
          (x) => x.ms,
          top.pages > 20
            ? `${top.pages} pages of 20, ${Math.round(top.firstPace)} ms a page at first, ${Math.round(top.lastPace)} at the end; ${rendered} lines in the DOM`
            : `${top.pages} pages of 20; ${rendered} lines in the DOM`,
        ),
        row('chatSend', 'chat: sending a message, at the top of it (input to paint)', 'inp', sends[env.size], (x) => x),
      ];
    }
    return out;
  },

  async search(envs) {
    const pages = {};
    for (const env of envs) pages[env.size] = await startOnSearch(await freshContext(env.session), env.origin);
    const runs = await inTurns(envs, TIMES, async (env, i) => {
      const word = WORDS[i % WORDS.length];
      const r = await typeAndSearch(pages[env.size].page, pages[env.size].cdp, word);
      log(
        `  ${env.size} search ${word}: keys ${r.keys.join('/')} ms, suggestions ${Math.round(r.suggestMs)} ms, results ${Math.round(r.resultsMs)} ms`,
      );
      return r;
    });
    const out = {};
    for (const env of envs) {
      await pages[env.size].page.context().close();
      const list = runs[env.size];
      out[env.size] = [
        { key: 'searchKey', label: 'search: a key of a matter’s name (input to paint)', kind: 'inp', values: list.flatMap((r) => r.keys) },
        row(
          'searchSuggest',
          'search: suggestions for the word on screen, after its last key (300 ms debounce)',
          'time',
          list,
          (r) => r.suggestMs,
        ),
        row('searchEnter', 'search: Enter (input to paint)', 'inp', list, (r) => r.enter),
        row('searchResults', 'search: results on screen after Enter', 'time', list, (r) => r.resultsMs),
      ];
    }
    return out;
  },

  async lobby(envs) {
    const runs = await inTurns(envs, TIMES, async (env, i) => {
      const context = await freshContext(env.session);
      await warm(context, env.origin, '/findTheLobby', (p) => p.locator('main .adm-list-item').first().waitFor(WAIT));
      const { page } = await startOnSearch(context, env.origin);
      const shown = await navigate(page, withArea('/findTheLobby'), lobbyShown);
      const rows = await page.locator('main .adm-list-item').count();
      await settle(page, 600);
      const r = await openHallFromLobby(page, i % 5);
      log(
        `  ${env.size} lobby ${i + 1}: list ${Math.round(shown)} ms (${rows} rows), tap ${r.inp} ms, hall page ${Math.round(r.shownMs)} ms`,
      );
      await context.close();
      return { shown, rows, ...r };
    });
    return Object.fromEntries(
      envs.map((env) => {
        const list = runs[env.size];
        return [
          env.size,
          [
            row('lobbyShown', '找大厅: the list on screen', 'time', list, (r) => r.shown, `${list[0].rows} rows drawn`),
            row('lobbyTap', '找大厅: a tap on a hall (input to paint)', 'inp', list, (r) => r.inp),
            row('lobbyHall', '找大厅: the hall’s page on screen after the tap', 'time', list, (r) => r.shownMs),
          ],
        ];
      }),
    );
  },

  async map(envs) {
    const runs = await inTurns(envs, TIMES, async (env, i) => {
      const context = await freshContext(env.session);
      await warm(context, env.origin, '/governmentMap', (p) => p.locator('li[data-hall]').first().waitFor(WAIT));
      const { page } = await startOnSearch(context, env.origin);
      const shown = await navigate(page, withArea('/governmentMap'), mapShown);
      await settle(page, 1000);
      const pins = await page.locator('svg[data-testid="hall-map"] g[data-hall]').count();
      const rows = await page.locator('li[data-hall]').count();
      const pan = await panMap(page, i);
      log(`  ${env.size} map ${i + 1}: shown ${Math.round(shown)} ms (${pins} pins, ${rows} rows), pan ${pan} ms`);
      await context.close();
      return { shown, pins, rows, pan };
    });
    return Object.fromEntries(
      envs.map((env) => {
        const list = runs[env.size];
        return [
          env.size,
          [
            row(
              'mapShown',
              '政务地图: pins and list on screen',
              'time',
              list,
              (r) => r.shown,
              `${list[0].pins} pins, ${list[0].rows} rows drawn`,
            ),
            row('mapPan', '政务地图: a pan (input to paint)', 'inp', list, (r) => r.pan),
          ],
        ];
      }),
    );
  },

  /** A page at each size, used in turns for `MINUTES`: the JS heap after a forced GC as it goes. */
  async memory(envs) {
    const users = [];
    for (const env of envs) {
      const context = await freshContext(env.session);
      const { page, cdp } = await startOnSearch(context, env.origin);
      await cdp.send('Performance.enable');
      users.push({ env, context, page, cdp, round: 0, failures: 0, samples: [] });
    }
    const heap = async ({ cdp }) => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      return { heapMb: m.JSHeapUsedSize / 1048576, nodes: m.Nodes, listeners: m.JSEventListeners };
    };
    /** One round of use: a search, 找大厅 and a hall, the map and a pan, the chat and a message. */
    const useOnce = async (u) => {
      const { env, page, cdp } = u;
      // What this script keeps in the page (the interactions seen) is not the app's: dropped each round.
      await page.evaluate(() => (globalThis.__owInteractions.length = 0)).catch(() => undefined);
      const step = async (what, fn) => {
        try {
          await fn();
        } catch (e) {
          u.failures += 1;
          log(`  ${env.size} memory round ${u.round}: ${what} failed: ${String(e).split('\n')[0]}`);
          await page.goto(`${env.origin}/#${withArea('/search')}`).catch(() => undefined);
        }
      };
      await step('search', async () => {
        await navigate(page, withArea('/search'), () => (document.getElementById('matter-search') ? performance.now() : false));
        await typeAndSearch(page, cdp, WORDS[u.round % WORDS.length]);
      });
      await step('lobby', async () => {
        await navigate(page, withArea('/findTheLobby'), lobbyShown);
        await settle(page, 300);
        await openHallFromLobby(page, u.round % 10);
        await settle(page, 500);
      });
      await step('map', async () => {
        await navigate(page, withArea('/governmentMap'), mapShown);
        await settle(page, 500);
        await panMap(page, u.round);
      });
      await step('chat', async () => {
        await openChat(env, page);
        await settle(page, 500);
        await sendMessage(page, u.round);
      });
      u.round += 1;
    };
    for (const u of users) {
      await useOnce(u);
      u.start = await heap(u);
      u.samples.push({ minute: 0, ...u.start });
      log(`  ${u.env.size} memory: start ${u.start.heapMb.toFixed(1)} MB after one round`);
    }
    const began = Date.now();
    let nextSample = 1;
    while (Date.now() - began < MINUTES * 60_000) {
      for (const u of users) await useOnce(u);
      const minute = (Date.now() - began) / 60_000;
      if (minute >= nextSample) {
        for (const u of users) {
          const h = await heap(u);
          u.samples.push({ minute: Math.round(minute * 10) / 10, ...h });
          log(`  ${u.env.size} memory: ${minute.toFixed(1)} min, ${u.round} rounds, ${h.heapMb.toFixed(1)} MB, ${h.nodes} nodes`);
        }
        nextSample = Math.floor(minute) + 1;
      }
    }
    const out = {};
    for (const u of users) {
      const end = await heap(u);
      u.samples.push({ minute: Math.round(((Date.now() - began) / 60_000) * 10) / 10, ...end });
      await u.context.close();
      // After the first minute the caches of what a round visits are full: the slope from there on.
      const settled = u.samples.find((x) => x.minute >= 1) ?? u.start;
      const span = u.samples[u.samples.length - 1].minute - settled.minute;
      out[u.env.size] = [
        {
          key: 'memory',
          label: `memory: JS heap after a forced GC, after one round and after ${MINUTES} min of rounds`,
          kind: 'memory',
          start: u.start,
          end,
          growthMb: end.heapMb - u.start.heapMb,
          afterMinute: settled,
          slopeMbPerMin: span > 0 ? (end.heapMb - settled.heapMb) / span : null,
          rounds: u.round,
          failures: u.failures,
          samples: u.samples,
        },
      ];
    }
    return out;
  },
};

// ---------------------------------------------------------------------------------------------

const dist = DIST ? resolve(repo, DIST) : join(stack.work, 'app');
if (!DIST) {
  log('building the production build (build:gw)…');
  await buildApp(repo, dist, { VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'true' });
}
if (!DIST || !existsSync(join(repo, 'dist-server/gateway.mjs'))) {
  log('building the gateway server…');
  await buildApp(repo, null, {}, join(repo, 'vite.server.config.ts'));
}

browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
const results = [];
const load = { start: loadavg().map((x) => Math.round(x * 10) / 10) };
try {
  // Every size on a gateway of its own, on a fresh data directory, grown before any page opens.
  const envs = [];
  for (const size of SIZES) {
    const gateway = await gatewayProcess(stack, { dataDir: join(stack.work, `gateway-${size.name}`) });
    let counts;
    try {
      const t = performance.now();
      counts = await adminCall(gateway, 'grow', size.grow ?? {});
      if (size.grow) log(`${size.label}: grown in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    } catch (e) {
      throw new Error(`${e.message}\n(dist-server/gateway.mjs older than grow? npm run build:server)`);
    }
    log(`${size.label}: ${counts.halls} halls, ${counts.matters} matters, ${counts.chatMessages} messages with 王芳`);
    const nginx = await nginxProcess(stack, dist, gateway.url);
    const { session } = await smsLogin(`${nginx.origin}/gw`, MOBILE);
    envs.push({ size: size.name, origin: nginx.origin, session, counts });
    // The browser's first page of a stack is slower than the others: one before anything is measured.
    const first = await freshContext(session);
    await startOnSearch(first, nginx.origin);
    await first.close();
  }
  const rows = Object.fromEntries(envs.map((e) => [e.size, []]));
  for (const [name, run] of Object.entries(SCENARIOS)) {
    if (ONLY.length && !ONLY.includes(name)) continue;
    log(`\n${name}`);
    try {
      const out = await run(envs);
      for (const env of envs) rows[env.size].push(...out[env.size]);
    } catch (e) {
      const error = String(e).split('\n')[0];
      for (const env of envs) rows[env.size].push({ key: name, label: name, kind: name === 'memory' ? 'memory' : 'time', error });
      log(`  ${name} failed: ${error}`);
    }
  }
  for (const env of envs) results.push({ size: env.size, counts: env.counts, rows: rows[env.size] });
} finally {
  await browser.close();
}
load.end = loadavg().map((x) => Math.round(x * 10) / 10);

const ms = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '-' : `${Math.round(v)} ms`);
const cell = (r) => {
  if (!r) return '-';
  if (r.error) return `failed: ${r.error}`;
  const v = r.values.filter((x) => Number.isFinite(x));
  if (v.length !== r.values.length) return 'timed out';
  const text = v.length === 1 ? ms(v[0]) : `${ms(median(v))} (worst ${ms(Math.max(...v))})`;
  return r.note ? `${text}; ${r.note}` : text;
};

if (JSON_OUT) {
  console.log(
    JSON.stringify({ cpuSlowdown: RATE, times: TIMES, minutes: MINUTES, against: 'gateway server, build:gw', load, results }, null, 2),
  );
} else {
  const sizes = results.map((r) => r.size);
  console.log(
    `Cost as the data grows, CPU slowed ${RATE}x, ${TIMES} of each (median, worst), the production build against the gateway server:\n`,
  );
  console.log(`| data | ${sizes.join(' | ')} |`);
  console.log(`|---|${sizes.map(() => '---').join('|')}|`);
  console.log(
    `| halls, matters, messages with 王芳 | ${results.map((r) => `${r.counts.halls}, ${r.counts.matters}, ${r.counts.chatMessages}`).join(' | ')} |`,
  );
  const keys = [...new Set(results.flatMap((r) => r.rows.filter((x) => x.kind !== 'memory').map((x) => x.key)))];
  for (const k of keys) {
    const label = results.flatMap((r) => r.rows).find((x) => x.key === k).label;
    console.log(`| ${label} | ${results.map((r) => cell(r.rows.find((x) => x.key === k))).join(' | ')} |`);
  }
  console.log(
    `\nThe sizes took turns. Load average (1, 5, 15 min) at the start ${load.start.join(', ')}, at the end ${load.end.join(', ')}.`,
  );
  const mem = results.map((r) => [r.size, r.rows.find((x) => x.kind === 'memory')]).filter(([, m]) => m);
  if (mem.length) {
    console.log(`\nJS heap after a forced GC (one round of the pages above, then ${MINUTES} min of rounds):\n`);
    const signed = (v, unit) => `${v >= 0 ? '+' : ''}${v.toFixed(unit === 'MB/min' ? 2 : 1)} ${unit}`;
    console.log('| data | start | after 1 min | end | growth | from 1 min on | rounds | DOM nodes start / end |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [size, m] of mem) {
      if (m.error) console.log(`| ${size} | failed: ${m.error} | | | | | | |`);
      else
        console.log(
          `| ${size} | ${m.start.heapMb.toFixed(1)} MB | ${m.afterMinute.heapMb.toFixed(1)} MB | ${m.end.heapMb.toFixed(1)} MB | ${signed(m.growthMb, 'MB')} | ${m.slopeMbPerMin === null ? '-' : signed(m.slopeMbPerMin, 'MB/min')} | ${m.rounds}${m.failures ? ` (${m.failures} steps failed)` : ''} | ${m.start.nodes} / ${m.end.nodes} |`,
        );
    }
  }
}
process.exit(results.some((r) => r.rows.some((x) => x.error)) ? 1 : 0);
