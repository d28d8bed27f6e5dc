#!/usr/bin/env node
// Load benchmark of the gateway server (npm run bench:gateway; docs/gateway-load.md). Not a test:
// `npm test` does not run it. For each phone count it starts the built server
// (dist-server/gateway.mjs) in a child process on 127.0.0.1 with a fresh data directory and its
// own admin token, gives every phone a session (a few real SMS logins, the rest through the admin
// control startSession), holds a messaging socket per phone (auth, ping every 25 s) and runs what
// a citizen does, with think time: a chat message to a staff member and its ack, the queue calls
// the app polls, a list page, now and then a small upload. It measures the phones held, requests
// per second, HTTP and send->ack latency, errors by kind and the server's memory and CPU, prints a
// markdown table and stops the server. The load generator is this one process (fetch keep-alive,
// `ws` sockets) and shares the machine's cores with the server.
//
//   npm run bench:gateway -- --phones 100,500 --duration 30 --think 5-10 --profile /tmp/prof
//
// Options: --phones (default 100,500,1000), --duration seconds per step (30), --think min-max
// seconds between a phone's rounds (5-10), --sms real SMS logins per step (3), --upload the
// share of rounds that upload a file (0.05), --profile DIR (the server runs with --cpu-prof and the
// step prints its hot spots), --build (npm run build:server first; otherwise only when missing),
// --json FILE (the results as JSON), --keep-data (the data directories stay, for a look inside),
// --server FILE (another build of the gateway, e.g. an experiment, instead of dist-server/gateway.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { admin, call, loginByMobile } from './lib/gateway-client.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = join(ROOT, 'dist-server', 'gateway.mjs');
/**
 * The copy of the build this run starts (others may rebuild dist-server meanwhile): in
 * node_modules/.cache, where the bundle still finds its packages; the profiles are read against it.
 */
const SERVER = join(ROOT, 'node_modules', '.cache', 'bench-gateway', 'gateway.mjs');

/** Servers this run started and their data directories: killed and removed if the run ends early (an error, Ctrl-C). */
const children = new Set();
const dataDirs = new Set();
process.once('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
});
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => process.exit(130));

// ---------------------------------------------------------------------------------------------
// Options

function readOptions(argv) {
  const opt = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`--${name} needs a value`);
    return v;
  };
  const num = (name, fallback, { min = 0, max = Infinity } = {}) => {
    const v = Number(opt(name, fallback));
    if (!Number.isFinite(v) || v < min || v > max) throw new Error(`--${name} must be a number from ${min} to ${max}`);
    return v;
  };
  const phones = String(opt('phones', '100,500,1000'))
    .split(',')
    .map((s) => Number(s.trim()));
  if (!phones.length || phones.some((n) => !Number.isInteger(n) || n < 1 || n > 5000))
    throw new Error('--phones must be a comma-separated list of counts from 1 to 5000');
  const [thinkMin, thinkMax] = String(opt('think', '5-10'))
    .split('-')
    .map((s) => Number(s));
  if (!(thinkMin >= 0.1 && thinkMax >= thinkMin && thinkMax <= 600)) throw new Error('--think must be min-max seconds, e.g. 5-10');
  const profile = opt('profile', '');
  return {
    phones,
    duration: num('duration', 30, { min: 5, max: 3600 }),
    thinkMin,
    thinkMax,
    sms: num('sms', 3, { min: 0, max: 20 }),
    upload: num('upload', 0.05, { min: 0, max: 1 }),
    profile: profile ? resolve(profile) : '',
    build: argv.includes('--build'),
    keepData: argv.includes('--keep-data'),
    server: opt('server', '') ? resolve(opt('server', '')) : '',
    json: opt('json', ''),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;
const ms = (v) => (Number.isFinite(v) ? (v >= 100 ? `${Math.round(v)}` : v.toFixed(1)) : '–');
const mb = (kb) => (Number.isFinite(kb) ? `${Math.round(kb / 1024)} MB` : '–');

function summary(values) {
  const s = Float64Array.from(values).sort();
  return { n: s.length, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), max: s.length ? s[s.length - 1] : NaN };
}

