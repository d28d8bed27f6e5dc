import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { machineQuery } from '@/features/matters/api/get-machine';
import { machinesQuery } from '@/features/matters/api/get-machines';
import styles from '@/features/matters/components/matters.module.css';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { CardLink } from '@/features/matters/components/card-link';

/** 自助终端: one machine (where, hours, what it does, on the map), or the machines of a hall or area. */
export default function DetailsMachinePage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const id = query.get('id') ?? '';
  const hallId = query.get('hallId') ?? undefined;
  const one = useQuery(machineQuery(id));
  const list = useQuery({ ...machinesQuery(hallId ? { hallId } : { areaCode: fixedArea }), enabled: !id });
  if (id) {
    return (
      <PageShell title="自助终端">
        <QueryView query={one}>
          {(m) => (
            <>
              <div className={styles.panel}>
                <h2>{m.name}</h2>
                <div className={styles.tags}>
                  <Tag color={m.status === 'running' ? 'success' : 'warning'}>{m.status === 'running' ? '正常运行' : '维护中'}</Tag>
                </div>
                <dl className={`${styles.kv} ${styles.spaced}`}>
                  <dt>位置</dt>
                  <dd>{m.location}</dd>
                  <dt>服务时间</dt>
                  <dd>{m.hours}</dd>
                  {m.hall ? (
                    <>
                      <dt>地址</dt>
                      <dd>{m.hall.address}</dd>
                    </>
                  ) : null}
                </dl>
                {m.hall ? (
                  <div className={`${styles.actions} ${styles.spaced}`}>
                    <AppLink to={paths.mapGuide({ hallId: m.hall.id })}>在地图上查看</AppLink>
                    <AppLink to={paths.lntroductionhall({ hallId: m.hall.id })}>所在大厅</AppLink>
                  </div>
                ) : null}
              </div>
              <section className={styles.panel} aria-labelledby="machine-abilities">
                <h2 id="machine-abilities">可以办理</h2>
                <ul className={styles.steps}>
                  {m.abilities.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
                <h3 className={styles.machineSubTitle}>相关事项</h3>
                <ul className={styles.steps}>
                  {m.matters.map((x) => (
                    <li key={x.id}>
                      <AppLink to={paths.guidelines({ matterId: x.id })}>{x.name}</AppLink>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </QueryView>
      </PageShell>
    );
  }
  return (
    <PageShell title="自助终端">
      <QueryView query={list} isEmpty={(d) => d.length === 0}>
        {(d) => (
          <ul className={styles.list}>
            {d.map((m) => (
              <li key={m.id} className={styles.item}>
                <CardLink
                  to={paths.detailsMachine({ id: m.id })}
                  name={m.name}
                  lines={[`${m.location} · ${m.status === 'running' ? '正常运行' : '维护中'}`]}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageShell>
  );
}
