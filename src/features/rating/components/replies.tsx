import { formatTime } from '../format';
import type { StaffReply } from '../types';
import styles from './rating.module.css';

/** Staff replies with who answered and when; a waiting note when none yet. */
export function Replies({ replies, waiting }: { replies: StaffReply[]; waiting: string }) {
  return (
    <section className={styles.card} aria-label="处理回复">
      <div className={styles.cardHead}>处理回复</div>
      {replies.length === 0 ? (
        <div className={styles.meta}>{waiting}</div>
      ) : (
        replies.map((r) => (
          <div key={`${r.time}-${r.replier}`} className={styles.reply}>
            <div className={styles.replyHead}>
              <span>{r.replier}</span>
              <time>{formatTime(r.time)}</time>
            </div>
            <div>{r.content}</div>
          </div>
        ))
      )}
    </section>
  );
}
