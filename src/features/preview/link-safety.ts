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

const DANGEROUS_TAGS = 'script, iframe, frame, object, embed, applet, form, base, meta, link[rel="import"], portal';
const URL_ATTRS = ['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background'];

/**
 * docx-preview copies hyperlink targets into `href` unchecked and can embed HTML, so after
 * rendering: drop active elements and event attributes, disable every link whose scheme is not
 * http(s), mailto, tel or `#`, and keep only blob: and data:image sources. Returns how many
 * links were disabled.
 */
export function neutraliseLinks(root: Element, pageHref: string): number {
  let disabled = 0;
  root.querySelectorAll(DANGEROUS_TAGS).forEach((el) => el.remove());
  const all = [root, ...Array.from(root.querySelectorAll('*'))];
  for (const el of all) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') el.removeAttribute(attr.name);
    }
    for (const name of URL_ATTRS) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      if (name === 'href' || name === 'xlink:href') {
        const target = classifyLink(value, pageHref);
        if (target.kind === 'blocked') {
          el.removeAttribute(name);
          el.setAttribute('data-link-disabled', 'true');
          disabled += 1;
        } else if (target.kind === 'open') {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer');
        }
      } else if (!/^(blob:|data:image\/(png|jpe?g|gif|bmp|webp|x-emf|x-wmf|emf|wmf|tiff?);)/i.test(value.trim())) {
        el.removeAttribute(name);
      }
    }
  }
  return disabled;
}
