import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { CHECKLIST_LIMITS } from '@/contract/online';
import { makeTmpId } from '../outbox';
import { currentConnection } from '../socket/socket';
import styles from './im.module.css';

/** What staff usually check with the citizen during a remote-handling call. */
export const DEFAULT_CHECKLIST = ['身份证件已核验', '申请材料已逐项核对', '材料内容与申请表一致', '已告知办理时限和结果领取方式'];
/** The server's limits on a checklist (docs/messaging.md). */
export const { items: MAX_CHECKLIST_ITEMS, label: MAX_ITEM_LABEL, nextSteps: MAX_NEXT_STEPS } = CHECKLIST_LIMITS;

/** Why a check staff typed cannot be added, or null. */
export function newItemProblem(label: string, items: readonly { label: string }[]): string | null {
  const text = label.trim();
  if (!text) return '请填写核对事项';
  if (text.length > MAX_ITEM_LABEL) return `核对事项不能超过${MAX_ITEM_LABEL}字`;
  if (items.some((i) => i.label === text)) return '该核对事项已在清单中';
  if (items.length >= MAX_CHECKLIST_ITEMS) return `核对事项不能超过${MAX_CHECKLIST_ITEMS}项`;
  return null;
}

/**
 * Staff, at the end of a remote-handling call: the checklist agreed with the citizen and the next
 * steps, sent as a structured `checklist` message; the server files the call's transcript to the
 * case the call was about, and the message becomes the record's card in the chat.
 */
export function CallChecklist({ callId, peerId, topic }: { callId: string; peerId: string; topic: string }) {
  const id = useId();
  const [items, setItems] = useState(() => DEFAULT_CHECKLIST.map((label) => ({ label, checked: false, own: false })));
  const [newItem, setNewItem] = useState('');
  const [itemError, setItemError] = useState<string | null>(null);
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

  const addItem = () => {
    const problem = newItemProblem(newItem, items);
    setItemError(problem);
    if (problem) return;
    setItems((all) => [...all, { label: newItem.trim(), checked: true, own: true }]);
    setNewItem('');
  };

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
            items: items.map(({ label, checked }) => ({ label, checked })),
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
      <fieldset className={styles.bareFieldset}>
        <legend id={`${id}-title`}>核对清单（归档至办件）</legend>
        {items.map((item, i) => (
          <div key={item.label} className={styles.checkRow}>
            <label className={styles.checkRow}>
              <input
                type="checkbox"
                checked={item.checked}
                onChange={(e) => setItems((all) => all.map((v, j) => (j === i ? { ...v, checked: e.target.checked } : v)))}
              />
              {item.label}
            </label>
            {item.own ? (
              <Button
                size="mini"
                fill="none"
                aria-label={`删除核对事项：${item.label}`}
                onClick={() => setItems((all) => all.filter((_, j) => j !== i))}
              >
                删除
              </Button>
            ) : null}
          </div>
        ))}
      </fieldset>
      <label htmlFor={`${id}-new`} className={styles.fieldLabel}>
        其他核对事项（选填）
      </label>
      <div className={styles.checkRow}>
        <input
          id={`${id}-new`}
          value={newItem}
          className={styles.grow}
          aria-invalid={Boolean(itemError) || undefined}
          aria-describedby={itemError ? `${id}-item-error` : undefined}
          onChange={(e) => setNewItem(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            addItem();
          }}
        />
        <Button size="small" onClick={addItem}>
          添加
        </Button>
      </div>
      {itemError ? (
        <p id={`${id}-item-error`} role="alert" className={styles.error}>
          {itemError}
        </p>
      ) : null}
      <label htmlFor={`${id}-next`} className={styles.fieldLabel}>
        后续事项
      </label>
      <textarea
        id={`${id}-next`}
        value={nextSteps}
        rows={3}
        className={styles.wide}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setNextSteps(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" color="primary" size="small" loading={busy} className={styles.checklistSend}>
        发送核对清单
      </Button>
    </form>
  );
}
