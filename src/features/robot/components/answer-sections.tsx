import { useState } from 'react';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { RobotAnswer } from '../types';
import styles from './robot.module.css';

/** 相关文件: each opens in the file preview. */
export function AnswerFiles({ files }: { files: RobotAnswer['files'] }) {
  if (!files.length) return null;
  return (
    <div className={styles.section}>
      <div className={styles.sectionTitle}>相关文件</div>
      <ul className={styles.files}>
        {files.map((f) => (
          <li key={f.url}>
            <AppLink to={paths.previewFile({ fileUrl: f.url })}>{f.name}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 联系人工: the conversations with staff, and each hall's telephone and hours. */
export function AnswerContacts({ contacts }: { contacts: RobotAnswer['contacts'] }) {
  if (!contacts.length) return null;
  return (
    <div className={styles.section}>
      <div className={styles.sectionTitle}>联系人工</div>
      <p className={styles.meta}>
        <AppLink to={paths.oicq()}>在线联系窗口工作人员</AppLink>
      </p>
      <ul className={styles.files}>
        {contacts.map((c) => (
          <li key={c.hallName}>
            {c.hallName}：
            <a href={`tel:${c.phone}`} aria-label={`拨打${c.hallName}电话 ${c.phone}`}>
              {c.phone}
            </a>
            <div className={styles.meta}>{c.openHours}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 您是不是想问 (没有找到): a suggestion chosen replaces the answer, or says why it could not. */
export function AnswerSuggestions({
  suggestions,
  onCorrect,
}: {
  suggestions: RobotAnswer['suggestions'];
  onCorrect?: (itemId: string) => Promise<void>;
}) {
  const [correctError, setCorrectError] = useState<string | null>(null);
  if (!suggestions.length) return null;
  const choose = async (itemId: string) => {
    if (!onCorrect) return;
    setCorrectError(null);
    try {
      await onCorrect(itemId);
    } catch (e) {
      setCorrectError(`没能换成这个问题：${e instanceof Error ? e.message : '请稍后重试'}`);
    }
  };
  return (
    <div className={styles.section}>
      <div className={styles.sectionTitle}>您是不是想问</div>
      {suggestions.map((s) => (
        <div key={s.itemId}>
          <button type="button" className={styles.questionButton} onClick={() => void choose(s.itemId)}>
            {s.question}
          </button>
        </div>
      ))}
      {correctError ? (
        <div className={styles.error} role="alert">
          {correctError}
        </div>
      ) : null}
    </div>
  );
}

/** 相关问题: each asked at once. */
export function AnswerRelated({ related, onAsk }: { related: RobotAnswer['related']; onAsk: (itemId: string, question: string) => void }) {
  return (
    <div className={styles.section}>
      <div className={styles.sectionTitle}>相关问题</div>
      {related.map((r) => (
        <div key={r.itemId}>
          <button type="button" className={styles.questionButton} onClick={() => onAsk(r.itemId, r.question)}>
            {r.question}
          </button>
        </div>
      ))}
    </div>
  );
}

/** The answer's own page and its reading aloud by the virtual guide. */
export function AnswerPageLinks({ itemId }: { itemId: string }) {
  return (
    <div className={styles.actions}>
      <AppLink className={styles.link} to={paths.robotReplyPage({ itemId })}>
        查看完整回答
      </AppLink>
      <AppLink className={styles.link} to={paths.virtualHumanPage({ itemId })}>
        语音朗读
      </AppLink>
    </div>
  );
}
