import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { handOff } from '../api/handoff';
import { useConversation } from '../hooks/use-conversation';
import { AnswerCard } from './answer-card';
import { CategoryPanel } from './category-panel';
import { ChatInput } from './chat-input';
import styles from './robot.module.css';

export interface RobotChatProps {
  title: string;
  areaCode: string;
  /** robotChatPass: no login; what needs one says so. */
  visitor: boolean;
  /** Opened from a matter (a guide): follow-up questions are about it. */
  matterId?: string | null;
  /** A question to ask at once (a link from elsewhere). */
  question?: string | null;
}

/** The robot chat: categories, the conversation (kept across reloads), the question box, 转人工. */
export function RobotChat({ title, areaCode, visitor, matterId, question }: RobotChatProps) {
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

  return (
    <PageShell
      title={title}
      right={
        <Button size="mini" color="primary" fill="outline" loading={handingOff} onClick={() => void handoff()}>
          转人工
        </Button>
      }
      footer={
        <div>
          {chat.context ? (
            <div className={styles.context}>
              <span>正在咨询：{chat.context.matterName}</span>
              <button type="button" className={styles.questionButton} onClick={() => void chat.focusMatter(null).catch(() => undefined)}>
                换个话题
              </button>
            </div>
          ) : null}
          <ChatInput
            areaCode={areaCode}
            disabled={chat.pending}
            onSend={(q) => void chat.ask({ question: q })}
            onPick={(itemId, q) => void chat.ask({ itemId, question: q })}
          />
        </div>
      }
    >
      <div className={styles.chat}>
        {visitor ? (
          <div className={styles.notice}>
            您正以访客身份咨询。预约、取号等需要登录，
            <AppLink className={styles.link} to={paths.login({ redirect: paths.robotChat() })}>
              登录
            </AppLink>
            后可使用，咨询记录也会保存在您的账号下。
          </div>
        ) : null}
        <CategoryPanel areaCode={areaCode} onAsk={(itemId, q) => void chat.ask({ itemId, question: q })} />

        <section aria-label="对话记录" aria-live="polite" className={styles.chat} style={{ padding: 0 }}>
          {chat.messages.length === 0 ? (
            <div className={styles.row}>
              <div className={`${styles.bubble} ${styles.robotBubble}`}>
                您好，我是智能客服。您可以按分类选择问题，也可以直接输入，比如“结婚登记需要什么材料”“大厅几点上班”。
              </div>
            </div>
          ) : null}
          {chat.messages.map((m) => {
            if (m.role === 'user')
              return (
                <div key={m.id} className={`${styles.row} ${styles.user}`}>
                  <div className={`${styles.bubble} ${styles.userBubble}`}>
                    <span className={styles.srOnly}>我问：</span>
                    {m.text}
                  </div>
                </div>
              );
            if (m.role === 'failed')
              return (
                <div key={m.id} className={styles.row}>
                  <div className={`${styles.bubble} ${styles.failedBubble}`} role="alert">
                    <div>
                      “{m.text}”没有发送成功：{m.error}
                    </div>
                    <Button size="small" color="primary" fill="outline" style={{ marginTop: 8 }} onClick={() => chat.retry(m.id)}>
                      重试
                    </Button>
                  </div>
                </div>
              );
            return (
              <div key={m.id} className={styles.row}>
                <div className={`${styles.bubble} ${styles.robotBubble}`}>
                  <AnswerCard
                    answer={m.answer}
                    visitor={visitor}
                    feedback={m.feedback}
                    showPageLinks
                    onRate={(p) => chat.rate(m.id, p)}
                    onAsk={(itemId, q) => void chat.ask({ itemId, question: q })}
                    onCorrect={(itemId) => chat.correct(m.id, m.answer, itemId)}
                    onHandoff={() => void handoff()}
                  />
                </div>
              </div>
            );
          })}
          {chat.pending ? (
            <div className={styles.row}>
              <div className={`${styles.bubble} ${styles.robotBubble} ${styles.typing}`} aria-busy="true">
                正在查找答案…
              </div>
            </div>
          ) : null}
        </section>
        {chat.messages.length ? (
          <div style={{ textAlign: 'center' }}>
            <Button size="small" fill="none" onClick={() => void restart()}>
              清空对话
            </Button>
          </div>
        ) : null}
        <div ref={end} />
      </div>
    </PageShell>
  );
}
