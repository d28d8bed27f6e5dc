import { defineTable, type Row } from '@/mocks/db/store';

/** One usage-duration report (docs/spec-rules.md section 4): a span of visible time of one visit. */
export interface UsageReportRow extends Row {
  /** `${visitId}.${seq}`: a span is stored once, however often it arrives. */
  id: string;
  visitId: string;
  seq: number;
  /** The user of the session that signed it; null for a visitor (or a session that ended). */
  userId: string | null;
  route: string;
  fixedArea: string | null;
  startedAt: number;
  endedAt: number;
  durationMs: number;
  reason: 'hidden' | 'pagehide';
  /** Emulator-clock ms it arrived. */
  receivedAt: number;
}

export const usageReports = defineTable<UsageReportRow>('usageReports');
