import { AppLink } from '@/lib/router/navigation';
import { MANUAL, type ManualChapter } from '../manual-content';

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
      style={{ flex: '0 0 auto', maxWidth: '45%' }}
    >
      <rect
        x="1"
        y="1"
        width="198"
        height={height - 2}
        rx="16"
        style={{ fill: 'var(--adm-color-background, #fff)', stroke: 'var(--adm-color-text-secondary, #555)' }}
        strokeWidth="2"
      />
      <rect x="10" y="14" width="180" height="34" rx="4" style={{ fill: 'var(--adm-color-primary, #1677ff)' }} />
      <text x="100" y="36" fontSize="14" textAnchor="middle" style={{ fill: 'var(--adm-color-white, #fff)' }}>
        {page.title}
      </text>
      {page.blocks.map((b) => {
        const top = y;
        y += b.rows * ROW + 10;
        return (
          <g key={b.label}>
            <rect
              x="14"
              y={top}
              width="172"
              height={b.rows * ROW}
              rx="4"
              style={{
                fill: b.accent ? 'var(--adm-color-primary-light, #e6f0ff)' : 'var(--adm-color-box, #f2f3f5)',
                stroke: b.accent ? 'var(--adm-color-primary, #1677ff)' : 'var(--adm-color-border, #bbb)',
              }}
            />
            <text x="20" y={top + 16} fontSize="11" style={{ fill: 'var(--adm-color-text, #222)' }}>
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
    <div style={{ padding: 12, lineHeight: 1.7 }}>
      <nav aria-label="目录" style={{ padding: 12, borderRadius: 12, background: 'var(--adm-color-background, #fff)', marginBottom: 12 }}>
        <h2 style={{ margin: '0 0 6px', fontSize: '1.05em' }}>目录</h2>
        <ol style={{ margin: 0, paddingLeft: '1.4em' }}>
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
        <section
          key={c.id}
          id={`manual-${c.id}`}
          aria-labelledby={`manual-${c.id}-title`}
          style={{ padding: 12, borderRadius: 12, background: 'var(--adm-color-background, #fff)', marginBottom: 12 }}
        >
          <h2 id={`manual-${c.id}-title`} style={{ margin: '0 0 8px', fontSize: '1.1em' }}>
            {i + 1}. {c.title}
          </h2>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <ol style={{ margin: 0, paddingLeft: '1.2em', flex: '1 1 12em' }}>
              {c.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <PageSketch page={c.page} />
          </div>
          <AppLink to={c.to} style={{ display: 'inline-block', marginTop: 8 }}>
            {c.linkText}
          </AppLink>
        </section>
      ))}
    </div>
  );
}
