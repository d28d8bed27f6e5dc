import { HALL_FIELDS, type Env } from './read-env';

export type { Env, IceServer } from './read-env';

/**
 * A hall's run-time configuration over the build's (docs/deploy.md, "One image, many halls"): the
 * container's start script checks the hall's variables with readEnv and writes the result into
 * index.html's `<script type="application/json" id="ow-config">` (data, never run, so the CSP
 * allows it). Read once at boot: each field must have the build's type, else the whole block is
 * refused and the build's values stay (and the console says why). Empty (dev, tests): the build's.
 */
export function withHallConfig(built: Env, text: string | null | undefined): Env {
  if (!text?.trim()) return built;
  try {
    const hall = JSON.parse(text) as Record<string, unknown>;
    const next: Record<string, unknown> = { ...built };
    for (const k of HALL_FIELDS) {
      if (!(k in hall)) continue;
      const v = hall[k];
      if (Array.isArray(built[k]) ? !Array.isArray(v) : typeof v !== typeof built[k]) throw new Error(k);
      next[k] = v;
    }
    return next as unknown as Env;
  } catch (e) {
    console.error('ow-config refused, the build configuration stays:', e);
    return built;
  }
}

/**
 * The configuration (docs/contract.md section 1): the build's, read and validated from the
 * `VITE_*` variables by readEnv (scripts/vite-plugin-env.ts, which defines `__OW_ENV__`; the first
 * load carries the values, not the parsing, issue 14), with the hall's run-time values over it.
 */
export const env: Env = withHallConfig(
  __OW_ENV__,
  typeof document === 'undefined' ? null : document.getElementById('ow-config')?.textContent,
);
