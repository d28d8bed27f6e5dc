/**
 * What reached the gateway, call by call: the form fault matrix (docs/reliability.md, "Submits")
 * counts a form's sends with it, sent (arrived, whatever the fault switch then did) and handled
 * (passed the fault switch to the handler, which answered). Kept in memory, the latest
 * `MAX_CALLS` only, so a long-running gateway server does not grow with it.
 */
export const MAX_CALLS = 2000;

interface CallEntry {
  method: string;
  path: string;
  handled: boolean;
}

let calls: CallEntry[] = [];

/** Notes a call as it arrives; mark the entry `handled` once the fault switch let it through. */
export function noteCall(method: string, path: string): CallEntry {
  const entry: CallEntry = { method, path, handled: false };
  calls.push(entry);
  if (calls.length > MAX_CALLS) calls = calls.slice(-MAX_CALLS);
  return entry;
}

/** How many calls whose path contains `match` (of `method`, when given) arrived, and how many of them were handled. */
export function countCalls(match: string, method?: string): { sent: number; handled: number } {
  const mine = calls.filter((c) => c.path.includes(match) && (!method || c.method === method.toUpperCase()));
  return { sent: mine.length, handled: mine.filter((c) => c.handled).length };
}

export function clearCalls(): void {
  calls = [];
}
