import { useState } from 'react';
import { DEFAULT_CHECKLIST, MAX_NEXT_STEPS, newItemProblem } from '../checklist-rules';
import { makeTmpId } from '../outbox';
import { currentConnection } from '../socket/socket';

export interface ChecklistItem {
  label: string;
  checked: boolean;
  /** Added by staff during the call (it can be removed again). */
  own: boolean;
}

/** The call's checklist: the checks (the usual ones and staff's own), the next steps, and its send as a `checklist` message. */
export function useCallChecklist({ callId, peerId, topic }: { callId: string; peerId: string; topic: string }) {
  const [items, setItems] = useState<ChecklistItem[]>(() => DEFAULT_CHECKLIST.map((label) => ({ label, checked: false, own: false })));
  const [newItem, setNewItem] = useState('');
  const [itemError, setItemError] = useState<string | null>(null);
  const [nextSteps, setNextSteps] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const addItem = () => {
    const problem = newItemProblem(newItem, items);
    setItemError(problem);
    if (problem) return;
    setItems((all) => [...all, { label: newItem.trim(), checked: true, own: true }]);
    setNewItem('');
  };
  const check = (i: number, checked: boolean) => setItems((all) => all.map((v, j) => (j === i ? { ...v, checked } : v)));
  const removeItem = (i: number) => setItems((all) => all.filter((_, j) => j !== i));

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

  return { items, check, removeItem, newItem, setNewItem, itemError, addItem, nextSteps, setNextSteps, error, sent, busy, submit };
}
