import { useCallback, useRef, useState } from 'react';
import { useDraft } from '@/lib/storage/use-draft';
import { getAnswer } from '../api/get-answer';
import { saveFeedback, type SaveFeedbackParams } from '../api/save-feedback';
import { setContext } from '../api/set-context';
import { updateAnswer } from '../api/update-answer';
import type { AskRequest, ChatMessage, RobotAnswer } from '../types';

/** Messages kept per conversation (older ones drop off). */
export const KEPT_MESSAGES = 100;

interface Conversation {
  sessionId: string;
  messages: ChatMessage[];
}

let seq = 0;
/** A conversation or message id: unique in this tab and across reloads. */
export function newRobotId(prefix: string): string {
  seq = (seq + 1) % 10_000;
  return `${prefix}-${Date.now().toString(36)}-${seq.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

function messageOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : '网络开小差了，请稍后重试';
}

/**
 * The robot conversation: kept as a draft (sessionStorage and IndexedDB, scoped to the user,
 * removed at logout), so it survives a reload. Questions go one by one to the emulator.
 */
export function useConversation(areaCode: string) {
  const fresh = useRef<Conversation>({ sessionId: newRobotId('c'), messages: [] });
  const { value, setValue, clear } = useDraft<Conversation>('robot.conversation', fresh.current);
  const [pending, setPending] = useState(0);
  const [context, setCtx] = useState<RobotAnswer['context']>(
    () =>
      [...value.messages].reverse().find((m): m is Extract<ChatMessage, { role: 'robot' }> => m.role === 'robot')?.answer.context ?? null,
  );
  const sessionId = value.sessionId || fresh.current.sessionId;

  const push = useCallback(
    (...add: ChatMessage[]) =>
      setValue((prev) => ({ sessionId: prev.sessionId || sessionId, messages: [...prev.messages, ...add].slice(-KEPT_MESSAGES) })),
    [setValue, sessionId],
  );
  const patch = useCallback(
    (id: string, fn: (m: ChatMessage) => ChatMessage) =>
      setValue((prev) => ({ ...prev, messages: prev.messages.map((m) => (m.id === id ? fn(m) : m)) })),
    [setValue],
  );

  const ask = useCallback(
    async (request: AskRequest, opts: { echo?: boolean } = {}) => {
      if (opts.echo !== false) push({ id: newRobotId('u'), role: 'user', text: request.question });
      setPending((n) => n + 1);
      try {
        const answer = await getAnswer({
          sessionId,
          areaCode,
          ...('itemId' in request ? { itemId: request.itemId } : { question: request.question }),
        });
        push({ id: newRobotId('r'), role: 'robot', answer });
        setCtx(answer.context);
      } catch (e) {
        push({ id: newRobotId('f'), role: 'failed', text: request.question, request, error: messageOf(e) });
      } finally {
        setPending((n) => n - 1);
      }
    },
    [push, sessionId, areaCode],
  );

  /** Sends a failed question again, in place of its failure. */
  const retry = useCallback(
    (failedId: string) => {
      const failed = value.messages.find((m) => m.id === failedId);
      if (!failed || failed.role !== 'failed') return;
      setValue((prev) => ({ ...prev, messages: prev.messages.filter((m) => m.id !== failedId) }));
      void ask(failed.request, { echo: false });
    },
    [value.messages, setValue, ask],
  );

  /** The user chose a suggestion under a 没有找到: that answer becomes the chosen one. */
  const correct = useCallback(
    async (messageId: string, answer: RobotAnswer, itemId: string) => {
      const updated = await updateAnswer({ answerId: answer.answerId, itemId });
      patch(messageId, (m) => (m.role === 'robot' ? { ...m, answer: updated, feedback: undefined } : m));
      setCtx(updated.context);
    },
    [patch],
  );

  const rate = useCallback(
    async (messageId: string, params: SaveFeedbackParams) => {
      await saveFeedback(params);
      patch(messageId, (m) => (m.role === 'robot' ? { ...m, feedback: { helpful: params.helpful, reason: params.reason } } : m));
    },
    [patch],
  );

  /** Chooses (or with null forgets) the matter follow-up questions are about. */
  const focusMatter = useCallback(
    async (matterId: string | null) => {
      const r = await setContext({ sessionId, areaCode, matterId });
      setCtx(r.context);
    },
    [sessionId, areaCode],
  );

  const restart = useCallback(() => {
    clear();
    fresh.current = { sessionId: newRobotId('c'), messages: [] };
    setValue(fresh.current);
    setCtx(null);
  }, [clear, setValue]);

  return { sessionId, messages: value.messages, pending: pending > 0, ask, retry, correct, rate, focusMatter, restart, context };
}
