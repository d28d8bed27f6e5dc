import { List } from 'antd-mobile';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useArchivedMaterials, useCertificates } from '../hooks/use-certificates';
import styles from './certificate.module.css';

function Materials() {
  const query = useArchivedMaterials();
  return (
    <section className={styles.section} aria-labelledby="materials-title">
      <h2 id="materials-title" className={styles.sectionTitle}>
        归档材料
      </h2>
      {query.isPending ? (
        <LoadingState rows={2} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title="暂无归档材料" description="办件办结后，提交过的材料会归档在这里" />
      ) : (
        <List>
          {query.data.map((m) => (
            <List.Item key={m.id} description={`${m.sourceKind === 'case' ? '办件' : '申报'}：${m.sourceTitle} · ${m.archivedAt}`}>
              <AppLink to={paths.archivalCollectionDetail({ id: m.id })} className={styles.itemLink}>
                {m.name}
              </AppLink>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** 电子证照: the user's certificates as cards, then their archived materials. */
export function CertificateList() {
  const query = useCertificates();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data.verified) {
    return (
      <EmptyState
        title="完成实名认证后可查看电子证照"
        description="电子证照按您的身份证号从证照库调取，需要先确认是您本人"
        action={
          <AppLink to={paths.recertificationHome()} className={styles.emptyAction}>
            去实名认证
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      {query.data.certificates.length === 0 ? (
        <EmptyState title="证照库中暂无您的电子证照" description="证件办理后，发证部门会将电子证照同步到这里" />
      ) : (
        <ul className={`${styles.list} ${styles.certificates}`} aria-label="我的电子证照">
          {query.data.certificates.map((c) => (
            <li key={c.id}>
              <AppLink
                to={paths.certificate({ id: c.id })}
                className={styles.card}
                data-type={c.type}
                aria-label={`${c.typeName}，${c.holderName}，查看与亮证`}
              >
                <p className={styles.cardTitle}>{c.typeName}</p>
                <p className={styles.cardLine}>{c.holderName}</p>
                <p className={styles.cardLine}>证照编号 {c.maskedNumber}</p>
                <p className={styles.cardLine}>
                  {c.issuer} · 有效期至 {c.validUntil}
                </p>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <Materials />
    </>
  );
}
