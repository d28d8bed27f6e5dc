import { Button } from 'antd-mobile';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { useReply } from '../hooks/use-reply';
import type { useSpeaker } from '../hooks/use-speaker';
import styles from './robot.module.css';

type Speaker = ReturnType<typeof useSpeaker>;

/** 朗读 (or 重播), 暂停, 继续 and 停止, as the speaker allows. */
function GuideControls({ speaker, text }: { speaker: Speaker; text: string }) {
  const speaking = speaker.status === 'speaking';
  return (
    <div className={styles.controls}>
      {speaker.status === 'paused' ? (
        <Button color="primary" size="large" onClick={speaker.resume}>
          继续
        </Button>
      ) : speaking ? (
        <Button color="primary" size="large" onClick={speaker.pause}>
          暂停
        </Button>
      ) : (
        <Button
          color="primary"
          size="large"
          disabled={speaker.status !== 'idle' && speaker.status !== 'done'}
          onClick={() => speaker.play(text)}
        >
          {speaker.status === 'done' ? '重播' : '朗读'}
        </Button>
      )}
      {speaking || speaker.status === 'paused' ? (
        <>
          <Button size="large" onClick={() => speaker.play(text)}>
            重播
          </Button>
          <Button size="large" onClick={speaker.stop}>
            停止
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** The guide's answer: its caption, the speaker's controls, the full text with the part read marked, its source. */
export function GuideAnswer({
  asked,
  reply,
  speaker,
  text,
}: {
  asked: string;
  reply: ReturnType<typeof useReply>;
  speaker: Speaker;
  text: string;
}) {
  if (!asked) return <EmptyState title="请选择或输入一个问题" description="导办员会把答案读给您听" />;
  if (reply.isPending) return <LoadingState rows={3} />;
  if (reply.isError) return <ErrorState message={reply.error.message} onRetry={() => void reply.refetch()} />;
  return (
    <>
      <h2 className={styles.answerTitle}>{reply.data.kind === 'notFound' ? '没有找到' : reply.data.title}</h2>
      <div className={styles.caption} data-testid="caption" aria-hidden={!speaker.caption}>
        {speaker.caption || (speaker.status === 'done' ? '已读完，可点“重播”再听一遍。' : '点“朗读”听答案。')}
      </div>
      <GuideControls speaker={speaker} text={text} />
      <section className={styles.fullText} aria-label="答案全文">
        {(speaker.parts.length ? speaker.parts : text.split('\n')).map((s, i) => (
          <p key={i}>
            <span className={i === speaker.index ? styles.current : undefined}>{s}</span>
          </p>
        ))}
      </section>
      {reply.data.source.section ? (
        <div className={styles.meta}>
          来源：{reply.data.source.section}
          {reply.data.source.versionDate ? `（版本日期 ${reply.data.source.versionDate}）` : ''}
        </div>
      ) : null}
      {reply.data.itemId ? (
        <AppLink className={styles.link} to={paths.robotReplyPage({ itemId: reply.data.itemId })}>
          查看图文答案
        </AppLink>
      ) : null}
    </>
  );
}
