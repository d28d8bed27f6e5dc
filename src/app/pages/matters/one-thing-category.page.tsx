import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { oneThingQuery } from '@/features/matters/api/get-one-thing';
import { oneThingsQuery } from '@/features/matters/api/get-one-things';
import { MatterList } from '@/features/matters/components/matter-list';
import styles from '@/features/matters/components/matters.module.css';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { CardLink } from '@/features/matters/components/card-link';

/** 一件事一次办: categories of bundles; with `id`, one bundle's single materials list and its matters. */
export default function OneThingCategoryPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const id = query.get('id') ?? '';
  const list = useQuery({ ...oneThingsQuery(fixedArea), enabled: !id });
  const one = useQuery(oneThingQuery(id, fixedArea));
  if (id) {
    return (
      <PageShell title="一件事一次办">
        <QueryView query={one}>
          {(o) => (
            <>
              <div className={styles.panel}>
                <h2>{o.name}</h2>
                <p className={styles.meta}>{o.description}</p>
                <p className={styles.meta}>
                  一次提交，承诺{o.promiseDays}个工作日内办结，涉及{o.matters.length}个事项
                </p>
              </div>
              <section className={styles.panel} aria-labelledby="ot-materials">
                <h2 id="ot-materials">一次性提交材料清单</h2>
                <ol className={styles.steps}>
                  {o.materials.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ol>
              </section>
              <div className={styles.panel}>
                <AppLink className="adm-button adm-button-primary adm-button-block" to={paths.application({ matterId: o.id })}>
                  在线申报“{o.name}”
                </AppLink>
              </div>
              <h2 className={styles.groupTitle}>包含的事项</h2>
              <MatterList items={o.matters} label="包含的事项" />
            </>
          )}
        </QueryView>
      </PageShell>
    );
  }
  return (
    <PageShell title="一件事一次办">
      <QueryView query={list} isEmpty={(d) => d.length === 0}>
        {(cats) => (
          <>
            {cats.map((c) => (
              <section key={c.category} aria-labelledby={`ot-${c.category}`}>
                <h2 id={`ot-${c.category}`} className={styles.groupTitle}>
                  {c.category}一件事
                </h2>
                <ul className={styles.list}>
                  {c.items.map((o) => (
                    <li key={o.id} className={styles.item}>
                      <CardLink
                        to={paths.oneThingCategory({ id: o.id })}
                        name={o.name}
                        lines={[o.description, `${o.matterCount}个事项 · 承诺${o.promiseDays}个工作日`]}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