class Metrics {
  constructor() {
    this.http = new Map(); // call name -> latencies (ms)
    this.ack = [];
    this.pong = [];
    this.auth = [];
    this.health = [];
    this.errors = new Map(); // kind -> count
    this.refusals = new Map(); // business answers (code != 200) -> count
    this.received = { msg: 0, unread: 0 };
    this.acked = 0;
  }
  latency(name, value) {
    let list = this.http.get(name);
    if (!list) this.http.set(name, (list = []));
    list.push(value);
  }
  error(kind) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }
  refusal(what) {
    this.refusals.set(what, (this.refusals.get(what) ?? 0) + 1);
  }
  allHttp() {
    return [...this.http.values()].flat();
  }
  errorCount() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

// ---------------------------------------------------------------------------------------------
// The server in a child process

function freshBuild(force, other) {
  const built = other || BUILT;
  if (other && !existsSync(other)) throw new Error(`--server ${other}: no such file`);
  if (!other && (force || !existsSync(BUILT))) {
    console.error('bench: npm run build:server');
    const r = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build:server failed');
  }
  mkdirSync(dirname(SERVER), { recursive: true });
  copyFileSync(built, SERVER);
  rmSync(`${SERVER}.map`, { force: true });
  if (existsSync(`${built}.map`)) copyFileSync(`${built}.map`, `${SERVER}.map`);
  return createHash('sha256').update(readFileSync(SERVER)).digest('hex').slice(0, 12);
}

async function startServer({ label, profileDir, keepData }) {
  // A busy server takes a while to stop; one writing its CPU profile must not be killed.
  const stopWaitMs = profileDir ? 180_000 : 30_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'ow-bench-gw-'));
  dataDirs.add(dataDir);
  const token = `bench-${randomBytes(12).toString('hex')}`;
  const env = { ...process.env, GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir, GATEWAY_ADMIN_TOKEN: token };
  // The default engine (PGlite in the data directory), and the server's own start (not Vitest's).
  delete env.DATABASE_URL;
  delete env.VITEST;
  delete env.GATEWAY_UPGRADE;
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=gateway-${label}.cpuprofile`] : [];
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const exited = new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const done = await Promise.race([exited, sleep(stopWaitMs).then(() => null)]);
    if (!done) {
      child.kill('SIGKILL');
      await exited;
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    dataDirs.delete(dataDir);
  };
  const log = [];
  let failures = 0;
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      if (/request failed|write failed|tick failed|handler failed/.test(line)) failures += 1;
      log.push(line);
      if (log.length > 200) log.shift();
    }
  };
  child.stderr.on('data', keep);
  let port;
  let origin;
  try {
    port = await new Promise((ok, fail) => {
      let out = '';
      const timer = setTimeout(() => fail(new Error(`the server did not start within 120 s:\n${log.join('\n')}`)), 120_000);
      child.stdout.on('data', (chunk) => {
        out += chunk;
        keep(chunk);
        const m = /on port (\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          ok(Number(m[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`the server exited (${code}) before it listened:\n${log.join('\n')}`));
      });
    });
    origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        const res = await fetch(`${origin}/healthz`);
        if (res.ok) break;
      } catch {
        // not yet
      }
      if (i > 200) throw new Error('the server did not answer /healthz');
      await sleep(100);
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    child,
    pid: child.pid,
    origin,
    base: `${origin}/gw`,
    socketUrl: `ws://127.0.0.1:${port}/gw/im/socket`,
    admin: admin(origin, token),
    startMs: performance.now() - started,
    failures: () => failures,
    log,
    stop,
    dataDir,
  };
}

/** RSS (kB) of a process, and its CPU time so far (s), from /proc. */
function procSample(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
    return { rss, cpu };
  } catch {
    return { rss: NaN, cpu: NaN };
  }
}

/** The machine's busy CPU time (s, all cores) from /proc/stat. */
function machineBusy() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = v[3] + (v[4] || 0);
    return (v.reduce((a, b) => a + b, 0) - idle) / 100;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------------------------------------
// A phone

const STAFF_IDS = Array.from({ length: 12 }, (_, i) => `M136001360${String(i + 1).padStart(2, '0')}`);
const QUESTIONS = [
  '办理营业执照需要带什么材料？',
  '请问周六上午上班吗？',
  '我的申请进度到哪一步了？',
  '社保卡补办多久能拿到？',
  '您好，想咨询一下户口迁移。',
];
const HTTP_TIMEOUT_MS = 15_000;
const ACK_TIMEOUT_MS = 15_000;
const PING_MS = 25_000;
const PONG_TIMEOUT_MS = 10_000;
const AUTH_TIMEOUT_MS = 10_000;

const rand = (a, b) => a + Math.random() * (b - a);

