import { Button, Input } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { useVirtualGuide } from '../hooks/use-virtual-guide';
import { GuideAnswer } from './guide-answer';
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
  const { request, typed, setTyped, reply, speaker, text, ask, speaking, voiceNote } = useVirtualGuide(areaCode, itemId, question);

  return (
    <PageShell title={title}>
      <div className={styles.guide}>
        <Avatar speaking={speaking} />
        {voiceNote ? (
          <div role="status" className={styles.notice}>
            {voiceNote}
          </div>
        ) : null}
        <GuideAnswer asked={request.value} reply={reply} speaker={speaker} text={text} />
        <section className={styles.ask} aria-labelledby="guide-ask">
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
            className={`${styles.inputBar} ${styles.guideInput}`}
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
