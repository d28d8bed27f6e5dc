import { defineTable, type Row } from '@/mocks/db/store';

/** One error a page reported, or one CSP violation a browser reported (docs/contract.md section 9). */
export interface ErrorReportRow extends Row {
  /** `reporter`: the app's batch; `browser`: a CSP report the browser posted itself. */
  via: 'reporter' | 'browser';
  kind: 'render' | 'error' | 'rejection' | 'chunk' | 'call' | 'csp';
  message: string;
  stack: string | null;
  detail: string | null;
  source: string | null;
  route: string;
  trail: string[];
  count: number;
  buildId: string | null;
  userAgent: string | null;
  /** Epoch ms of the error on the phone (the browser's report: when it arrived). */
  at: number;
  /** Emulator-clock ms it arrived. */
  receivedAt: number;
}

export const errorReports = defineTable<ErrorReportRow>('errorReports');