class Phone {
  constructor(index, ctx) {
    this.index = index;
    this.ctx = ctx;
    this.mobile = `1390${String(ctx.stepNo).padStart(2, '0')}${String(index).padStart(5, '0')}`;
    this.session = null;
    this.ws = null;
    this.authed = false;
    this.pending = new Map();
    this.sent = 0;
    this.ticketId = null;
    this.tookTicket = false;
    this.pingTimer = null;
    this.pongTimer = null;
    this.reconnects = 0;
    this.stopped = false;
  }

  get m() {
    return this.ctx.metrics;
  }

  /** One HTTP call, timed; a business refusal (code other than 200) is counted apart from errors. */
  async http(name, method, path, opts = {}) {
    const t0 = performance.now();
    this.ctx.inFlight += 1;
    try {
      const res = await call(this.ctx.server.base, method, path, {
        ...opts,
        session: this.session,
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      const elapsed = performance.now() - t0;
      if (this.ctx.counting) {
        this.m.latency(name, elapsed);
        if (res.status >= 500) this.m.error(`http ${res.status}`);
        else if (res.status !== 200) this.m.error(`http ${res.status} (${typeof res.body === 'object' ? res.body?.message : ''})`);
        else if (res.body && typeof res.body === 'object' && res.body.code !== 200 && res.body.code !== 0)
          this.m.refusal(`${name}: ${res.body.message}`);
        this.ctx.completed += 1;
      }
      return res.status === 200 && res.body && typeof res.body === 'object' && (res.body.code === 200 || res.body.code === 0)
        ? (res.body.data ?? res.body.result ?? null)
        : undefined;
    } catch (e) {
      if (this.ctx.counting) {
        if (e?.name === 'TimeoutError' || e?.name === 'AbortError') this.m.error('http timeout (15 s)');
        else this.m.error(`http network: ${e?.cause?.code ?? e?.code ?? e?.message}`);
      }
      return undefined;
    } finally {
      this.ctx.inFlight -= 1;
    }
  }

  /** Opens the socket and waits for authOk (or its failure). */
  connect() {
    return new Promise((done) => {
      const t0 = performance.now();
      const ws = new WebSocket(this.ctx.server.socketUrl, { perMessageDeflate: false, handshakeTimeout: AUTH_TIMEOUT_MS });
      this.ws = ws;
      let settled = false;
      const settle = (ok) => {
        if (settled) return;
        settled = true;
        clearTimeout(authTimer);
        done(ok);
      };
      const authTimer = setTimeout(() => {
        this.m.error('socket auth timeout (10 s)');
        ws.terminate();
        settle(false);
      }, AUTH_TIMEOUT_MS);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: this.session.token, secret: this.session.secret })));
      ws.on('message', (data) => {
        let frame;
        try {
          frame = JSON.parse(String(data));
        } catch {
          this.m.error('socket frame not JSON');
          return;
        }
        switch (frame.type) {
          case 'authOk':
            this.authed = true;
            this.m.auth.push(performance.now() - t0);
            this.startPing();
            settle(true);
            return;
          case 'authFail':
            this.m.error('socket authFail');
            settle(false);
            return;
          case 'pong':
            if (this.pongTimer) {
              clearTimeout(this.pongTimer.timer);
              if (this.ctx.counting) this.m.pong.push(performance.now() - this.pongTimer.t0);
              this.pongTimer = null;
            }
            return;
          case 'ack':
          case 'nack': {
            const p = this.pending.get(frame.tmpId);
            if (!p) return;
            this.pending.delete(frame.tmpId);
            clearTimeout(p.timer);
            p.resolve(frame.type === 'ack' ? { ms: performance.now() - p.t0 } : { nack: frame.message });
            return;
          }
          case 'msg':
            this.m.received.msg += 1;
            return;
          case 'unread':
            this.m.received.unread += 1;
            return;
          case 'error':
            if (this.ctx.counting) this.m.error(`socket error frame: ${frame.message}`);
            return;
          default:
            return;
        }
      });
      ws.on('error', (e) => {
        if (this.ctx.counting || !settled) this.m.error(`socket error: ${e?.code ?? e?.message}`);
      });
      ws.on('close', () => {
        const wasAuthed = this.authed;
        this.authed = false;
        this.stopPing();
        for (const [id, p] of this.pending) {
          clearTimeout(p.timer);
          this.pending.delete(id);
          p.resolve({ closed: true });
        }
        settle(false);
        if (this.stopped) return;
        if (wasAuthed && this.ctx.counting) this.m.error('socket closed by the server or network');
        this.scheduleReconnect();
      });
    });
  }

  /** The app's back-off: 1 s doubling to 30 s, ±20 % jitter, until the run stops. */
  scheduleReconnect() {
    const delay = Math.min(30_000, 1000 * 2 ** Math.min(this.reconnects, 5)) * rand(0.8, 1.2);
    this.reconnects += 1;
    setTimeout(() => {
      if (!this.stopped && !this.authed) void this.connect().then((ok) => ok && (this.reconnects = 0));
    }, delay).unref();
  }

  startPing() {
    this.stopPing();
    const ping = () => {
      if (!this.authed || this.ws.readyState !== WebSocket.OPEN) return;
      const t0 = performance.now();
      this.ws.send('{"type":"ping"}');
      this.pongTimer = {
        t0,
        timer: setTimeout(() => {
          if (this.ctx.counting) this.m.error('pong timeout (10 s)');
          this.pongTimer = null;
          this.ws.terminate(); // the app closes and reconnects
        }, PONG_TIMEOUT_MS),
      };
    };
    // First ping at a random point of the 25 s, as phones log in at different times.
    this.pingTimer = setTimeout(
      () => {
        ping();
        this.pingTimer = setInterval(ping, PING_MS);
      },
      rand(0, PING_MS),
    );
  }

  stopPing() {
    if (this.pingTimer) {
      clearTimeout(this.pingTimer);
      clearInterval(this.pingTimer);
    }
    this.pingTimer = null;
    if (this.pongTimer) clearTimeout(this.pongTimer.timer);
    this.pongTimer = null;
  }

  /** A text to a staff member on the socket, and its ack. */
  async chat() {
    if (!this.authed || this.ws.readyState !== WebSocket.OPEN) {
      if (this.ctx.counting) this.m.error('chat skipped: socket not live');
      return;
    }
    const tmpId = `bench-${this.ctx.stepNo}-${this.index}-${(this.sent += 1)}`;
    const t0 = performance.now();
    const result = await new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(tmpId);
        resolve({ timeout: true });
      }, ACK_TIMEOUT_MS);
      this.pending.set(tmpId, { t0, timer, resolve });
      this.ws.send(
        JSON.stringify({
          type: 'send',
          data: {
            tmpId,
            toId: STAFF_IDS[this.index % STAFF_IDS.length],
            topic: '在线咨询',
            type: 'text',
            content: QUESTIONS[(this.index + this.sent) % QUESTIONS.length],
          },
        }),
      );
    });
    if (!this.ctx.counting) return;
    if (result.ms !== undefined) {
      this.m.ack.push(result.ms);
      this.m.acked += 1;
    } else if (result.nack) this.m.error(`nack: ${result.nack}`);
    else if (result.timeout) this.m.error('ack timeout (15 s)');
    else this.m.error('ack lost: socket closed');
  }

  /** One round of what a citizen does between two pauses. */
  async round(n) {
    const { hallId, queues } = this.ctx;
    await this.chat();
    if (!this.tookTicket && queues.length) {
      this.tookTicket = true;
      const t = await this.http('ticket/take', 'POST', '/v1/auth/ticket/take', {
        body: { hallId, queueCode: queues[this.index % queues.length] },
      });
      if (t?.id) this.ticketId = t.id;
    }
    await this.http('ticket/mine', 'GET', '/v1/auth/ticket/mine', { query: { scope: 'live', pageNum: 1, pageSize: 20 } });
    if (this.ticketId) await this.http('ticket/detail', 'GET', '/v1/auth/ticket/detail', { query: { id: this.ticketId } });
    await this.http('ticket/queues', 'GET', '/anon/ticket/queues', { query: { hallId } });
    if ((this.index + n) % 2 === 0)
      await this.http('matter/list', 'GET', '/service-xzyd/matter/anon/list', {
        query: { areaCode: '120100', pageNum: 1 + (n % 3), pageSize: 10 },
      });
    else await this.http('im/session', 'GET', '/im/msg/auth/session');
    if (Math.random() < this.ctx.opts.upload) {
      const form = new FormData();
      const text = `OneWindow bench ${this.mobile} ${n} ${randomBytes(8).toString('hex')}\n`.repeat(40);
      form.append('files', new Blob([text], { type: 'text/plain' }), `note-${n}.txt`);
      await this.http('oss/uploadFile', 'POST', '/oss/uploadFile', { form });
    }
  }

  async loop() {
    const { opts } = this.ctx;
    await sleep(rand(0, opts.thinkMax) * 1000);
    for (let n = 0; this.ctx.running; n++) {
      this.ctx.rounds += 1;
      await this.round(n);
      if (!this.ctx.running) break;
      await sleep(rand(opts.thinkMin, opts.thinkMax) * 1000);
    }
  }

  close() {
    this.stopped = true;
    this.stopPing();
    try {
      this.ws?.close(1000, 'bench done');
    } catch {
      // already closed
    }
  }
}

