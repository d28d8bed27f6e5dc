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
