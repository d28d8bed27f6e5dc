import { QueryClient, skipToken, type Query, type QueryFunction } from '@tanstack/react-query';
import { isGatewayError } from './errors';
import { withQuerySignal } from './query-signal';

/**
 * Whether a failed query is tried again by itself (the client-wide default): once, and only when
 * the failure came fast (no network, a 5xx, a malformed body). Never a 401 or a business refusal,
 * and never a time-out: the user has already waited the full 60 s (docs/spec-rules.md section 9) and gets the
 * error and its retry.
 */
export function shouldRetryQuery(count: number, error: unknown): boolean {
  return count < 1 && isGatewayError(error) && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed');
}

/** A call that waited out its whole deadline (or was cancelled): never worth a second 60 s by itself. */
function waitedOut(error: unknown): boolean {
  return isGatewayError(error) && (error.kind === 'timeout' || error.kind === 'canceled');
}

type Retry = boolean | number | ((count: number, error: unknown) => boolean) | undefined;
type Interval = number | false | ((query: Query) => number | false | undefined) | undefined;

const GUARDED = Symbol('ow.query-policy');
type Guarded<F> = F & { [GUARDED]?: true };

function mark<F extends object>(f: F): Guarded<F> {
  return Object.assign(f, { [GUARDED]: true as const });
}

/** A query's own retry rule, with time-outs taken out whatever it says. */
export function guardRetry(retry: Retry): Retry {
  if (typeof retry === 'function' && (retry as Guarded<typeof retry>)[GUARDED]) return retry;
  return mark((count: number, error: unknown) => {
    if (waitedOut(error)) return false;
    if (typeof retry === 'function') return retry(count, error);
    if (typeof retry === 'number') return count < retry;
    // TanStack's own default (3) when a query says nothing: the client default replaces it below.
    return retry === true || (retry === undefined && count < 3);
  });
}

/**
 * A query's own polling, paused while it has failed and has nothing to show: a poll of such a
 * query would put its page back on the skeleton (TanStack resets a data-less errored query to
 * pending when it fetches again), hiding the error and its retry for up to another 60 s. It polls
 * again once the page's retry brings data (or as long as earlier data is on screen).
 */
export function guardInterval(interval: Interval): Interval {
  if (interval === undefined || interval === false) return interval;
  if (typeof interval === 'function' && (interval as Guarded<typeof interval>)[GUARDED]) return interval;
  return mark((query: Query) => {
    if (query.state.status === 'error' && query.state.data === undefined) return false;
    return typeof interval === 'function' ? interval(query) : interval;
  });
}

type QueryFn = QueryFunction | typeof skipToken | undefined;

/** A query's function with its abort signal handed to the gateway calls it makes (./query-signal.ts). */
export function guardQueryFn(queryFn: QueryFn): QueryFn {
  if (typeof queryFn !== 'function' || (queryFn as Guarded<QueryFunction>)[GUARDED]) return queryFn;
  return mark(((context: Parameters<QueryFunction>[0]) => withQuerySignal(context.signal, () => queryFn(context))) as QueryFunction);
}

/**
 * Keeps every query of a client to the policy above, whatever options a feature passes: the
 * client-wide rule, not one each page has to remember (issue 13 item 2).
 */
export function applyQueryPolicy(client: QueryClient): QueryClient {
  const base = client.defaultQueryOptions.bind(client);
  const guarded = (options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
    const o = base(options) as { retry?: Retry; refetchInterval?: Interval; queryFn?: QueryFn };
    o.retry = guardRetry(o.retry);
    o.queryFn = guardQueryFn(o.queryFn);
    o.refetchInterval = guardInterval(o.refetchInterval);
    return o;
  };
  client.defaultQueryOptions = guarded as QueryClient['defaultQueryOptions'];
  return client;
}
