import { useState } from 'react';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { SaveFeedbackParams } from '../api/save-feedback';
import type { RobotAnswer } from '../types';
import { actionTarget } from './actions';
import { AnswerFeedback } from './answer-feedback';
import { AnswerHtml } from './answer-html';
import styles from './robot.module.css';

export interface AnswerCardProps {
  answer: RobotAnswer;
  /** A visitor: actions that need a login say so (the login guard asks on the way). */
  visitor: boolean;
  feedback?: { helpful: boolean; reason?: string };
  onRate: (params: SaveFeedbackParams) => Promise<void>;
  /** Asks a related question. */
  onAsk?: (itemId: string, question: string) => void;
  /** 没有找到: the user chose one of the suggestions. */
  onCorrect?: (itemId: string) => Promise<void>;
  /** The chat's 转人工: the answer about reaching staff offers it (docs/robot.md, "Hand-off to staff"). */
  onHandoff?: () => void;
  /** Links to the full answer page and the virtual guide (in the chat). */
  showPageLinks?: boolean;
  /** The title as a heading (answer pages) instead of bold text (chat bubbles). */
  headingLevel?: 2;
}

/** One answer: rich text, files, where it comes from, what to do next, related questions, feedback. */
export function AnswerCard({
  answer,
  visitor,
  feedback,
  onRate,
  onAsk,
  onCorrect,
  onHandoff,
  showPageLinks,
  headingLevel,
}: AnswerCardProps) {
  const [correctError, setCorrectError] = useState<string | null>(null);
  const Title = headingLevel ? 'h2' : 'div';
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
    <article aria-label={answer.kind === 'notFound' ? '没有找到' : answer.title}>
      <Title className={styles.answerTitle}>{answer.kind === 'notFound' ? '没有找到' : answer.title}</Title>
      {answer.fromContext && answer.context ? (
        <div className={styles.meta}>接着上面关于“{answer.context.matterName}”的问题回答：</div>
      ) : null}
      <AnswerHtml html={answer.html} />

      {answer.files.length ? (
        <div className={styles.section}>
          <div className={styles.sectionTitle}>相关文件</div>
          <ul className={styles.files}>
            {answer.files.map((f) => (
              <li key={f.url}>
                <AppLink to={paths.previewFile({ fileUrl: f.url })}>{f.name}</AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {answer.contacts.length ? (
        <div className={styles.section}>
          <div className={styles.sectionTitle}>联系人工</div>
          <p className={styles.meta}>
            <AppLink to={paths.oicq()}>在线联系窗口工作人员</AppLink>
          </p>
          <ul className={styles.files}>
            {answer.contacts.map((c) => (
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
      ) : null}

      {answer.suggestions.length ? (
        <div className={styles.section}>
          <div className={styles.sectionTitle}>您是不是想问</div>
          {answer.suggestions.map((s) => (
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
      ) : null}

      {answer.actions.length ? (
        <div className={styles.actions}>
          {answer.actions.map((a) => {
            const target = actionTarget(a.kind, a.matterId);
            if (!target) return null;
            return (
              <AppLink
                key={a.kind}
                to={target.path}
                className={styles.chip}
                style={{ textDecoration: 'none', display: 'inline-flex', alignItems: 'center' }}
              >
                {a.label}
                {visitor && target.login ? '（需登录）' : ''}
              </AppLink>
            );
          })}
        </div>
      ) : null}

      {answer.kind === 'handoff' && onHandoff ? (
        <div className={styles.actions}>
          <button type="button" className={styles.chip} onClick={onHandoff}>
            转人工客服（带上本次对话）
          </button>
        </div>
      ) : null}

      {answer.source.section ? (
        <div className={styles.meta}>
          来源：{answer.source.section}
          {answer.source.versionDate ? `（版本日期 ${answer.source.versionDate}）` : ''}
        </div>
      ) : null}

      {answer.related.length && onAsk ? (
        <div className={styles.section}>
          <div className={styles.sectionTitle}>相关问题</div>
          {answer.related.map((r) => (
            <div key={r.itemId}>
              <button type="button" className={styles.questionButton} onClick={() => onAsk(r.itemId, r.question)}>
                {r.question}
              </button>
            </div>
          ))}
        </div>
      ) : null}

      {showPageLinks && answer.itemId ? (
        <div className={styles.actions}>
          <AppLink className={styles.link} to={paths.robotReplyPage({ itemId: answer.itemId })}>
            查看完整回答
          </AppLink>
          <AppLink className={styles.link} to={paths.virtualHumanPage({ itemId: answer.itemId })}>
            语音朗读
          </AppLink>
        </div>
      ) : null}

      {answer.kind !== 'handoff' ? <AnswerFeedback answerId={answer.answerId} saved={feedback} onSave={onRate} /> : null}
    </article>
  );
}
