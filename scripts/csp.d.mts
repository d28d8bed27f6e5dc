export function originOf(address: string | undefined): string | null;
export function contentSecurityPolicy(env: Record<string, string | undefined>, extra?: { fileOrigins?: string[] }): string;
export function permissionsPolicy(o?: { camera?: boolean }): string;
export const CSP_REPORT_PATH: string;
export function withSameHostSockets(csp: string): string;
