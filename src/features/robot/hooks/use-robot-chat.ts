import { useEffect, useRef, useState } from 'react';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { useAppNavigate } from '@/lib/router/navigation';
import { handOff } from '../api/handoff';
import { useConversation } from './use-conversation';

/**
 * The robot chat's state: the conversation, kept scrolled to its end, the question or matter the
 * page was opened with, 转人工 and 清空对话.
 */
export function useRobotChat({
  areaCode,
  visitor,
  matterId,
  question,
}: {
  areaCode: string;
  visitor: boolean;
  matterId?: string | null;
  question?: string | null;
}) {
  const chat = useConversation(areaCode);
  const end = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.pending]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (matterId) void chat.focusMatter(matterId).catch(() => undefined);
    const last = [...chat.messages].reverse().find((m) => m.role === 'user');
    if (question && (!last || last.role !== 'user' || last.text !== question)) void chat.ask({ question });
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = useAppNavigate();
  const [handingOff, setHandingOff] = useState(false);
  // 转人工 (docs/robot.md, "Hand-off to staff"): a logged-in user's conversation goes to a member of
  // staff with its question, matter and transcript, and the chat with them opens. A visitor, or a
  // user who has asked nothing yet, picks someone in the conversations with staff (the login guard
  // asks a visitor to log in first).
  const handoff = async () => {
    if (handingOff) return;
    const last = [...chat.messages].reverse().find((m) => m.role === 'user');
    if (visitor || !last) return go(paths.oicq());
    const about = chat.context ? `（正在咨询：${chat.context.matterName}）` : '';
    const ok = await confirm({
      title: '转人工客服',
      content: `将把您的问题“${last.text}”${about}和本次与智能客服的对话记录发给工作人员，工作人员会在会话中答复您。`,
      confirmText: '转接',
      cancelText: '取消',
    });
    if (!ok) return;
    setHandingOff(true);
    try {
      const h = await handOff(chat.sessionId);
      go(paths.oicqContent({ peerId: h.peerId, topic: h.topic, handoff: h.id }));
    } catch (e) {
      // A 401 goes to the login (the reporter); anything else is said, and the conversation stays.
      if (!(isGatewayError(e) && e.kind === 'auth')) toast.fail(`转接未成功：${e instanceof Error ? e.message : '请稍后重试'}`);
    } finally {
      setHandingOff(false);
    }
  };
  const restart = async () => {
    if (await confirm({ title: '清空对话', content: '清空后本次对话记录将无法恢复，确定清空吗？', confirmText: '清空', danger: true }))
      chat.restart();
  };

  return { chat, end, handingOff, handoff, restart };
}
