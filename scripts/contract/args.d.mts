export const DEFAULT_MOBILE: string;
export const DEFAULT_AREA: string;
export const DEFAULT_SIGN_PREFIX: string;
export const CHECK_TIMEOUT_MS: number;
export const USAGE: string;
export class UsageError extends Error {}
export interface Settings {
  help: false;
  json: boolean;
  gateway: string;
  cloud: string;
  socket: string;
  origin: string;
  mobile: string;
  smsCode: string | null;
  area: string;
  signPrefix: string;
  adminToken: string | null;
  only: string[];
}
export function defaultCloudOf(gateway: string): string;
export function defaultSocketOf(gateway: string): string;
export function parseArgs(argv: string[]): Settings | { help: true; json: boolean };
