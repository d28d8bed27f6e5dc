import { useEffect, useRef } from 'react';

/** Scroll offsets of pages that are not kept alive, by key, for the life of the tab. */
const offsets = new Map<string, number>();

/**
 * Remembers how far the page body (the scrolling ancestor of the returned ref) was scrolled,
 * and scrolls back there once the content is `ready` — so coming back from previewFile to a
 * guide returns to the same place.
 */
export function useScrollMemory<T extends HTMLElement>(key: string, ready: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const body = ref.current?.closest<HTMLElement>('[data-testid="page-body"]');
    if (!body || !ready) return;
    const saved = offsets.get(key);
    if (saved) body.scrollTop = saved;
    const onScroll = () => offsets.set(key, body.scrollTop);
    body.addEventListener('scroll', onScroll, { passive: true });
    return () => body.removeEventListener('scroll', onScroll);
  }, [key, ready]);
  return ref;
}
