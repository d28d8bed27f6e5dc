import type { MessengerPlatform } from './platform';

/** An address as the messenger's JS-SDK signs it: everything before the `#`. */
export function signablePart(href: string): string {
  const i = href.indexOf('#');
  return i === -1 ? href : href.slice(0, i);
}

// Captured when this module is evaluated: main.tsx imports it first, before the router or the
// auth start can rewrite the address (the start strips consumed login parameters with
// replaceState). The iOS messenger keeps signing this address whatever the page does later.
const landing = typeof window === 'undefined' ? '' : signablePart(window.location.href);

/** The address the page was first opened at, without its hash. */
export function landingUrl(): string {
  return landing;
}

/**
 * The address the JS-SDK signature must be issued for: on iOS the messenger verifies against
 * the address the page was first opened at (pushState and replaceState do not change it), on
 * Android against the current address.
 */
export function signUrlFor(platform: MessengerPlatform, landingHref: string, currentHref: string): string {
  return signablePart(platform === 'ios' ? landingHref : currentHref);
}
