import { paths } from '@/config/routes';
import type { SearchResult } from '../types';
import { Highlight } from './highlight';
import { MatterList } from './matter-list';
import styles from './matters.module.css';
import { CardLink } from './card-link';

/** A search's results, grouped: matters, 一件事, guides and halls, each with its count. */
export function SearchResults({ data }: { data: SearchResult }) {
  return (
    <div aria-live="polite">
      {data.matters.length ? (
        <section aria-labelledby="r-matters">
          <h2 id="r-matters" className={styles.groupTitle}>
            事项（{data.matters.length}）
          </h2>
          <MatterList items={data.matters} terms={data.terms} label="事项" />
        </section>
      ) : null}
      {data.oneThings.length ? (
        <section aria-labelledby="r-one">
          <h2 id="r-one" className={styles.groupTitle}>
            一件事（{data.oneThings.length}）
          </h2>
          <ul className={styles.list}>
            {data.oneThings.map((o) => (
              <li key={o.id} className={styles.item}>
                <CardLink
                  to={paths.oneThingCategory({ id: o.id })}
                  name={<Highlight text={o.name} terms={data.terms} />}
                  lines={[o.description]}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.guides.length ? (
        <section aria-labelledby="r-guides">
          <h2 id="r-guides" className={styles.groupTitle}>
            办事指南（{data.guides.length}）
          </h2>
          <ul className={styles.list}>
            {data.guides.map((g) => (
              <li key={g.id} className={styles.item}>
                <CardLink
                  to={paths.guidelines({ matterId: g.id })}
                  name={g.name}
                  lines={[<Highlight key="snippet" text={g.snippet} terms={data.terms} />]}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.halls.length ? (
        <section aria-labelledby="r-halls">
          <h2 id="r-halls" className={styles.groupTitle}>
            大厅（{data.halls.length}）
          </h2>
          <ul className={styles.list}>
            {data.halls.map((h) => (
              <li key={h.id} className={styles.item}>
                <CardLink
                  to={paths.lntroductionhall({ hallId: h.id })}
                  name={<Highlight text={h.name} terms={data.terms} />}
                  lines={[h.address]}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
