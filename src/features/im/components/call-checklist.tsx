import { Button } from 'antd-mobile';
import { useId } from 'react';
import { useCallChecklist } from '../hooks/use-call-checklist';
import { ChecklistItems, ChecklistNewItem } from './checklist-items';
import styles from './im.module.css';

export { DEFAULT_CHECKLIST, MAX_CHECKLIST_ITEMS, MAX_ITEM_LABEL, MAX_NEXT_STEPS, newItemProblem } from '../checklist-rules';

/**
 * Staff, at the end of a remote-handling call: the checklist agreed with the citizen and the next
 * steps, sent as a structured `checklist` message; the server files the call's transcript to the
 * case the call was about, and the message becomes the record's card in the chat.
 */
export function CallChecklist({ callId, peerId, topic }: { callId: string; peerId: string; topic: string }) {
  const id = useId();
  const list = useCallChecklist({ callId, peerId, topic });
  const { error, busy } = list;

  if (list.sent) {
    return (
      <p role="status" aria-live="polite">
        核对清单已发送，通话记录将归档至办件（见下方聊天记录）。
      </p>
    );
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void list.submit();
      }}
    >
      <ChecklistItems titleId={`${id}-title`} items={list.items} onCheck={list.check} onRemove={list.removeItem} />
      <ChecklistNewItem id={id} value={list.newItem} error={list.itemError} onChange={list.setNewItem} onAdd={list.addItem} />
      <label htmlFor={`${id}-next`} className={styles.fieldLabel}>
        后续事项
      </label>
      <textarea
        id={`${id}-next`}
        value={list.nextSteps}
        rows={3}
        className={styles.wide}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => list.setNextSteps(e.target.value)}
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
