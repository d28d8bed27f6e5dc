import { Button, Input } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import { useDraft } from '@/lib/storage/use-draft';
import { useSuggestions } from '../hooks/use-suggestions';
import type { RobotWordPos } from '../types';
import styles from './robot.module.css';

/** The suggestion with the words the robot recognised (or what they mean) marked. */
function highlight(text: string, words: RobotWordPos[]): ReactNode {
  const terms = [...new Set(words.flatMap((w) => [w.word, w.means ?? '']).filter((t) => t.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  if (!terms.length) return text;
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest) {
    let at = -1;
    let term = '';
    for (const t of terms) {
      const i = rest.indexOf(t);
      if (i >= 0 && (at < 0 || i < at)) {
        at = i;
        term = t;
      }
    }
    if (at < 0) {
      out.push(rest);
      break;
    }
    if (at > 0) out.push(rest.slice(0, at));
    out.push(<mark key={key++}>{term}</mark>);
    rest = rest.slice(at + term.length);
  }
  return out;
}

interface Props {
  areaCode: string;
  disabled?: boolean;
  onSend: (question: string) => void;
  onPick: (itemId: string, question: string) => void;
}

/** The question box: suggestions appear under it while typing; nothing typed is lost on reload. */
export function ChatInput({ areaCode, disabled, onSend, onPick }: Props) {
  const { value, setValue, clear } = useDraft<{ text: string }>('robot.input', { text: '' });
  const text = value.text;
  const { suggestions, words, loading, failed, retry } = useSuggestions(areaCode, text);
  const listId = useId();
  const send = () => {
    const q = text.trim();
    if (!q || disabled) return;
    onSend(q);
    clear();
    setValue({ text: '' });
  };
  const showList = text.trim().length > 0 && (suggestions.length > 0 || failed);
  return (
    <div>
      {showList ? (
        <ul className={styles.suggestions} id={listId} aria-label="猜您想问">
          {failed ? (
            <li>
              <button type="button" className={styles.suggestion} onClick={retry}>
                联想加载失败，点此重试
              </button>
            </li>
          ) : (
            suggestions.map((s) => (
              <li key={s.itemId}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => {
                    onPick(s.itemId, s.question);
                    clear();
                    setValue({ text: '' });
                  }}
                >
                  {highlight(s.question, words)}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
      <form
        className={styles.inputBar}
        role="search"
        aria-label="向智能客服提问"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <div className={styles.inputBox}>
          <Input
            aria-label="输入您的问题"
            aria-controls={showList ? listId : undefined}
            placeholder="请输入您的问题，如：社保卡要带什么材料"
            value={text}
            maxLength={200}
            onChange={(v) => setValue({ text: v })}
            onEnterPress={send}
            enterKeyHint="send"
          />
        </div>
        <Button type="submit" color="primary" disabled={!text.trim() || disabled}>
          发送
        </Button>
      </form>
      <div className={styles.meta} aria-live="polite">
        {loading ? '正在联想…' : ''}
      </div>
    </div>
  );
}
