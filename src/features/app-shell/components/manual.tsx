import { AppLink } from '@/lib/router/navigation';
import { MANUAL, type ManualChapter } from '../manual-content';
import styles from './manual.module.css';

const ROW = 22;

/** A page of the app drawn as a phone sketch: title bar and its blocks, labelled. */
function PageSketch({ page }: { page: ManualChapter['page'] }) {
  const height = 60 + page.blocks.reduce((h, b) => h + b.rows * ROW + 10, 0) + 10;
  let y = 60;
  return (
    <svg
      viewBox={`0 0 200 ${height}`}
      width="160"
      role="img"
      aria-label={`“${page.title}”页面示意图：${page.blocks.map((b) => b.label).join('，')}`}
      className={styles.sketch}
    >
      <rect x="1" y="1" width="198" height={height - 2} rx="16" className={styles.phone} strokeWidth="2" />
      <rect x="10" y="14" width="180" height="34" rx="4" className={styles.titleBar} />
      <text x="100" y="36" fontSize="14" textAnchor="middle" className={styles.titleText}>
        {page.title}
      </text>
      {page.blocks.map((b) => {
        const top = y;
        y += b.rows * ROW + 10;
        return (
          <g key={b.label}>
            <rect x="14" y={top} width="172" height={b.rows * ROW} rx="4" className={b.accent ? styles.blockAccent : styles.block} />
            <text x="20" y={top + 16} fontSize="11" className={styles.blockText}>
              {b.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** 使用手册: a contents list, then one chapter per task with its steps, a sketch and a link. */
export function Manual() {
  return (
    <div className={styles.page}>
      <nav aria-label="目录" className={styles.card}>
        <h2 className={styles.contentsTitle}>目录</h2>
        <ol className={styles.contents}>
          {MANUAL.map((c) => (
            <li key={c.id}>
              <a
                href={`#manual-${c.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(`manual-${c.id}`)?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {c.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {MANUAL.map((c, i) => (
        <section key={c.id} id={`manual-${c.id}`} aria-labelledby={`manual-${c.id}-title`} className={styles.card}>
          <h2 id={`manual-${c.id}-title`} className={styles.chapterTitle}>
            {i + 1}. {c.title}
          </h2>
          <div className={styles.chapterBody}>
            <ol className={styles.steps}>
              {c.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <PageSketch page={c.page} />
          </div>
          <AppLink to={c.to} className={styles.link}>
            {c.linkText}
          </AppLink>
        </section>
      ))}
    </div>
  );
}
