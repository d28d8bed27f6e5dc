export interface Session {
  token: string;
  secret: string;
  mobile?: string;
}
export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
  ms: number;
}
export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  form?: FormData;
  session?: Session;
  headers?: Record<string, string>;
  prefix?: string;
  signal?: AbortSignal;
}
export function signOf(params: Record<string, unknown>, random: string): string;
export function signingHeaders(opts?: {
  prefix?: string;
  params?: Record<string, unknown>;
  path?: string;
  sign?: boolean;
  random?: string;
  timestamp?: string;
}): Record<string, string>;
export function call(base: string, method: string, path: string, opts?: CallOptions): Promise<CallResult>;
export function unwrap<T = unknown>(res: CallResult): T;
export function loginByMobile(base: string, mobile: string, opts?: { smsCode?: string }): Promise<Session>;
export function admin(
  origin: string,
  token: string,
): { post<T = unknown>(name: string, ...args: unknown[]): Promise<T>; status<T = Record<string, unknown>>(): Promise<T> };
