import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { certificateMattersQuery } from '@/features/matters/api/get-certificate-matters';
import { certificateTypesQuery } from '@/features/matters/api/get-certificate-types';
import { MatterList } from '@/features/matters/components/matter-list';
import styles from '@/features/matters/components/matters.module.css';
import { useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { CardLink } from '@/features/matters/components/card-link';

/** 证照类型: certificate types, and for one type the matters that need or issue it. */
export default function CertificateTypePage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const typeId = query.get('typeId') ?? '';
  const types = useQuery({ ...certificateTypesQuery(fixedArea), enabled: !typeId });
  const one = useQuery(certificateMattersQuery(typeId, fixedArea));
  if (typeId) {
    return (
      <PageShell title="证照类型">
        <QueryView query={one}>
          {(d) => (
            <>
              <div className={styles.panel}>
                <h2>{d.type.name}</h2>
                <p className={styles.meta}>
                  发证机关：{d.type.issuer}
                  {d.type.electronic ? '，已支持电子证照' : ''}
                </p>
              </div>
              <h2 className={styles.groupTitle}>办理时需要此证照的事项（{d.needs.length}）</h2>
              {d.needs.length ? <MatterList items={d.needs} /> : <EmptyState title="暂无" />}
              <h2 className={styles.groupTitle}>办结后颁发此证照的事项（{d.issues.length}）</h2>
              {d.issues.length ? <MatterList items={d.issues} /> : <EmptyState title="暂无" />}
            </>
          )}
        </QueryView>
      </PageShell>
    );
  }
  return (
    <PageShell title="证照类型">
      <QueryView query={types} isEmpty={(d) => d.length === 0}>
        {(d) => (
          <ul className={styles.list}>
            {d.map((t) => (
              <li key={t.id} className={styles.item}>
                <CardLink
                  to={paths.certificateType({ typeId: t.id })}
                  name={t.name}
                  lines={[`${t.issuer} · ${t.needCount}项事项需要 · ${t.issueCount}项事项颁发`]}
                >
                  {t.electronic ? (
                    <span className={styles.tags}>
                      <Tag color="success">电子证照</Tag>
                    </span>
                  ) : null}
                </CardLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageShell>
  );
}
