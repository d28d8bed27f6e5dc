/**
 * Is a new version out? The build writes its id into index.html (`<meta name="ow-build">`) and
 * into `version.json` beside it (scripts/vite-plugin-version.ts; docs/deploy.md, "A redeploy").
 * An open page asks for version.json when it becomes visible again and every 30 minutes while it
 * is visible, never while the first page loads; a different id means a new deployment.
 */

/** How often a visible page asks. */
export const VERSION_CHECK_INTERVAL_MS = 30 * 60_000;
/** Two checks are at least this far apart (a tab switched back and forth asks once). */
export const VERSION_CHECK_MIN_GAP_MS = 60_000;

/** The build id of the running page (none in development or tests: nothing to compare). */
export function runningBuild(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="ow-build"]')?.content || null;
}

/** The build id in a version.json body, or null for anything else (an HTML error page, a proxy's answer). */
export function buildOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const build = (body as { build?: unknown }).build;
  return typeof build === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(build) ? build : null;
}

/** Whether the deployed build differs from the running one (an unreadable answer says nothing). */
export function isNewVersion(running: string | null, deployed: string | null): boolean {
  return Boolean(running && deployed && running !== deployed);
}

/** Reads the deployed build id; null when it cannot be read (offline, an error page). */
export async function fetchDeployedBuild(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher('./version.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    return buildOf(await res.json());
  } catch {
    return null;
  }
}

export interface VersionWatchDeps {
  running: string | null;
  fetchDeployed: () => Promise<string | null>;
  onNewVersion: (build: string) => void;
  now: () => number;
  isVisible: () => boolean;
  /** Calls `check` when the page becomes visible; returns the unsubscribe. */
  onVisible: (check: () => void) => () => void;
  /** Calls `tick` every `ms`; returns the stop. */
  every: (ms: number, tick: () => void) => () => void;
}

/**
 * Watches for a new deployment: asks on each return to the page and every 30 minutes while it
 * is visible, at most once a minute, one request at a time; reports each new build id once.
 * Returns the stop.
 */
export function watchVersion(deps: VersionWatchDeps): () => void {
  if (!deps.running) return () => undefined;
  let last = -Infinity;
  let asking = false;
  const reported = new Set<string>();
  const check = () => {
    const at = deps.now();
    if (asking || !deps.isVisible() || at - last < VERSION_CHECK_MIN_GAP_MS) return;
    asking = true;
    last = at;
    void deps
      .fetchDeployed()
      .then((deployed) => {
        if (deployed && isNewVersion(deps.running, deployed) && !reported.has(deployed)) {
          reported.add(deployed);
          deps.onNewVersion(deployed);
        }
      })
      .finally(() => {
        asking = false;
      });
  };
  const stopVisible = deps.onVisible(check);
  const stopTimer = deps.every(VERSION_CHECK_INTERVAL_MS, check);
  return () => {
    stopVisible();
    stopTimer();
  };
}

/** The browser's visibility and timers for watchVersion. */
export function browserWatchDeps(): Pick<VersionWatchDeps, 'now' | 'isVisible' | 'onVisible' | 'every'> {
  return {
    now: () => Date.now(),
    isVisible: () => document.visibilityState === 'visible',
    onVisible: (check) => {
      const listener = () => {
        if (document.visibilityState === 'visible') check();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    every: (ms, tick) => {
      const timer = setInterval(tick, ms);
      return () => clearInterval(timer);
    },
  };
}

/** Whether the user is typing: a text field, text area or editable element has the focus. */
export function isTyping(doc: Document = document): boolean {
  const el = doc.activeElement as HTMLElement | null;
  if (!el) return false;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA') return true;
  if (el.tagName !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color', 'image'].includes(type);
}
