export interface Answer {
  status: number;
  body: unknown;
}
export interface Outcome {
  status: 'PASS' | 'WARN' | 'SKIP';
  reason: string;
}
export const SIGNATURE_ERROR: { code: 403; message: string };
export class CheckFailed extends Error {}
export class CheckSkipped extends Error {}
export function pass(reason: string): Outcome;
export function warn(reason: string): Outcome;
export function skip(reason: string): Outcome;
export function expect(condition: unknown, reason: string | (() => string)): void;
export function brief(res: Answer | null | undefined, max?: number): string;
export function readEnvelope(body: unknown): {
  ok: boolean;
  code: unknown;
  message: string;
  payload: unknown;
  shape: 'data' | 'result' | null;
};
export function successEnvelopeProblem(res: Answer): string | null;
export function payloadOf(res: Answer, what?: string): unknown;
export function isSignatureError(res: Answer): boolean;
export function isUnauthorized(res: Answer): boolean;
export function refusalProblem(res: Answer): string | null;
export function errorText(e: unknown): string;
