import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useRobotChat } from '../hooks/use-robot-chat';
import { CategoryPanel } from './category-panel';
import { ChatInput } from './chat-input';
import { RobotMessage } from './robot-message';
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
  const { chat, end, handingOff, handoff, restart } = useRobotChat({ areaCode, visitor, matterId, question });

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

        <section aria-label="对话记录" aria-live="polite" className={`${styles.chat} ${styles.log}`}>
          {chat.messages.length === 0 ? (
            <div className={styles.row}>
              <div className={`${styles.bubble} ${styles.robotBubble}`}>
                您好，我是智能客服。您可以按分类选择问题，也可以直接输入，比如“结婚登记需要什么材料”“大厅几点上班”。
              </div>
            </div>
          ) : null}
          {chat.messages.map((m) => (
            <RobotMessage key={m.id} message={m} chat={chat} visitor={visitor} onHandoff={() => void handoff()} />
          ))}
          {chat.pending ? (
            <div className={styles.row}>
              <div className={`${styles.bubble} ${styles.robotBubble} ${styles.typing}`} aria-busy="true">
                正在查找答案…
              </div>
            </div>
          ) : null}
        </section>
        {chat.messages.length ? (
          <div className={styles.restart}>
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
