import type { Env } from './read-env';

export type { Env, IceServer } from './read-env';

/**
 * The configuration (docs/contract.md section 1), read and validated from the `VITE_*` variables at
 * build time by readEnv (scripts/vite-plugin-env.ts, which defines `__OW_ENV__`): the first load
 * carries the values, not the parsing (issue 14).
 */
export const env: Env = __OW_ENV__;
