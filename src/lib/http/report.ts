import { toast } from '../feedback/feedback';
import { captureError } from '../errors/capture';
import { currentHashRoute, splitTarget, withAreaParams } from '../router/href';
import { effectiveAreaParams } from '../router/defaults';
import { GatewayError, MESSAGES } from './errors';
import { paths } from '@/config/routes';
import { registerStoreReset } from '../stores/registry';

let lastExpiredAt = 0;
registerStoreReset(() => {
  lastExpiredAt = 0;
});

/** A 401's way to the login: the current route as the redirect, the area kept. */
function toLogin(redirect: string): void {
  const area = effectiveAreaParams(`?${splitTarget(currentHashRoute()).query}`);
  window.location.hash = `#${withAreaParams(paths.login({ redirect }), area)}`;
}

/** Listeners told about every expiry (the auth store clears its session there). */
const expiryListeners = new Set<() => void>();
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/**
 * The one reporter of failed calls: 401 toasts the expiry message and goes to /login keeping
 * the current route (unless inside a login flow, which simply rejects); other failures toast
 * their message unless the call is silent.
 */
export function reportError(error: GatewayError, opts: { silent?: boolean; loginFlow?: boolean }): void {
  if (error.kind === 'canceled') return;
  if (error.kind === 'auth') {
    if (opts.loginFlow) return;
    expiryListeners.forEach((l) => l());
    const now = Date.now();
    // Several calls of one page fail together: one toast, one navigation. (A clock set back since
    // the last one is not "together": its toast is not held back until the clock catches up.)
    if (now >= lastExpiredAt && now - lastExpiredAt < 1500) return;
    lastExpiredAt = now;
    toast.info(MESSAGES.expired);
    const here = currentHashRoute();
    if (!here.startsWith('/login')) toLogin(here);
    return;
  }
  if (opts.silent) return;
  toast.fail(error.message);
  // A failure the user saw is reported to the gateway, scrubbed (docs/contract.md section 9).
  captureError('call', error, `${error.kind}${error.code === undefined ? '' : ` ${error.code}`}`);
}
