import { clearCalls, countCalls } from './call-log';
import { clock, runDue } from './clock';
import { resetAll } from './db/store';
import { clearFaults, setFaults, type Faults } from './faults';
import { sessions } from './gateway';
import { messengerTestApi } from './features/messenger/test-api';
import { queueTestApi } from './features/queue/test-api';
import { imTestApi } from './features/im/test-api';
import { noticesTestApi } from './features/notices/test-api';
import { insertDemoRecords } from './features/rating/demo-records';
import { usageReports } from './features/usage/tables';
import { errorReports } from './features/errors/tables';

/** What tests (Vitest and Playwright via `window.__owEmulator`) use to drive the emulator. */
export const emulatorTestApi = {
  /** Scene setting of the queue feature (slots taken meanwhile, the next opening). */
  queue: queueTestApi,
  /** The messenger platform: jsapi tickets, the addresses signed. */
  messenger: messengerTestApi,
  /** The messaging emulator's stored messages. */
  im: imTestApi,
  /** 服务通知: a user's notices, the SMS and subscribe messages they sent (docs/notices.md). */
  notices: noticesTestApi,
  /** The usage-duration reports the emulator stored (docs/usage.md). */
  usageReports: () => usageReports.all(),
  /** The error and CSP reports the emulator stored, oldest first (docs/contract.md section 9). */
  errorReports: () => errorReports.all().sort((a, b) => a.receivedAt - b.receivedAt),
  /** Every table back to its seed, no faults, clock at wall time. */
  reset(): void {
    resetAll();
    clearFaults();
    clearCalls();
  },
  /** Calls whose path contains `match` (of `method`, when given) that reached the gateway, and how many the fault switch let through. */
  calls: (match: string, method?: string) => countCalls(match, method),
  setFaults(f: Partial<Faults>): void {
    setFaults(f);
  },
  clearFaults,
  advanceClock(ms: number): void {
    clock.advance(ms);
    runDue();
  },
  now: () => clock.now(),
  /**
   * Opens a session as a login would (for journeys that are not about logging in) and returns
   * the token and secret the page puts in sessionStorage.
   */
  startSession(
    opts: { userId?: string; authority?: 'openId' | 'mobile' | 'luluTong'; mobile?: string; token?: string; secret?: string } = {},
  ): {
    token: string;
    secret: string;
  } {
    // A journey may choose the values, to look for them where they must never appear (e2e/errors.spec.ts).
    const token = opts.token ?? `test-token-${Math.random().toString(36).slice(2)}`;
    const secret = opts.secret ?? `test-secret-${Math.random().toString(36).slice(2)}`;
    sessions.insert({
      id: token,
      secret,
      userId: opts.userId ?? 'U0001',
      authority: opts.authority ?? 'mobile',
      mobile: opts.mobile ?? '13800138000',
      expiresAt: Date.now() + 3600_000,
    });
    return { token, secret };
  },
  /** Adds the demo citizen's records (a complaint with its reply, a matter feedback): seed/demo-records.ts. */
  insertDemoRecords,
  /** The tokens of the sessions the emulator holds (a journey checks that no write was lost). */
  sessionTokens: (): string[] => sessions.all().map((s) => s.id),
  /** Expires every session (or the one of `token`): the next login call answers 401. */
  expireSessions(token?: string): void {
    for (const s of sessions.all()) if (!token || s.id === token) sessions.update(s.id, { expiresAt: 0 });
  },
};

export type EmulatorTestApi = typeof emulatorTestApi;
