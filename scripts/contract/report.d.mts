export type Status = 'PASS' | 'FAIL' | 'WARN' | 'SKIP';
export const STATUSES: Status[];
export interface CheckResult {
  id: string;
  area: string;
  name: string;
  status: Status;
  reason: string;
  recommended?: boolean;
  ms?: number;
}
export interface Counts {
  passed: number;
  failed: number;
  warned: number;
  skipped: number;
  total: number;
}
export interface ReportSettings {
  gateway: string;
  cloud: string;
  socket: string;
  adminToken?: string | null;
}
export function oneLine(text: unknown, max?: number): string;
export function formatResult(r: CheckResult): string;
export function formatArea(area: string): string;
export function countResults(results: CheckResult[]): Counts;
export function summaryLine(counts: Counts): string;
export function asideLine(counts: Counts): string | null;
export function exitCodeOf(counts: Counts): 0 | 1;
export function formatHeader(settings: ReportSettings): string[];
export function formatFooter(results: CheckResult[]): string[];
export function formatReport(results: CheckResult[], settings: ReportSettings): string;
export interface JsonReport extends Counts {
  gateway: string;
  cloud: string;
  socket: string;
  adminChecks: boolean;
  startedAt: string | null;
  durationMs: number | null;
  ok: boolean;
  summary: string;
  results: (Required<Omit<CheckResult, 'ms'>> & { ms: number | null })[];
}
export function jsonReport(
  results: CheckResult[],
  settings: ReportSettings,
  timing?: { startedAt?: string; durationMs?: number },
): JsonReport;
