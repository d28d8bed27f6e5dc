import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { AppLink } from '@/lib/router/navigation';
import { useSecondMenu } from '../hooks/use-home-layout';
import { ServiceIcon } from './service-icon';
import styles from './home-editor.module.css';

/** 更多服务: the area's second-level menu, group by group. */
export function SecondMenuView({ areaCode }: { areaCode: string }) {
  const query = useSecondMenu(areaCode);
  return (
    <QueryView
      query={query}
      isEmpty={(m) => m.groups.every((g) => g.entries.length === 0)}
      empty={<EmptyState title="本区域暂未配置更多服务" />}
    >
      {(menu) => (
        <>
          {menu.groups
            .filter((g) => g.entries.length > 0)
            .map((g, gi) => (
              <section key={g.title} className={styles.section} aria-labelledby={`group-${gi}`}>
                <h2 id={`group-${gi}`} className={styles.title}>
                  {g.title}
                </h2>
                <ul className={`${styles.list} ${styles.grid}`}>
                  {g.entries.map((e) => (
                    <li key={e.key}>
                      <AppLink to={e.route} className={styles.entry}>
                        <ServiceIcon name={e.icon} />
                        <span>{e.title}</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </>
      )}
    </QueryView>
  );
}
