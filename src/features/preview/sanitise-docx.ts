import DOMPurify from 'dompurify';
import { classifyLink } from './link-safety';

/** Sources a rendered document may load: its own embedded images, never a remote address. */
const EMBEDDED_SOURCE = /^(blob:|data:image\/(png|jpe?g|gif|bmp|webp|x-emf|x-wmf|emf|wmf|tiff?);)/i;
/** The URI allow-list DOMPurify applies to every URI attribute before the hook sees it. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|#|blob:|data:image\/(?:png|jpe?g|gif|bmp|webp|x-emf|x-wmf|emf|wmf|tiff?);)/i;
const LINK_ATTRS = ['href', 'xlink:href'] as const;
const SOURCE_ATTRS = ['src', 'data', 'poster', 'background'] as const;

/**
 * Sanitises docx-preview's output in place with DOMPurify before it is attached to the page:
 * an allow-list of HTML and SVG (no script, frames, objects, forms or inputs, no event handlers),
 * and a link hook that keeps only links `classifyLink` opens (http(s), mailto, tel) or fragments,
 * marking them `target=_blank rel=noopener noreferrer`; any other link loses its address and is
 * marked `data-link-disabled`. Sources keep only the document's own blob: and data:image images,
 * so a document cannot make the browser fetch anything. Returns how many links were disabled.
 */
export function sanitiseDocx(root: Element, pageHref: string): number {
  const purify = DOMPurify(window);
  let disabled = 0;
  const hadLink = new WeakSet<Element>();
  const isAnchor = (el: Element) => el.localName.toLowerCase() === 'a';
  purify.addHook('beforeSanitizeAttributes', (node) => {
    if (node instanceof Element && isAnchor(node) && LINK_ATTRS.some((a) => node.hasAttribute(a))) hadLink.add(node);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (!isAnchor(node)) {
      // On anything but a link (svg image, use, feImage), href is a source: embedded or in-document only.
      for (const name of LINK_ATTRS) {
        const value = node.getAttribute(name);
        if (value !== null && !EMBEDDED_SOURCE.test(value.trim()) && !value.trim().startsWith('#')) node.removeAttribute(name);
      }
    }
    let linked = false;
    for (const name of isAnchor(node) ? LINK_ATTRS : []) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const target = classifyLink(value, pageHref);
      if (target.kind === 'blocked') {
        node.removeAttribute(name);
      } else {
        linked = true;
        if (target.kind === 'open') {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
    }
    // A link DOMPurify or the hook took the address from stays as text, visibly disabled.
    if (hadLink.has(node) && !linked) {
      node.setAttribute('data-link-disabled', 'true');
      disabled += 1;
    }
    for (const name of SOURCE_ATTRS) {
      const value = node.getAttribute(name);
      if (value !== null && !EMBEDDED_SOURCE.test(value.trim())) node.removeAttribute(name);
    }
  });
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { html: true, svg: true },
    // docx-preview writes the document's styles as <style> elements and class/style attributes.
    ADD_TAGS: ['style'],
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'base',
      'meta',
      'link',
      'portal',
      'iframe',
      'frame',
      'object',
      'embed',
      'applet',
      'audio',
      'video',
      'source',
      'track',
      'foreignObject',
    ],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'ping', 'srcdoc'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
  return disabled;
}