/** Runs `fn` over `items` with at most `limit` at once. */
async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// One step: a fresh server, N phones

async function runStep(count, stepNo, opts) {
  const server = await startServer({ label: String(count), profileDir: opts.profile, keepData: opts.keepData });
  const metrics = new Metrics();
  const ctx = {
    server,
    metrics,
    opts,
    stepNo,
    running: false,
    counting: false,
    inFlight: 0,
    completed: 0,
    rounds: 0,
    hallId: 'H1201010',
    queues: [],
  };
  const out = { phones: count, serverStartMs: server.startMs, dataDir: opts.keepData ? server.dataDir : undefined };
  const samples = [];
  let sampler = null;
  const phones = [];
  try {
    // The hall hands out numbers only in opening hours (China time): the emulator's clock goes to
    // the next working day at 10:00 when the hall is closed now.
    const probe = new Phone(0, ctx);
    let queues = await probe.http('setup', 'GET', '/anon/ticket/queues', { query: { hallId: ctx.hallId } });
    if (queues && !queues.open) {
      const now = await server.admin.post('now');
      const at = await server.admin.post('queue.nextWorkingDayAt', 600);
      await server.admin.post('advanceClock', at - now);
      out.clockMovedH = Math.round((at - now) / 360_000) / 10;
      queues = await probe.http('setup', 'GET', '/anon/ticket/queues', { query: { hallId: ctx.hallId } });
    }
    ctx.queues = (queues?.queues ?? []).filter((q) => !q.paused).map((q) => q.code);
    out.queues = ctx.queues.join('');
    out.hallOpen = Boolean(queues?.open);

    // Sessions: a few real SMS logins, the rest through the admin control.
    for (let i = 0; i < count; i++) phones.push(new Phone(i, ctx));
    let t0 = performance.now();
    const smsCount = Math.min(opts.sms, count);
    const smsTimes = [];
    await pool(phones.slice(0, smsCount), 3, async (p) => {
      const s0 = performance.now();
      try {
        p.session = await loginByMobile(server.base, p.mobile);
        smsTimes.push(performance.now() - s0);
      } catch (e) {
        metrics.error(`setup: SMS login failed: ${e.message.slice(0, 80)}`);
      }
    });
    await pool(phones.slice(smsCount), 16, async (p) => {
      try {
        p.session = await server.admin.post('startSession', { userId: `M${p.mobile}`, authority: 'mobile', mobile: p.mobile });
      } catch (e) {
        metrics.error(`setup: startSession failed: ${e.message.slice(0, 80)}`);
      }
    });
    out.smsLogins = smsTimes.length;
    out.smsLoginMs = smsTimes.length ? Math.max(...smsTimes) : NaN;
    out.sessionsS = (performance.now() - t0) / 1000;

    // Sockets, 50 handshakes at a time.
    t0 = performance.now();
    const ready = phones.filter((p) => p.session);
    let connected = 0;
    await pool(ready, 50, async (p) => {
      if (await p.connect()) connected += 1;
    });
    out.socketsS = (performance.now() - t0) / 1000;
    out.connected = connected;
    const auth = summary(metrics.auth);
    out.authP95 = auth.p95;

    // The measured window.
    const busy0 = machineBusy();
    const proc0 = procSample(server.pid);
    const self0 = process.cpuUsage();
    const lag = monitorEventLoopDelay({ resolution: 20 });
    lag.enable();
    const w0 = performance.now();
    const w0Us = Number(process.hrtime.bigint() / 1000n);
    sampler = setInterval(() => {
      const s = procSample(server.pid);
      samples.push(s.rss);
      const h0 = performance.now();
      fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.text())
        .then(
          () => ctx.counting && metrics.health.push(performance.now() - h0),
          () => ctx.counting && metrics.error('healthz timeout'),
        );
    }, 1000);
    ctx.running = true;
    ctx.counting = true;
    const loops = phones.filter((p) => p.session).map((p) => p.loop());
    await sleep(opts.duration * 1000);
    const windowS = (performance.now() - w0) / 1000;
    out.windowUs = [w0Us, Number(process.hrtime.bigint() / 1000n)];
    ctx.running = false;
    out.held = phones.filter((p) => p.authed && p.ws?.readyState === WebSocket.OPEN).length;
    const completedInWindow = ctx.completed;
    const ackedInWindow = metrics.acked;
    const proc1 = procSample(server.pid);
    const busy1 = machineBusy();
    const self1 = process.cpuUsage(self0);
    lag.disable();
    // Rounds under way finish (their latencies count: the slow tail is the point), for 20 s at most.
    const unfinished = await Promise.race([Promise.all(loops).then(() => 0), sleep(20_000).then(() => ctx.inFlight || -1)]);
    if (unfinished) metrics.error(`rounds unfinished 20 s after the window (${Math.max(0, unfinished)} calls in flight)`);
    ctx.counting = false;
    clearInterval(sampler);
    sampler = null;

    const cores = cpus().length;
    const serverCpu = (proc1.cpu - proc0.cpu) / windowS;
    const selfCpu = (self1.user + self1.system) / 1e6 / windowS;
    const machine = (busy1 - busy0) / windowS;
    const http = summary(metrics.allHttp());
    Object.assign(out, {
      windowS,
      reqPerS: completedInWindow / windowS,
      msgPerS: ackedInWindow / windowS,
      rounds: ctx.rounds,
      http,
      ack: summary(metrics.ack),
      pong: summary(metrics.pong),
      health: summary(metrics.health),
      byCall: Object.fromEntries([...metrics.http].map(([k, v]) => [k, summary(v)])),
      errors: Object.fromEntries(metrics.errors),
      errorCount: metrics.errorCount(),
      refusals: Object.fromEntries(metrics.refusals),
      received: metrics.received,
      rssPeakKb: Math.max(...samples.filter(Number.isFinite)),
      rssEndKb: proc1.rss,
      serverCpu,
      generatorCpu: selfCpu,
      otherCpu: Math.max(0, machine - serverCpu - selfCpu),
      cores,
      generatorLagP99: lag.percentile(99) / 1e6,
      serverLogFailures: server.failures(),
    });
  } finally {
    if (sampler) clearInterval(sampler);
    ctx.running = false;
    for (const p of phones) p.close();
    await sleep(500);
    await server.stop();
  }
  if (opts.profile) {
    // The window only (V8's profile clock and hrtime are both the monotonic clock).
    const [from, to] = out.windowUs ?? [];
    out.profile = hotSpots(join(opts.profile, `gateway-${count}.cpuprofile`), { from, to });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The server's CPU profile: where its time went, by function and by source module

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The source file of each line of the bundle, from its source map (the first mapped segment of the line). */
function bundleRegions(bundle) {
  let map;
  try {
    map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8'));
  } catch {
    return () => 'gateway.mjs';
  }
  const sources = map.sources.map((x) => x.replace(/^(\.\.\/)+/, ''));
  const byLine = [];
  let source = 0;
  for (const line of map.mappings.split(';')) {
    let found = -1;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      // VLQ fields: generated column, source index delta, source line, source column[, name].
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64[ch];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      if (fields.length >= 4) {
        source += fields[1];
        if (found < 0) found = source;
      }
    }
    byLine.push(found);
  }
  return (line) => {
    for (let l = line; l >= 0 && l > line - 50; l--) if (byLine[l] >= 0) return sources[byLine[l]];
    return 'gateway.mjs';
  };
}

