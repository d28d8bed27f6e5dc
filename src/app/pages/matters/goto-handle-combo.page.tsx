import { useQuery } from '@tanstack/react-query';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { combosQuery } from '@/features/matters/api/get-combos';
import { MatterList } from '@/features/matters/components/matter-list';
import styles from '@/features/matters/components/matters.module.css';
import { useAreaParams } from '@/lib/router/navigation';

/** 联办事项: matters one window takes together (kept alive). */
export default function GotoHandleComboPage() {
  const { fixedArea } = useAreaParams();
  const combos = useQuery(combosQuery(fixedArea));
  return (
    <PageShell title="联办事项">
      <QueryView query={combos} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <>
            {list.map((c) => (
              <section key={c.id} aria-labelledby={`combo-${c.id}`}>
                <div className={styles.panel}>
                  <h2 id={`combo-${c.id}`}>{c.name}</h2>
                  <p className={styles.meta}>{c.note}</p>
                </div>
                <MatterList items={c.matters} label={c.name} />
              </section>
            ))}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
