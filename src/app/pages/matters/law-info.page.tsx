import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { lawsQuery } from '@/features/matters/api/get-laws';
import styles from '@/features/matters/components/matters.module.css';

/** 法律依据: the legal basis texts of a matter. */
export default function LawInfoPage() {
  const [query] = useSearchParams();
  const laws = useQuery(lawsQuery(query.get('matterId') ?? ''));
  return (
    <PageShell title="法律依据">
      <QueryView
        query={laws}
        missing={!query.get('matterId')}
        isEmpty={(d) => d.laws.length === 0}
        empty={<EmptyState title="该事项暂无法律依据" />}
      >
        {(d) => (
          <div className={styles.panel}>
            <h2>{d.name}</h2>
            {d.laws.map((l) => (
              <div key={l.id} className={styles.law}>
                <h3 className={styles.lawTitle}>
                  {l.title}
                  {l.clause}
                </h3>
                <blockquote>{l.text}</blockquote>
              </div>
            ))}
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}
