import { useQuery } from '@tanstack/react-query';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { suggestionsQuery } from '../api/get-completion';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300;

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
