import { Button } from 'antd-mobile';
import { ErrorState, LoadingState } from '@/components/states';
import type { ArchivedMaterial } from '../certificate-types';
import { useArchivedMaterial } from '../hooks/use-certificates';
import styles from './certificate.module.css';

/** One archived material: what it is, where it came from and when, and its file. */
export function ArchivedMaterialView({ id, onOpen }: { id: string; onOpen: (m: ArchivedMaterial) => void }) {
  const query = useArchivedMaterial(id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const m = query.data;
  return (
    <section className={styles.section} aria-labelledby="material-title">
      <h2 id="material-title" className={styles.sectionTitle}>
        {m.name}
      </h2>
      <dl className={styles.items}>
        <dt>来源</dt>
        <dd>
          {m.sourceKind === 'case' ? '办件' : '申报'}：{m.sourceTitle}
        </dd>
        <dt>{m.sourceKind === 'case' ? '办件编号' : '申报编号'}</dt>
        <dd>{m.sourceNo}</dd>
        <dt>办理地点</dt>
        <dd>{m.hallName}</dd>
        <dt>归档日期</dt>
        <dd>{m.archivedAt}</dd>
      </dl>
      <div className={styles.actions}>
        <Button color="primary" onClick={() => onOpen(m)}>
          查看材料
        </Button>
      </div>
    </section>
  );
}
