/**
 * The fault switch: latency, 5xx, time-outs, 401 and malformed bodies, set from the page URL
 * (`?faults=latency:3000,error:0.2`), kept for the tab in sessionStorage, or set by tests.
 */
export interface Faults {
  /** Extra milliseconds before every answer. */
  latency: number;
  /** Probability (0-1) of a 500 with a message. */
  error: number;
  /** Probability of never answering (the client's time-out fires). */
  timeout: number;
  /** Probability of a 401. */
  unauthorized: number;
  /** Probability of a body that is not an envelope. */
  malformed: number;
  /** Only paths containing this text are affected (all when empty). */
  match: string;
  /** Message of injected 500s. */
  message: string;
}

export const NO_FAULTS: Faults = {
  latency: 0,
  error: 0,
  timeout: 0,
  unauthorized: 0,
  malformed: 0,
  match: '',
  message: '服务器繁忙，请稍后重试',
};

let current: Faults = { ...NO_FAULTS };
const KEY = 'ow-emulator-faults';

/** Parses `latency:3000,error:0.2,match:/complaint`. */
export function parseFaults(spec: string): Faults {
  const out: Faults = { ...NO_FAULTS };
  for (const part of spec.split(',')) {
    const [k, ...rest] = part.split(':');
    const v = rest.join(':');
    if (k === 'match' || k === 'message') out[k] = decodeURIComponent(v);
    else if (k === '401') out.unauthorized = Number(v);
    else if (k in out) (out as unknown as Record<string, number>)[k] = Number(v) || 0;
  }
  return out;
}

export function getFaults(): Faults {
  return current;
}

export function setFaults(f: Partial<Faults>): void {
  current = { ...NO_FAULTS, ...f };
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // sessionStorage unavailable: faults last for this page only.
  }
}

export function clearFaults(): void {
  setFaults({});
}

/** Reads `?faults=` from the page URL (before the hash), else what this tab set before. */
export function loadFaultsFromPage(): void {
  const fromUrl = new URLSearchParams(window.location.search).get('faults');
  if (fromUrl) return setFaults(parseFaults(fromUrl));
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw) current = { ...NO_FAULTS, ...(JSON.parse(raw) as Partial<Faults>) };
  } catch {
    current = { ...NO_FAULTS };
  }
}

/** Injectable randomness, so fault tests are deterministic. */
export const faultRandom = { next: () => Math.random() };
