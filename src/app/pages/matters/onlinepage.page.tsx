import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/states';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { materialInfoQuery } from '@/features/matters/api/online/get-material-info';
import { onlineInfoQuery } from '@/features/matters/api/online/get-online-info';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { buttonLinkClass, OnlineEntry, OnlineSummary } from '@/features/matters/components/online-entry';
import { useApplicationDrafts } from '@/features/matters/hooks/use-application-drafts';
import { AppLink } from '@/lib/router/navigation';

/** 网上办理: a matter's online entry: who may apply, what is needed, and the way in. */
export default function OnlinePage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  const info = useQuery(onlineInfoQuery(matterId));
  const materials = useQuery(materialInfoQuery(matterId));
  const hasDraft = useApplicationDrafts().has(matterId);
  if (!matterId)
    return (
      <PageShell title="网上办理">
        <EmptyState
          title="请先选择事项"
          description="从事项列表或搜索中找到要办理的事项，再点“网上办理”。"
          action={
            <div className={`${styles.actions} ${styles.narrow}`}>
              <AppLink className={buttonLinkClass(true)} to={paths.search()}>
                搜索事项
              </AppLink>
              <AppLink className={buttonLinkClass()} to={paths.handleContinue()}>
                继续办理草稿
              </AppLink>
            </div>
          }
        />
      </PageShell>
    );
  return (
    <PageShell title="网上办理">
      <QueryView query={info}>
        {(m) => (
          <>
            <OnlineSummary m={m} />
            {!m.online ? (
              <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="ol-offline">
                <h2 id="ol-offline">该事项暂不支持网上办理</h2>
                <p className={kit.hint}>请携带材料到{m.hallName}办理，可先预约或在线取号。</p>
                <div className={`${styles.actions} ${styles.below}`}>
                  <AppLink className={buttonLinkClass(true)} to={paths.reserve({ matterId: m.matterId })}>
                    预约办理
                  </AppLink>
                  <AppLink className={buttonLinkClass()} to={paths.guidelines({ matterId: m.matterId })}>
                    办事指南
                  </AppLink>
                </div>
              </section>
            ) : (
              <OnlineEntry m={m} materials={materials} hasDraft={hasDraft} />
            )}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
