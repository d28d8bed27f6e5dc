import { describe, expect, it } from 'vitest';
import {
  captureError,
  drainCaptured,
  installErrorCapture,
  navigationTrail,
  noteNavigation,
  type CapturedError,
} from '@/lib/errors/capture';
import { buildIdOf, createErrorReporter, type ErrorBatch } from '@/lib/errors/error-reporter';

function fakeTime(start = 1_763_798_400_000) {
  let t = start;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      const id = next++;
      timers.push({ at: t + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const i = timers.findIndex((x) => x.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms: number) {
      t += ms;
      for (const x of timers.filter((x) => x.at <= t)) {
        timers.splice(timers.indexOf(x), 1);
        x.fn();
      }
    },
  };
}

function setup(over: Partial<Parameters<typeof createErrorReporter>[0]> = {}) {
  const time = fakeTime();
  const batches: ErrorBatch[] = [];
  const reporter = createErrorReporter({
    send: (b) => batches.push(b),
    now: time.now,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    buildId: 'index-abc123',
    userAgent: 'TestAgent/1.0',
    trail: () => ['#/home?mobile=13800138000', '#/reserve?fixedArea=120101'],
    ...over,
  });
  return { time, batches, reporter };
}

const err = (message: string, over: Partial<CapturedError> = {}): CapturedError => ({
  kind: 'error',
  message,
  stack: `Error: ${message}\n    at f (/assets/app.js:1:2)`,
  hash: '#/reserve?fixedArea=120101',
  at: 1_763_798_400_000,
  ...over,
});

describe('error reporter: batches, rate limit, dedup', () => {
  it('sends one batch a few seconds after the first error, with the route, build, agent and trail', () => {
    const { time, batches, reporter } = setup();
    reporter.add(err('first'));
    time.advance(1000);
    reporter.add(err('second'));
    expect(batches).toHaveLength(0);
    time.advance(4000);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual({
      buildId: 'index-abc123',
      userAgent: 'TestAgent/1.0',
      dropped: 0,
      reports: [
        expect.objectContaining({ kind: 'error', message: 'first', route: '/reserve', trail: ['/home', '/reserve'], count: 1 }),
        expect.objectContaining({ message: 'second' }),
      ],
    });
    // Nothing queued: nothing more is sent.
    time.advance(10_000);
    expect(batches).toHaveLength(1);
  });

  it('flush sends at once (pagehide), and a full batch leaves without waiting', () => {
    const { batches, reporter } = setup({ maxBatch: 3 });
    reporter.add(err('a'));
    reporter.flush();
    expect(batches.map((b) => b.reports.length)).toEqual([1]);
    reporter.flush();
    expect(batches).toHaveLength(1);
    reporter.add(err('b'));
    reporter.add(err('c'));
    reporter.add(err('d'));
    expect(batches.map((b) => b.reports.length)).toEqual([1, 3]);
  });

  it('counts an identical error while queued, and leaves it out once sent', () => {
    const { time, batches, reporter } = setup();
    reporter.add(err('same'));
    reporter.add(err('same'));
    reporter.add(err('same'));
    // The same message from another place is another error.
    reporter.add(err('same', { stack: 'Error: same\n    at other (/assets/b.js:3:4)' }));
    time.advance(5000);
    expect(batches[0].reports.map((r) => r.count)).toEqual([3, 1]);
    reporter.add(err('same'));
    time.advance(5000);
    expect(batches).toHaveLength(1);
  });

  it('sends at most N distinct errors a minute and says how many it left out', () => {
    const { time, batches, reporter } = setup({ perMinute: 3 });
    for (let i = 0; i < 5; i++) reporter.add(err(`e${i}`));
    time.advance(5000);
    expect(batches[0].reports.map((r) => r.message)).toEqual(['e0', 'e1', 'e2']);
    expect(batches[0].dropped).toBe(2);
    // Still within the minute: left out, and told with the next batch that leaves.
    reporter.add(err('e5'));
    time.advance(5000);
    expect(batches).toHaveLength(1);
    time.advance(50_000);
    reporter.add(err('e6'));
    time.advance(5000);
    expect(batches[1].reports.map((r) => r.message)).toEqual(['e6']);
    expect(batches[1].dropped).toBe(1);
  });

  it('scrubs what it queues: message, stack, route and trail', () => {
    const { batches, reporter } = setup({ known: () => ['planted-token'] });
    reporter.add(
      err('bad 13800138000 planted-token token=s3cr3tvalue', {
        stack: 'Error: x\n    at f (http://o.test/assets/a.js?t=1:1:2)',
        hash: '#/myInfo?idCard=12010119900307123X',
      }),
    );
    reporter.flush();
    const [r] = batches[0].reports;
    expect(r.message).toBe('bad * * token=*');
    expect(r.stack).toBe('Error: x\nat f (http://o.test/assets/a.js?)');
    expect(r.route).toBe('/myInfo');
    expect(JSON.stringify(batches)).not.toMatch(/13800138000|12010119900307123X|planted-token|s3cr3tvalue/);
  });

  it('takes errors noted before it loaded, then every later one', () => {
    captureError('render', new Error('early'), 'page');
    captureError('rejection', 'Failed to fetch dynamically imported module: /assets/x.js');
    const seen: CapturedError[] = [];
    drainCaptured((e) => seen.push(e));
    captureError('call', new Error('later'), 'http 500');
    expect(seen.map((e) => [e.kind, e.message, e.detail])).toEqual([
      ['render', 'Error: early', 'page'],
      ['chunk', 'Failed to fetch dynamically imported module: /assets/x.js', undefined],
      ['call', 'Error: later', 'http 500'],
    ]);
  });

  it("the build id: index.html's meta tag, else its module script's name", () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(buildIdOf(doc)).toBe('dev');
    doc.head.innerHTML = '<script type="module" src="./assets/index-CWsU5p_8.js"></script>';
    expect(buildIdOf(doc)).toBe('index-CWsU5p_8');
    doc.head.insertAdjacentHTML('beforeend', '<meta name="ow-build" content="a1b2c3d4e5f60718">');
    expect(buildIdOf(doc)).toBe('a1b2c3d4e5f60718');
  });
});

describe('error capture: never a loop', () => {
  it('a reporter that throws is not noted again through the window error it would raise', () => {
    installErrorCapture(window);
    let calls = 0;
    drainCaptured(() => {
      calls += 1;
      throw new Error('reporter broke');
    });
    const violation = Object.assign(new Event('securitypolicyviolation'), {
      effectiveDirective: 'img-src',
      blockedURI: 'https://x.example/a.png',
      sourceFile: '',
      lineNumber: 0,
    });
    window.dispatchEvent(violation);
    expect(() => captureError('error', new Error('x'))).not.toThrow();
    expect(calls).toBe(2);
  });
});

describe('error capture: the trail of navigations', () => {
  it('keeps the last five paths, a path repeated in a row once', () => {
    for (const p of ['/a', '/a', '/b', '/c', '/d', '/e', '/f']) noteNavigation(p);
    noteNavigation('#/f?x=1');
    expect(navigationTrail()).toEqual(['/b', '/c', '/d', '/e', '/f']);
  });
});
