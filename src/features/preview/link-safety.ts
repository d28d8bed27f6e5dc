/** Schemes a document link may open: the web, mail and phone. */
const OPENABLE = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export type LinkTarget =
  | { kind: 'fragment' }
  | { kind: 'open'; href: string; /** Leaves this origin (mailto and tel included): ask first. */ external: boolean }
  | { kind: 'blocked' };

/** Classifies a link found in a rendered document (PDF annotation url or docx hyperlink). */
export function classifyLink(href: string | null | undefined, pageHref: string): LinkTarget {
  // eslint-disable-next-line no-control-regex
  const raw = (href ?? '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (!raw) return { kind: 'blocked' };
  if (raw.startsWith('#')) return { kind: 'fragment' };
  // Documents carry absolute links; a relative or protocol-relative one has no meaning outside
  // the document, so it is not opened.
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(raw)) return { kind: 'blocked' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'blocked' };
  }
  if (!OPENABLE.has(url.protocol)) return { kind: 'blocked' };
  let external = true;
  try {
    external = url.origin !== new URL(pageHref).origin || url.origin === 'null';
  } catch {
    external = true;
  }
  return { kind: 'open', href: url.href, external };
}
