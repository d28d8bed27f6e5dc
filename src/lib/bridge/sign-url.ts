import { signablePart } from './landing';
import type { MessengerPlatform } from './platform';

/**
 * The address the JS-SDK signature must be issued for: on iOS the messenger verifies against
 * the address the page was first opened at (pushState and replaceState do not change it), on
 * Android against the current address.
 */
export function signUrlFor(platform: MessengerPlatform, landingHref: string, currentHref: string): string {
  return signablePart(platform === 'ios' ? landingHref : currentHref);
}
