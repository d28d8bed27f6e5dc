import DOMPurify from 'dompurify';
import { matchRoute, pathOf, type RouteName } from '@/config/routes';
import { splitTarget } from '@/lib/router/href';

const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'br', 'a', 'span'];
const ALLOWED_ATTR = ['href'];

/**
 * The app path of an internal answer link (`#/guidelines?matterId=M1`), rebuilt through the route
 * table's path builder so that only known routes and their declared parameters pass; null for
 * anything else.
 */
export function internalPath(href: string): string | null {
  if (!href.startsWith('#/')) return null;
  const { path, query } = splitTarget(href.slice(1));
  const route = matchRoute(path);
  if (!route) return null;
  const params: Record<string, string> = {};
  for (const key of Object.keys(route.params)) {
    const v = query.get(key);
    if (v) params[key] = v;
  }
  for (const [key, need] of Object.entries(route.params)) if (need === 'required' && !params[key]) return null;
  return pathOf(route.name as RouteName, params);
}

/**
 * Sanitises an answer's rich text with an allow-list. Internal links get `data-route` (the app
 * path) and an href with the area kept (`toHref`); `tel:` links stay; web links open in a new
 * tab without the opener; any other link loses its href.
 */
export function sanitizeAnswerHtml(html: string, toHref: (appPath: string) => string): string {
  const hook = (node: Element) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    const internal = internalPath(href);
    if (internal) {
      node.setAttribute('href', `#${toHref(internal)}`);
      node.setAttribute('data-route', internal);
    } else if (/^tel:[\d+-]+$/.test(href)) {
      // a phone number: the dialler opens
    } else if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('href');
    }
  };
  DOMPurify.addHook('afterSanitizeAttributes', hook);
  try {
    return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel', 'data-route'] });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}

/** The answer as plain text, sentence by sentence (what the virtual guide reads aloud). */
export function answerText(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'br'], ALLOWED_ATTR: [] });
  const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li')].map((el) => (el.textContent ?? '').trim()).filter(Boolean);
  return blocks.map((b) => (/[。！？；：]$/.test(b) ? b : `${b}。`)).join('\n');
}
