import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { saveFeedback, type SaveFeedbackParams } from '../api/save-feedback';
import { useReply } from '../hooks/use-reply';
import { AnswerCard } from './answer-card';
import styles from './robot.module.css';

interface Props {
  title: string;
  areaCode: string;
  by: 'itemId' | 'question';
  value: string;
  visitor: boolean;
}

/** One full answer as a page (a shareable link), with its related questions. */
export function ReplyView({ title, areaCode, by, value, visitor }: Props) {
  const reply = useReply(areaCode, by, value);
  const go = useAppNavigate();
  const [feedback, setFeedback] = useState<{ helpful: boolean; reason?: string }>();
  const rate = async (p: SaveFeedbackParams) => {
    await saveFeedback(p);
    setFeedback({ helpful: p.helpful, reason: p.reason });
  };
  const chat = visitor ? paths.robotChatPass() : paths.robotChat();
  let body;
  if (!value.trim())
    body = (
      <EmptyState
        title="链接不完整"
        description="没有指明要查看的问题"
        action={
          <AppLink className={styles.link} to={chat}>
            去问智能客服
          </AppLink>
        }
      />
    );
  else if (reply.isPending) body = <LoadingState rows={6} />;
  else if (reply.isError) body = <ErrorState message={reply.error.message} onRetry={() => void reply.refetch()} />;
  else
    body = (
      <div className={`${styles.bubble} ${styles.robotBubble} ${styles.answerBubble}`}>
        <AnswerCard
          answer={reply.data}
          visitor={visitor}
          feedback={feedback}
          onRate={rate}
          headingLevel={2}
          onAsk={(itemId) => go(paths.robotReplyPage({ itemId }))}
          onCorrect={async (itemId) => go(paths.robotReplyPage({ itemId }))}
        />
        <div className={styles.actions}>
          {reply.data.itemId ? (
            <AppLink className={styles.link} to={paths.virtualHumanPage({ itemId: reply.data.itemId })}>
              语音朗读
            </AppLink>
          ) : null}
          <AppLink className={styles.link} to={chat}>
            继续提问
          </AppLink>
        </div>
      </div>
    );
  return (
    <PageShell title={title}>
      <div className={styles.chat}>{body}</div>
    </PageShell>
  );
}
