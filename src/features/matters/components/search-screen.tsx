import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { confirm } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { hotWordsQuery } from '../api/get-hot-words';
import { searchQuery } from '../api/search';
import { matterSuggestionsQuery } from '../api/get-suggestions';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { addToHistory, clearHistory, readHistory } from '../search-history';
import { SearchBox, SearchStart, SuggestionList, WordChips } from './search-parts';
import { SearchResults } from './search-results';

/** Debounce of suggestions while typing. */
export const SUGGEST_DELAY_MS = 300;

export interface SearchScreenProps {
  areaCode: string;
  /** The searched text (from the address). */
  q: string;
  /** Searches a text: the page puts it in the address. */
  onSearch: (q: string) => void;
}

/** One box for matters, 一件事, halls and guides: history, hot words, suggestions and grouped results. */
export function SearchScreen({ areaCode, q, onSearch }: SearchScreenProps) {
  const [text, setText] = useState(q);
  const [history, setHistory] = useState(readHistory);
  const [typing, setTyping] = useState(false);
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useQuery({ ...matterSuggestionsQuery(areaCode, typed), enabled: typing && typed.length > 0 && typed !== q });
  const hot = useQuery(hotWordsQuery(areaCode));
  const result = useQuery(searchQuery(areaCode, q));

  const run = (word: string) => {
    const w = word.trim();
    if (!w) return;
    setText(w);
    setTyping(false);
    setHistory(addToHistory(w));
    onSearch(w);
  };
  const clear = async () => {
    if (await confirm({ title: '清空搜索历史', content: '确定清空全部搜索历史吗？' })) {
      clearHistory();
      setHistory([]);
    }
  };

  const showSuggestions = typing && typed.length > 0 && (suggestions.data?.length ?? 0) > 0;
  return (
    <>
      <SearchBox
        text={text}
        onType={(t) => {
          setText(t);
          setTyping(true);
        }}
        onSubmit={() => run(text)}
      />
      {showSuggestions ? <SuggestionList suggestions={suggestions.data!} typed={typed} onPick={run} /> : null}
      {!q ? (
        <SearchStart history={history} hot={hot} onPick={run} onClear={() => void clear()} />
      ) : result.isPending ? (
        <LoadingState />
      ) : result.isError ? (
        <ErrorState message={result.error instanceof Error ? result.error.message : undefined} onRetry={() => void result.refetch()} />
      ) : result.data.matters.length + result.data.oneThings.length + result.data.halls.length + result.data.guides.length === 0 ? (
        <EmptyState
          title={`没有找到与“${q}”相关的结果`}
          description="试试更短或更常用的说法，例如“社保卡”“老年卡”，或者从下面的热门搜索和事项分类找找"
          action={
            <>
              {hot.data ? <WordChips list={hot.data.slice(0, 6)} label="试试这些" onPick={run} /> : null}
              <AppLink to={paths.gotoHandle()}>按分类查找事项</AppLink>
            </>
          }
        />
      ) : (
        <SearchResults data={result.data} />
      )}
    </>
  );
}
