import { fmtTime } from '../format';
import type { CaseCallRecord } from '../types';
import styles from './cases.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const duration = (sec: number) => (sec >= 60 ? `${Math.floor(sec / 60)}分${sec % 60}秒` : `${sec}秒`);

/** 远程办理记录: the video calls filed to a case, with their transcript and the checklist staff agreed. */
export function CaseCallRecords({ records }: { records: CaseCallRecord[] }) {
  if (records.length === 0) return null;
  return (
    <section className={kit.panel} aria-labelledby="ci-calls">
      <h2 id="ci-calls">远程办理记录</h2>
      {records.map((r, n) => (
        <article key={r.id} aria-label={`第${n + 1}次远程办理通话`} className={styles.callRecord}>
          <dl className={styles.summary}>
            <dt>通话时间</dt>
            <dd>
              {fmtTime(r.startedAt)} 至 {fmtTime(r.endedAt).slice(11)}（{duration(r.durationSec)}）
            </dd>
            <dt>工作人员</dt>
            <dd>{r.staffName}</dd>
            <dt>核对清单</dt>
            <dd>
              <ul className={styles.callList}>
                {r.checklist.map((c) => (
                  <li key={c.label}>
                    {c.checked ? '✔' : '✘'} {c.label}（{c.checked ? '已核对' : '未核对'}）
                  </li>
                ))}
              </ul>
            </dd>
            <dt>后续事项</dt>
            <dd>{r.nextSteps}</dd>
          </dl>
          <details className={styles.transcript}>
            <summary>通话中的消息（{r.lines.length}条）</summary>
            {r.lines.length ? (
              <ol className={styles.callList}>
                {r.lines.map((l, i) => (
                  <li key={i}>
                    <span className={styles.meta}>
                      {fmtTime(l.at).slice(11)} {l.name}（{l.by === 'staff' ? '工作人员' : '申请人'}）：
                    </span>
                    {l.text}
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.meta}>通话中没有文字消息。</p>
            )}
          </details>
        </article>
      ))}
    </section>
  );
}
