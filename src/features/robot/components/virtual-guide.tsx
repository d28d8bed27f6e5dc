import { Button, Input } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { answerText } from '../answer-html';
import { useReply } from '../hooks/use-reply';
import { useSpeaker } from '../hooks/use-speaker';
import styles from './robot.module.css';

const QUICK = ['大厅几点上班？', '大厅在哪里？', '怎么预约办理？', '去大厅办事要注意什么？'];

function Avatar({ speaking }: { speaking: boolean }) {
  return (
    <svg
      className={`${styles.avatar} ${speaking ? styles.speaking : ''}`}
      viewBox="0 0 120 120"
      role="img"
      aria-label={speaking ? '导办员正在讲话' : '导办员'}
    >
      <circle cx="60" cy="60" r="56" fill="var(--adm-color-primary)" opacity="0.15" />
      <circle cx="60" cy="58" r="36" fill="var(--adm-color-background)" stroke="var(--adm-color-primary)" strokeWidth="3" />
      <path d="M26 50 Q60 10 94 50" fill="var(--adm-color-primary)" />
      <circle cx="47" cy="58" r="4" fill="var(--adm-color-text)" />
      <circle cx="73" cy="58" r="4" fill="var(--adm-color-text)" />
      <ellipse className={styles.mouth} cx="60" cy="78" rx="9" ry="5" fill="var(--adm-color-danger)" />
    </svg>
  );
}

interface Props {
  title: string;
  areaCode: string;
  itemId?: string | null;
  question?: string | null;
}

/** The virtual guide: reads answers aloud with an animated avatar, large captions, pause and replay. */
export function VirtualGuide({ title, areaCode, itemId, question }: Props) {
  const [request, setRequest] = useState<{ by: 'itemId' | 'question'; value: string }>(() =>
    itemId ? { by: 'itemId', value: itemId } : { by: 'question', value: question ?? '' },
  );
  const [typed, setTyped] = useState('');
  const reply = useReply(areaCode, request.by, request.value);
  const speaker = useSpeaker();
  const text = useMemo(
    () => (reply.data ? `${reply.data.kind === 'notFound' ? '抱歉，' : ''}${answerText(reply.data.html)}` : ''),
    [reply.data],
  );
  const askedHere = useRef(false);

  useEffect(() => {
    // An answer to a question asked on this page is read at once (the tap allows speech).
    if (text && askedHere.current && speaker.status !== 'checking') {
      askedHere.current = false;
      speaker.play(text);
    }
  }, [text, speaker]);

  const ask = (q: string) => {
    if (!q.trim()) return;
    speaker.stop();
    askedHere.current = true;
    setRequest({ by: 'question', value: q.trim() });
    setTyped('');
  };

  const speaking = speaker.status === 'speaking';
  const voiceNote =
    speaker.status === 'checking'
      ? '正在检查语音…'
      : speaker.status === 'unsupported'
        ? '您的浏览器不支持语音朗读，请阅读下方文字。'
        : speaker.status === 'noVoice'
          ? '本设备没有可用的语音，请阅读下方文字。'
          : speaker.chinese
            ? ''
            : '本设备没有中文语音，将用默认语音朗读。';
  let answer;
  if (!request.value) answer = <EmptyState title="请选择或输入一个问题" description="导办员会把答案读给您听" />;
  else if (reply.isPending) answer = <LoadingState rows={3} />;
  else if (reply.isError) answer = <ErrorState message={reply.error.message} onRetry={() => void reply.refetch()} />;
  else
    answer = (
      <>
        <h2 className={styles.answerTitle}>{reply.data.kind === 'notFound' ? '没有找到' : reply.data.title}</h2>
        <div className={styles.caption} data-testid="caption" aria-hidden={!speaker.caption}>
          {speaker.caption || (speaker.status === 'done' ? '已读完，可点“重播”再听一遍。' : '点“朗读”听答案。')}
        </div>
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

  return (
    <PageShell title={title}>
      <div className={styles.guide}>
        <Avatar speaking={speaking} />
        {voiceNote ? (
          <div role="status" className={styles.notice}>
            {voiceNote}
          </div>
        ) : null}
        {answer}
        <section style={{ width: '100%' }} aria-labelledby="guide-ask">
          <h2 id="guide-ask" className={styles.sectionTitle}>
            问导办员
          </h2>
          <div className={styles.chips}>
            {QUICK.map((q) => (
              <button key={q} type="button" className={styles.chip} onClick={() => ask(q)}>
                {q}
              </button>
            ))}
          </div>
          <form
            className={styles.inputBar}
            style={{ marginTop: '0.75rem' }}
            onSubmit={(e) => {
              e.preventDefault();
              ask(typed);
            }}
          >
            <div className={styles.inputBox}>
              <Input aria-label="输入要问导办员的问题" placeholder="输入您的问题" value={typed} onChange={setTyped} maxLength={200} />
            </div>
            <Button type="submit" color="primary" disabled={!typed.trim()}>
              提问
            </Button>
          </form>
        </section>
      </div>
    </PageShell>
  );
}