function moduleOf(url, line, region) {
  if (!url) return '(native)';
  if (url.endsWith('/gateway.mjs')) return region(line);
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 14).split('/');
    return `${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]} (package)`;
  }
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(ROOT + '/', '');
}

export function hotSpots(file, { from = -Infinity, to = Infinity, top = 15, bundle = SERVER } = {}) {
  if (!existsSync(file)) return { missing: file };
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const region = bundleRegions(bundle);
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = new Map();
  for (const n of prof.nodes) {
    const f = n.callFrame;
    const mod = moduleOf(f.url, f.lineNumber, region);
    keyOf.set(n.id, { fn: `${f.functionName || '(anonymous)'} ${mod}${f.url ? `:${f.lineNumber + 1}` : ''}`, mod });
  }
  const self = new Map();
  const selfMod = new Map();
  const total = new Map();
  let all = 0;
  let idle = 0;
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  let at = prof.startTime;
  prof.samples.forEach((id, i) => {
    at += prof.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000;
    all += dt;
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') {
      idle += dt;
      return;
    }
    const k = keyOf.get(id);
    add(self, k.fn, dt);
    add(selfMod, k.mod, dt);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const fk = keyOf.get(n).fn;
      if (!seen.has(fk)) {
        seen.add(fk);
        add(total, fk, dt);
      }
    }
  });
  const busy = all - idle;
  const rank = (m, filter = () => true) =>
    [...m]
      .filter(([k]) => filter(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => ({ what: k, ms: Math.round(v), share: v / busy }));
  return {
    wallMs: Math.round(all),
    busyMs: Math.round(busy),
    self: rank(self),
    modules: rank(selfMod),
    // Inclusive time of the server's and the emulator's own functions (what calls the hot code).
    inclusive: rank(total, (k) => /(src|server)\/\S+\.ts/.test(k) && !/^\(/.test(k)),
  };
}

// ---------------------------------------------------------------------------------------------
// Output

function table(results) {
  const rows = [
    '| phones | held | req/s | p50 ms | p95 ms | p99 ms | ack p95 ms | errors | server RSS (peak) |',
    '| -----: | ---: | ----: | -----: | -----: | -----: | ---------: | -----: | ----------------: |',
  ];
  for (const r of results) {
    if (r.failed) {
      rows.push(`| ${r.phones} | – | – | – | – | – | – | failed: ${r.failed} | – |`);
      continue;
    }
    rows.push(
      `| ${r.phones} | ${r.held} | ${r.reqPerS.toFixed(1)} | ${ms(r.http.p50)} | ${ms(r.http.p95)} | ${ms(r.http.p99)} | ${ms(r.ack.p95)} | ${r.errorCount} | ${mb(r.rssPeakKb)} |`,
    );
  }
  return rows.join('\n');
}

function details(r) {
  if (r.failed) return `### ${r.phones} phones\n\nfailed: ${r.failed}\n`;
  const pc = (v) => `${Math.round(v * 100)} %`;
  const lines = [
    `### ${r.phones} phones`,
    '',
    `- setup: server start ${(r.serverStartMs / 1000).toFixed(1)} s; ${r.smsLogins} SMS logins (slowest ${ms(r.smsLoginMs)} ms), sessions in ${r.sessionsS.toFixed(1)} s; ${r.connected}/${r.phones} sockets authenticated in ${r.socketsS.toFixed(1)} s (auth p95 ${ms(r.authP95)} ms)${r.clockMovedH ? `; emulator clock moved ${r.clockMovedH} h to opening hours` : ''}; queues ${r.queues || 'none'}`,
    `- window ${r.windowS.toFixed(1)} s: ${r.rounds} rounds, ${r.reqPerS.toFixed(1)} HTTP req/s, ${r.msgPerS.toFixed(1)} chat msg/s acked; received ${r.received.msg} msg and ${r.received.unread} unread frames`,
    `- HTTP p50/p95/p99/max ${ms(r.http.p50)}/${ms(r.http.p95)}/${ms(r.http.p99)}/${ms(r.http.max)} ms (n ${r.http.n}); send->ack p50/p95/p99 ${ms(r.ack.p50)}/${ms(r.ack.p95)}/${ms(r.ack.p99)} ms (n ${r.ack.n}); ping->pong p95 ${ms(r.pong.p95)} ms; /healthz p50/p95 ${ms(r.health.p50)}/${ms(r.health.p95)} ms`,
    `- CPU (of ${r.cores} cores): server ${pc(r.serverCpu)}, load generator ${pc(r.generatorCpu)} (its event-loop delay p99 ${ms(r.generatorLagP99)} ms), other processes ${pc(r.otherCpu)}; server RSS peak ${mb(r.rssPeakKb)}, at the end ${mb(r.rssEndKb)}`,
    '',
    '| call | n | p50 ms | p95 ms | p99 ms |',
    '| ---- | -: | -----: | -----: | -----: |',
    ...Object.entries(r.byCall)
      .filter(([k]) => k !== 'setup')
      .map(([k, s]) => `| ${k} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} |`),
    `| socket send->ack | ${r.ack.n} | ${ms(r.ack.p50)} | ${ms(r.ack.p95)} | ${ms(r.ack.p99)} |`,
    '',
    ...(r.dataDir ? [`- data directory kept: ${r.dataDir}`] : []),
    `- errors: ${
      Object.keys(r.errors).length
        ? Object.entries(r.errors)
            .map(([k, v]) => `${k} × ${v}`)
            .join('; ')
        : 'none'
    }${r.serverLogFailures ? ` (server log: ${r.serverLogFailures} failures)` : ''}`,
    `- business refusals (not errors): ${
      Object.keys(r.refusals).length
        ? Object.entries(r.refusals)
            .map(([k, v]) => `${k} × ${v}`)
            .join('; ')
        : 'none'
    }`,
  ];
  if (r.profile && !r.profile.missing) {
    const p = r.profile;
    const list = (items) => items.map((x) => `  - ${x.what}: ${x.ms} ms (${(x.share * 100).toFixed(1)} %)`);
    lines.push(
      '',
      `Server CPU profile of the window: ${p.busyMs} ms busy of ${p.wallMs} ms sampled.`,
      '',
      '- self time by module:',
      ...list(p.modules.slice(0, 10)),
      '- self time by function:',
      ...list(p.self),
      '- inclusive time of the server and emulator functions:',
      ...list(p.inclusive),
    );
  } else if (r.profile?.missing) lines.push(`- no CPU profile at ${r.profile.missing}`);
  return lines.join('\n');
}

async function main() {
  const opts = readOptions(process.argv.slice(2));
  const build = freshBuild(opts.build, opts.server);
  if (opts.profile) mkdirSync(opts.profile, { recursive: true });
  const rev = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'server', 'src/mocks'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const header = [
    `# Gateway load benchmark (${new Date().toISOString()})`,
    '',
    `Server: ${opts.server || 'dist-server/gateway.mjs'} (sha256 ${build})${opts.server ? '' : ` at ${rev || 'unknown'}${dirty ? ' (server/ or src/mocks/ has uncommitted changes)' : ''}`}, Node ${process.version}, PGlite, one fresh server and data directory per step, 127.0.0.1.`,
    `Phones: ${opts.phones.join(', ')}; ${opts.duration} s window per step; think time ${opts.thinkMin}-${opts.thinkMax} s; ${opts.sms} SMS logins per step, the rest by admin startSession; ${Math.round(opts.upload * 100)} % of rounds upload a file.`,
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(
        ' ',
      )} at the start. The load generator (this process) shares these cores with the server: its CPU is reported per step, and latencies include its own delays.`,
  ];
  console.log(header.join('\n'));
  const results = [];
  for (const [i, count] of opts.phones.entries()) {
    console.error(`bench: ${count} phones…`);
    let r;
    try {
      r = await runStep(count, i + 1, opts);
    } catch (e) {
      r = { phones: count, failed: String(e?.message ?? e).split('\n')[0] };
      console.error(e);
    }
    results.push(r);
    console.error(details(r));
  }
  console.log(`\n${table(results)}\n`);
  const cpuLine = results
    .filter((r) => !r.failed)
    .map((r) => `${r.phones}: ${Math.round(r.serverCpu * 100)}/${Math.round(r.generatorCpu * 100)}/${Math.round(r.otherCpu * 100)}`)
    .join(', ');
  if (cpuLine) console.log(`CPU in the window, % of one core (server/load generator/other processes): ${cpuLine}.`);
  if (results.some((r) => r.otherCpu > 0.25))
    console.log(
      'Other processes used more than a quarter of a core during a step: the server had less CPU than the machine has, so these figures understate what it does alone.',
    );
  console.log(
    'req/s: HTTP calls completed per second of the window; p50/p95/p99: their latency; ack: socket send->ack; errors: transport failures, 4xx/5xx, timeouts, lost or refused acks, dropped sockets (business refusals apart); RSS: the server process, sampled every second.\n',
  );
  for (const r of results) console.log(`${details(r)}\n`);
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ at: new Date().toISOString(), opts, results }, null, 2));
  if (opts.profile) {
    // The build the profiles were taken of, to read them again (hotSpots with `bundle`).
    copyFileSync(SERVER, join(opts.profile, 'gateway.mjs'));
    if (existsSync(`${SERVER}.map`)) copyFileSync(`${SERVER}.map`, join(opts.profile, 'gateway.mjs.map'));
    console.log(`CPU profiles: ${readdirSync(opts.profile).join(', ')} in ${opts.profile}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
