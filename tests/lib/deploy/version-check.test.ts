import { describe, expect, it, vi } from 'vitest';
import {
  buildOf,
  fetchDeployedBuild,
  isNewVersion,
  isTyping,
  runningBuild,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_CHECK_MIN_GAP_MS,
  watchVersion,
  type VersionWatchDeps,
} from '@/lib/deploy/version-check';

describe('build ids', () => {
  it('reads the running one from index.html’s meta tag', () => {
    const doc = document.implementation.createHTMLDocument('x');
    expect(runningBuild(doc)).toBeNull();
    doc.head.innerHTML = '<meta name="ow-build" content="a1b2c3d4e5f60718">';
    expect(runningBuild(doc)).toBe('a1b2c3d4e5f60718');
  });
  it('reads the deployed one from version.json, and nothing from anything else', () => {
    expect(buildOf({ build: 'a1b2c3d4e5f60718' })).toBe('a1b2c3d4e5f60718');
    for (const bad of [null, 'a1b2', [], {}, { build: 3 }, { build: '' }, { build: '<html>' }, { build: 'x'.repeat(65) }]) {
      expect(buildOf(bad)).toBeNull();
    }
  });
  it('a new version is a different readable id', () => {
    expect(isNewVersion('aaa', 'bbb')).toBe(true);
    expect(isNewVersion('aaa', 'aaa')).toBe(false);
    expect(isNewVersion('aaa', null)).toBe(false);
    expect(isNewVersion(null, 'bbb')).toBe(false);
  });
  it('fetchDeployedBuild: null for an error status, a page that is not JSON, or no network', async () => {
    const answer = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;
    expect(await fetchDeployedBuild(answer(200, '{"build":"bbb"}'))).toBe('bbb');
    expect(await fetchDeployedBuild(answer(404, '{"build":"bbb"}'))).toBeNull();
    expect(await fetchDeployedBuild(answer(200, '<!doctype html>'))).toBeNull();
    expect(await fetchDeployedBuild((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toBeNull();
  });
});

/** A watch driven by hand: `visible()` fires the visibility listener, `tick()` the timer. */
function harness(deployed: () => string | null, running: string | null = 'aaa') {
  let now = 1_000_000;
  let visible = true;
  let onVisible: (() => void) | null = null;
  let tick: (() => void) | null = null;
  let interval = 0;
  const fetchDeployed = vi.fn(async () => deployed());
  const onNewVersion = vi.fn();
  const deps: VersionWatchDeps = {
    running,
    fetchDeployed,
    onNewVersion,
    now: () => now,
    isVisible: () => visible,
    onVisible: (check) => ((onVisible = check), () => (onVisible = null)),
    every: (ms, t) => ((interval = ms), (tick = t), () => (tick = null)),
  };
  const stop = watchVersion(deps);
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    fetchDeployed,
    onNewVersion,
    stop,
    interval: () => interval,
    advance: (ms: number) => (now += ms),
    hide: (hidden: boolean) => (visible = !hidden),
    async visible() {
      onVisible?.();
      await flush();
    },
    async tick() {
      tick?.();
      await flush();
    },
  };
}

describe('watchVersion', () => {
  it('asks nothing at start: the first page’s load is left alone', () => {
    const h = harness(() => 'bbb');
    expect(h.fetchDeployed).not.toHaveBeenCalled();
  });
  it('asks when the page is visible again and every 30 minutes, and reports a new build once', async () => {
    const h = harness(() => 'bbb');
    expect(h.interval()).toBe(VERSION_CHECK_INTERVAL_MS);
    await h.visible();
    expect(h.onNewVersion).toHaveBeenCalledWith('bbb');
    h.advance(VERSION_CHECK_INTERVAL_MS);
    await h.tick();
    expect(h.fetchDeployed).toHaveBeenCalledTimes(2);
    expect(h.onNewVersion).toHaveBeenCalledTimes(1);
  });
  it('says nothing while the deployment is the running build', async () => {
    const h = harness(() => 'aaa');
    await h.visible();
    h.advance(VERSION_CHECK_INTERVAL_MS);
    await h.tick();
    expect(h.fetchDeployed).toHaveBeenCalledTimes(2);
    expect(h.onNewVersion).not.toHaveBeenCalled();
  });
  it('a tab switched back and forth asks once a minute at most; a hidden tab’s timer asks nothing', async () => {
    const h = harness(() => 'aaa');
    await h.visible();
    h.advance(VERSION_CHECK_MIN_GAP_MS - 1);
    await h.visible();
    expect(h.fetchDeployed).toHaveBeenCalledTimes(1);
    h.advance(1);
    await h.visible();
    expect(h.fetchDeployed).toHaveBeenCalledTimes(2);
    h.hide(true);
    h.advance(VERSION_CHECK_INTERVAL_MS);
    await h.tick();
    expect(h.fetchDeployed).toHaveBeenCalledTimes(2);
  });
  it('a deployment after the one reported is reported too', async () => {
    let deployed = 'bbb';
    const h = harness(() => deployed);
    await h.visible();
    deployed = 'ccc';
    h.advance(VERSION_CHECK_INTERVAL_MS);
    await h.tick();
    expect(h.onNewVersion.mock.calls).toEqual([['bbb'], ['ccc']]);
  });
  it('does nothing in a build without an id (development), and stops when told', async () => {
    const dev = harness(() => 'bbb', null);
    await dev.visible();
    expect(dev.fetchDeployed).not.toHaveBeenCalled();
    const h = harness(() => 'bbb');
    h.stop();
    await h.visible();
    await h.tick();
    expect(h.fetchDeployed).not.toHaveBeenCalled();
  });
});

describe('isTyping', () => {
  it('is true in a text field or text area, false on a button or a checkbox', () => {
    document.body.innerHTML = '<input id="t"><textarea id="a"></textarea><input id="c" type="checkbox"><button id="b">x</button>';
    const focus = (id: string) => (document.getElementById(id) as HTMLElement).focus();
    focus('t');
    expect(isTyping()).toBe(true);
    focus('a');
    expect(isTyping()).toBe(true);
    focus('c');
    expect(isTyping()).toBe(false);
    focus('b');
    expect(isTyping()).toBe(false);
    document.body.innerHTML = '';
  });
});
