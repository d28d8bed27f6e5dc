import { AppLink } from '@/lib/router/navigation';
import type { SaveFeedbackParams } from '../api/save-feedback';
import type { RobotAnswer } from '../types';
import { actionTarget } from './actions';
import { AnswerFeedback } from './answer-feedback';
import { AnswerHtml } from './answer-html';
import { AnswerContacts, AnswerFiles, AnswerPageLinks, AnswerRelated, AnswerSuggestions } from './answer-sections';
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

/** What to do next (预约, 在线办理…): each to its page, saying where a login is needed. */
function AnswerActions({ actions, visitor }: { actions: RobotAnswer['actions']; visitor: boolean }) {
  if (!actions.length) return null;
  return (
    <div className={styles.actions}>
      {actions.map((a) => {
        const target = actionTarget(a.kind, a.matterId);
        if (!target) return null;
        return (
          <AppLink key={a.kind} to={target.path} className={`${styles.chip} ${styles.chipLink}`}>
            {a.label}
            {visitor && target.login ? '（需登录）' : ''}
          </AppLink>
        );
      })}
    </div>
  );
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
  const Title = headingLevel ? 'h2' : 'div';
  return (
    <article aria-label={answer.kind === 'notFound' ? '没有找到' : answer.title}>
      <Title className={styles.answerTitle}>{answer.kind === 'notFound' ? '没有找到' : answer.title}</Title>
      {answer.fromContext && answer.context ? (
        <div className={styles.meta}>接着上面关于“{answer.context.matterName}”的问题回答：</div>
      ) : null}
      <AnswerHtml html={answer.html} />

      <AnswerFiles files={answer.files} />

      <AnswerContacts contacts={answer.contacts} />

      <AnswerSuggestions suggestions={answer.suggestions} onCorrect={onCorrect} />

      <AnswerActions actions={answer.actions} visitor={visitor} />

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

      {answer.related.length && onAsk ? <AnswerRelated related={answer.related} onAsk={onAsk} /> : null}

      {showPageLinks && answer.itemId ? <AnswerPageLinks itemId={answer.itemId} /> : null}

      {answer.kind !== 'handoff' ? <AnswerFeedback answerId={answer.answerId} saved={feedback} onSave={onRate} /> : null}
    </article>
  );
}
