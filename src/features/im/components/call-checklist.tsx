import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { makeTmpId } from '../outbox';
import { currentConnection } from '../socket/socket';
import styles from './im.module.css';

/** What staff usually check with the citizen during a remote-handling call. */
export const DEFAULT_CHECKLIST = ['身份证件已核验', '申请材料已逐项核对', '材料内容与申请表一致', '已告知办理时限和结果领取方式'];
export const MAX_NEXT_STEPS = 500;

/**
 * Staff, at the end of a remote-handling call: the checklist agreed with the citizen and the next
 * steps, sent as a structured `checklist` message; the server files the call's transcript to the
 * case the call was about, and the message becomes the record's card in the chat.
 */
export function CallChecklist({ callId, peerId, topic }: { callId: string; peerId: string; topic: string }) {
  const id = useId();
  const [checked, setChecked] = useState<boolean[]>(() => DEFAULT_CHECKLIST.map(() => false));
  const [nextSteps, setNextSteps] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (sent) {
    return (
      <p role="status" aria-live="polite">
        核对清单已发送，通话记录将归档至办件（见下方聊天记录）。
      </p>
    );
  }

  const submit = async () => {
    if (busy) return;
    const steps = nextSteps.trim();
    if (!steps) return setError('请填写后续事项');
    if (steps.length > MAX_NEXT_STEPS) return setError(`后续事项不能超过${MAX_NEXT_STEPS}字`);
    const c = currentConnection();
    if (!c) return setError('消息服务未连接，请稍后重试');
    setError(null);
    setBusy(true);
    try {
      await c.send(
        {
          toId: peerId,
          topic,
          type: 'checklist',
          content: JSON.stringify({
            callId,
            items: DEFAULT_CHECKLIST.map((label, i) => ({ label, checked: checked[i] })),
            nextSteps: steps,
          }),
        },
        makeTmpId,
      );
      setSent(true);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '发送失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend id={`${id}-title`}>核对清单（归档至办件）</legend>
        {DEFAULT_CHECKLIST.map((label, i) => (
          <label key={label} className={styles.checkRow}>
            <input
              type="checkbox"
              checked={checked[i]}
              onChange={(e) => setChecked((all) => all.map((v, j) => (j === i ? e.target.checked : v)))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-next`} style={{ display: 'block', marginTop: '0.5rem' }}>
        后续事项
      </label>
      <textarea
        id={`${id}-next`}
        value={nextSteps}
        rows={3}
        className={styles.textarea}
        style={{ width: '100%' }}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setNextSteps(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" color="primary" size="small" loading={busy} style={{ marginTop: '0.5rem' }}>
        发送核对清单
      </Button>
    </form>
  );
}
