import { Button, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { FEEDBACK_REASONS, type FeedbackReason } from '../types';
import type { SaveFeedbackParams } from '../api/save-feedback';
import styles from './robot.module.css';

interface Props {
  answerId: string;
  saved?: { helpful: boolean; reason?: string };
  onSave: (params: SaveFeedbackParams) => Promise<void>;
}

/** 没帮助: why (one reason) and an optional note, then 提交反馈 or 取消. */
function FeedbackReasons({
  reason,
  onReason,
  comment,
  onComment,
  sending,
  onSend,
  onCancel,
}: {
  reason: FeedbackReason | null;
  onReason: (reason: FeedbackReason) => void;
  comment: string;
  onComment: (comment: string) => void;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  const noteId = useId();
  return (
    <fieldset className={`${styles.reasonBox} ${styles.reasonFieldset}`}>
      <legend className={styles.sectionTitle}>哪里没帮到您？</legend>
      <div className={styles.chips}>
        {FEEDBACK_REASONS.map((r) => (
          <button key={r} type="button" className={styles.chip} aria-pressed={reason === r} onClick={() => onReason(r)}>
            {r}
          </button>
        ))}
      </div>
      <label htmlFor={noteId} className={styles.meta}>
        补充说明（选填）
      </label>
      <TextArea
        id={noteId}
        placeholder="比如哪里不对、您想知道什么"
        value={comment}
        onChange={onComment}
        maxLength={200}
        showCount
        rows={2}
      />
      <div className={styles.actions}>
        <Button size="small" color="primary" disabled={!reason} loading={sending} onClick={onSend}>
          提交反馈
        </Button>
        <Button size="small" fill="none" onClick={onCancel}>
          取消
        </Button>
      </div>
      {!reason ? <div className={styles.meta}>请先选择一个原因</div> : null}
    </fieldset>
  );
}

/** 有帮助 / 没帮助 under an answer; 没帮助 asks why (and an optional note) before it is sent. */
export function AnswerFeedback({ answerId, saved, onSave }: Props) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (params: SaveFeedbackParams) => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await onSave(params);
      setAsking(false);
    } catch (e) {
      setError(`反馈未提交：${e instanceof Error ? e.message : '请稍后重试'}`);
    } finally {
      setSending(false);
    }
  };

  if (saved && !asking) {
    return (
      <div className={styles.feedback} role="status">
        <span>感谢您的反馈：{saved.helpful ? '有帮助' : `没帮助（${saved.reason ?? ''}）`}</span>
        <button type="button" className={styles.questionButton} onClick={() => setAsking(!saved.helpful)} hidden={saved.helpful}>
          修改原因
        </button>
      </div>
    );
  }
  return (
    <div>
      {!asking ? (
        <div className={styles.feedback}>
          <span>这个回答有帮助吗？</span>
          <Button size="mini" fill="outline" loading={sending} onClick={() => void send({ answerId, helpful: true })}>
            有帮助
          </Button>
          <Button size="mini" fill="outline" onClick={() => setAsking(true)}>
            没帮助
          </Button>
        </div>
      ) : (
        <FeedbackReasons
          reason={reason}
          onReason={setReason}
          comment={comment}
          onComment={setComment}
          sending={sending}
          onSend={() => {
            if (reason) void send({ answerId, helpful: false, reason, comment: comment.trim() || undefined });
          }}
          onCancel={() => setAsking(false)}
        />
      )}
      {error ? (
        <div className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
