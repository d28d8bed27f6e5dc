import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { ErrorState, LoadingState } from '@/components/states';
import { Highlight } from './highlight';
import styles from './matters.module.css';

/** A list of words as chips; a chip searches its word. */
export function WordChips({ list, label, onPick }: { list: string[]; label: string; onPick: (word: string) => void }) {
  return (
    <div className={styles.chips} role="list" aria-label={label}>
      {list.map((w) => (
        <span role="listitem" key={w}>
          <button type="button" className={styles.chip} onClick={() => onPick(w)}>
            {w}
          </button>
        </span>
      ))}
    </div>
  );
}

/** The search box: typing calls `onType`, the search button or Enter `onSubmit`. */
export function SearchBox({ text, onType, onSubmit }: { text: string; onType: (text: string) => void; onSubmit: () => void }) {
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className={`${styles.filters} ${styles.searchBar}`}
    >
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
        onChange={(e) => onType(e.target.value)}
        className={styles.searchInput}
      />
      <Button type="submit" color="primary" size="small" className={styles.searchButton}>
        搜索
      </Button>
    </form>
  );
}

/** Suggestions while typing, the typed text marked in each. */
export function SuggestionList({ suggestions, typed, onPick }: { suggestions: string[]; typed: string; onPick: (word: string) => void }) {
  return (
    <ul className={`${styles.list} ${styles.suggestions}`} aria-label="搜索建议">
      {suggestions.map((s) => (
        <li key={s}>
          <button type="button" className={`${styles.card} ${styles.cardButton}`} onClick={() => onPick(s)}>
            <Highlight text={s} terms={[typed]} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Before a search: the recent searches (with 清空历史) and the hot words. */
export function SearchStart({
  history,
  hot,
  onPick,
  onClear,
}: {
  history: string[];
  hot: UseQueryResult<string[]>;
  onPick: (word: string) => void;
  onClear: () => void;
}) {
  return (
    <>
      {history.length ? (
        <section aria-labelledby="search-history">
          <div className={styles.historyHead}>
            <h2 id="search-history" className={styles.groupTitle}>
              最近搜索
            </h2>
            <Button size="mini" fill="none" onClick={onClear}>
              清空历史
            </Button>
          </div>
          <WordChips list={history} label="最近搜索" onPick={onPick} />
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
          <WordChips list={hot.data} label="热门搜索" onPick={onPick} />
        )}
      </section>
    </>
  );
}
