import type { Outcome } from './expect.mjs';
import type { CheckResult } from './report.mjs';

export interface Check<Ctx = unknown> {
  id: string;
  area: string;
  name: string;
  recommended?: boolean;
  run(ctx: Ctx): Promise<string | Outcome | void> | string | Outcome | void;
}
export function runCheck<Ctx>(
  check: Check<Ctx>,
  makeContext: (signal: AbortSignal) => Ctx,
  opts: { timeoutMs: number },
): Promise<CheckResult>;
export function once<T>(fn: () => T): () => T;
