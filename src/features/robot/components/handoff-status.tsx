import { useQuery } from '@tanstack/react-query';
import { handoffQuery } from '../api/handoff';
import styles from './robot.module.css';

/**
 * Over the chat a hand-off opened (转人工): who has the conversation, the citizen's place in their
 * wait (refreshed), then that they have joined. Said once per change (a live region).
 */
export function HandoffStatus({ id }: { id: string }) {
  const { data: h } = useQuery(handoffQuery(id));
  if (!h) return null;
  const who = `${h.departmentName} ${h.staffName}（${h.staffTitle}）`;
  const text =
    h.status === 'joined'
      ? `${who}已接入，正在为您服务。`
      : `已为您转接人工：${who}。${h.ahead > 0 ? `前面还有 ${h.ahead} 人等待` : '您是下一位'}，请稍候；工作人员已看到您与智能客服的对话记录。`;
  return (
    <div role="status" aria-label="转人工进度" className={styles.handoff}>
      {text}
    </div>
  );
}
