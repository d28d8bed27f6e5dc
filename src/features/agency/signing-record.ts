/** Hex SHA-256 of a text (Web Crypto): binds a signature to the exact document shown. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A short description of the signing device, stored with the signature. */
export function deviceDescription(
  nav: Pick<Navigator, 'userAgent'> = navigator,
  screenInfo = { w: window.screen?.width ?? 0, h: window.screen?.height ?? 0, dpr: window.devicePixelRatio || 1 },
): string {
  const ua = nav.userAgent;
  const browser = /MicroMessenger/i.test(ua)
    ? '微信'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /Chrome|Chromium/.test(ua)
        ? 'Chrome'
        : /Safari/.test(ua)
          ? 'Safari'
          : /Firefox/.test(ua)
            ? 'Firefox'
            : '浏览器';
  const os = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '未知系统';
  return `${browser} · ${os} · ${screenInfo.w}x${screenInfo.h}@${screenInfo.dpr}x`;
}
