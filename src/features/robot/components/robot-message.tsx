import { Button } from 'antd-mobile';
import type { useConversation } from '../hooks/use-conversation';
import type { ChatMessage } from '../types';
import { AnswerCard } from './answer-card';
import styles from './robot.module.css';

/** One message of the robot chat: the user's question, a question not sent (重试), or an answer. */
export function RobotMessage({
  message: m,
  chat,
  visitor,
  onHandoff,
}: {
  message: ChatMessage;
  chat: ReturnType<typeof useConversation>;
  visitor: boolean;
  onHandoff: () => void;
}) {
  if (m.role === 'user')
    return (
      <div className={`${styles.row} ${styles.user}`}>
        <div className={`${styles.bubble} ${styles.userBubble}`}>
          <span className={styles.srOnly}>我问：</span>
          {m.text}
        </div>
      </div>
    );
  if (m.role === 'failed')
    return (
      <div className={styles.row}>
        <div className={`${styles.bubble} ${styles.failedBubble}`} role="alert">
          <div>
            “{m.text}”没有发送成功：{m.error}
          </div>
          <Button size="small" color="primary" fill="outline" className={styles.retry} onClick={() => chat.retry(m.id)}>
            重试
          </Button>
        </div>
      </div>
    );
  return (
    <div className={styles.row}>
      <div className={`${styles.bubble} ${styles.robotBubble}`}>
        <AnswerCard
          answer={m.answer}
          visitor={visitor}
          feedback={m.feedback}
          showPageLinks
          onRate={(p) => chat.rate(m.id, p)}
          onAsk={(itemId, q) => void chat.ask({ itemId, question: q })}
          onCorrect={(itemId) => chat.correct(m.id, m.answer, itemId)}
          onHandoff={onHandoff}
        />
      </div>
    </div>
  );
}
