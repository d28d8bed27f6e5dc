/** The socket address: the configured one, else `<gateway base>/im/socket` on the page's origin (ws: or wss:). */
export function socketUrl(configured: string, gatewayBase: string, location: { protocol: string; host: string }): string {
  if (configured) return configured;
  if (/^https?:\/\//.test(gatewayBase)) return `${gatewayBase.replace(/^http/, 'ws')}/im/socket`;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${gatewayBase}/im/socket`;
}
