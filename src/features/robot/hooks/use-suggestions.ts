import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { suggestionsQuery } from '../api/get-completion';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300;

/** A value that follows `value` once it has stayed unchanged for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Suggestions for what is being typed: asked after a pause, keyed by the text, so an answer for
 * older text never shows for newer text (and its request is aborted).
 */
export function useSuggestions(areaCode: string, typed: string) {
  const word = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery(suggestionsQuery(areaCode, word));
  // Only what answers the text in the box now: while typing goes on, nothing stale shows.
  const current = query.data && query.data.word === typed.trim() ? query.data : null;
  return {
    suggestions: current?.list ?? [],
    words: current?.words ?? [],
    loading: word.length > 0 && query.isFetching,
    failed: query.isError && word === typed.trim(),
    retry: () => void query.refetch(),
  };
}
