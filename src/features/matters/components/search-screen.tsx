import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { confirm } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { hotWordsQuery } from '../api/get-hot-words';
import { searchQuery } from '../api/search';
import { matterSuggestionsQuery } from '../api/get-suggestions';
import { useDebounced } from '../hooks/use-debounced';
import { addToHistory, clearHistory, readHistory } from '../search-history';
import { Highlight } from './highlight';
import { SearchResults } from './search-results';
import styles from './matters.module.css';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(text);
  };
  const clear = async () => {
    if (await confirm({ title: '清空搜索历史', content: '确定清空全部搜索历史吗？' })) {
      clearHistory();
      setHistory([]);
    }
  };

  const words = (list: string[], label: string) => (
    <div className={styles.chips} role="list" aria-label={label}>
      {list.map((w) => (
        <span role="listitem" key={w}>
          <button type="button" className={styles.chip} onClick={() => run(w)}>
            {w}
          </button>
        </span>
      ))}
    </div>
  );

  const showSuggestions = typing && typed.length > 0 && (suggestions.data?.length ?? 0) > 0;
  return (
    <>
      <form role="search" onSubmit={submit} className={`${styles.filters} ${styles.searchBar}`}>
        <label htmlFor="matter-search" className={styles.searchLabel}>
          搜索事项、大厅、办事指南
        </label>
        <input
          id="matter-search"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="搜索事项、大厅、办事指南"
          value={text}
          maxLength={40}
          onChange={(e) => {
            setText(e.target.value);
            setTyping(true);
          }}
          className={styles.searchInput}
        />
        <Button type="submit" color="primary" size="small" className={styles.searchButton}>
          搜索
        </Button>
      </form>
      {showSuggestions ? (
        <ul className={`${styles.list} ${styles.suggestions}`} aria-label="搜索建议">
          {suggestions.data!.map((s) => (
            <li key={s}>
              <button type="button" className={`${styles.card} ${styles.cardButton}`} onClick={() => run(s)}>
                <Highlight text={s} terms={[typed]} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!q ? (
        <>
          {history.length ? (
            <section aria-labelledby="search-history">
              <div className={styles.historyHead}>
                <h2 id="search-history" className={styles.groupTitle}>
                  最近搜索
                </h2>
                <Button size="mini" fill="none" onClick={() => void clear()}>
                  清空历史
                </Button>
              </div>
              {words(history, '最近搜索')}
            </section>
          ) : null}
          <section aria-labelledby="search-hot">
            <h2 id="search-hot" className={styles.groupTitle}>
              热门搜索
            </h2>
            {hot.isPending ? (
              <LoadingState rows={1} />
            ) : hot.isError ? (
              <ErrorState onRetry={() => void hot.refetch()} />
            ) : (
              words(hot.data, '热门搜索')
            )}
          </section>
        </>
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
              {hot.data ? words(hot.data.slice(0, 6), '试试这些') : null}
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
