/** The parameters the chat-app authorization passes through and back (docs/spec-rules.md section 9). */
export const AUTHORIZATION_PASSTHROUGH = ['appId', 'hallId', 'rootArea', 'path', 'target', 'fixedArea', 'extraParams', 'sysName'] as const;

/** The emulator's built-in chat-app authorization page (an in-app route). */
export const EMULATOR_AUTHORIZATION_ROUTE = '/auth/wxAuthorize';

/** Where the chat-app authorization lives: a configured URL, or the emulator's page. */
export function authorizationUrl(passthrough: Record<string, string>, configuredUrl: string): { external: string } | { internal: string } {
  const query = new URLSearchParams();
  for (const key of AUTHORIZATION_PASSTHROUGH) {
    const v = passthrough[key];
    if (v) query.set(key, v);
  }
  if (configuredUrl) return { external: `${configuredUrl}${configuredUrl.includes('?') ? '&' : '?'}${query}` };
  return { internal: `${EMULATOR_AUTHORIZATION_ROUTE}?${query}` };
}

/** The pass-through values of an authorization redirect, from the start parameters and defaults. */
export function passthroughFrom(
  params: URLSearchParams,
  defaults: { appId: string; path: string; fixedArea?: string; rootArea?: string; sys?: string },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of AUTHORIZATION_PASSTHROUGH) {
    const v = params.get(key);
    if (v) out[key] = v;
  }
  out.appId ||= defaults.appId;
  out.path ||= defaults.path;
  if (!out.fixedArea && defaults.fixedArea) out.fixedArea = defaults.fixedArea;
  if (!out.rootArea && defaults.rootArea) out.rootArea = defaults.rootArea;
  if (!out.sysName && defaults.sys) out.sysName = defaults.sys;
  return out;
}
