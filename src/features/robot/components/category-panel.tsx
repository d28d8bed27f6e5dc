import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { subCategoryQuery } from '../api/get-sub-category';
import { topCategoryQuery } from '../api/get-top-category';
import styles from './robot.module.css';

function SubCategories({
  areaCode,
  categoryId,
  onAsk,
}: {
  areaCode: string;
  categoryId: string;
  onAsk: (itemId: string, question: string) => void;
}) {
  const subs = useQuery(subCategoryQuery(areaCode, categoryId));
  if (subs.isPending) return <LoadingState rows={3} />;
  if (subs.isError) return <ErrorState message={subs.error.message} onRetry={() => void subs.refetch()} />;
  if (!subs.data.length) return <EmptyState title="这个分类下暂时没有问题" />;
  return (
    <div className={styles.subList}>
      {subs.data.map((s) => (
        <section key={s.id} aria-label={s.name}>
          <h3 className={styles.subName}>{s.name}</h3>
          {s.questions.map((q) => (
            <div key={q.itemId}>
              <button type="button" className={styles.questionButton} onClick={() => onAsk(q.itemId, q.question)}>
                {q.question}
              </button>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The robot's categories as chips; a chosen one lists its sub-categories and their questions. */
export function CategoryPanel({ areaCode, onAsk }: { areaCode: string; onAsk: (itemId: string, question: string) => void }) {
  const cats = useQuery(topCategoryQuery(areaCode));
  const [open, setOpen] = useState<string | null>(null);
  if (cats.isPending) return <LoadingState rows={2} />;
  if (cats.isError) return <ErrorState message={cats.error.message} onRetry={() => void cats.refetch()} />;
  if (!cats.data.length) return <EmptyState title="暂无问题分类" description="可以直接在下方输入您的问题" />;
  return (
    <section className={styles.notice} aria-labelledby="robot-categories">
      <h2 id="robot-categories" className={styles.sectionTitle}>
        按分类提问
      </h2>
      <div className={styles.chips}>
        {cats.data.map((c) => (
          <button
            key={c.id}
            type="button"
            className={styles.chip}
            aria-pressed={open === c.id}
            aria-expanded={open === c.id}
            onClick={() => setOpen(open === c.id ? null : c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
      {open ? (
        <SubCategories
          areaCode={areaCode}
          categoryId={open}
          onAsk={(itemId, q) => {
            setOpen(null);
            onAsk(itemId, q);
          }}
        />
      ) : null}
    </section>
  );
}
