import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { materialGiven } from '@/components/material-uploader/material-uploader';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { materialInfoQuery } from '@/features/matters/api/online/get-material-info';
import { preAuditsQuery } from '@/features/matters/api/online/get-pre-audits';
import { resubmitPreAudit } from '@/features/matters/api/online/resubmit-pre-audit';
import { submitPreAudit } from '@/features/matters/api/online/submit-pre-audit';
import styles from '@/features/matters/components/apply.module.css';
import { MaterialsSender, preAuditPayload } from '@/features/matters/components/materials-sender';
import kit from '@/components/form-kit/form-kit.module.css';
import type { MaterialSpec, PreAudit } from '@/features/matters/online-types';
import { AppLink } from '@/lib/router/navigation';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

function AuditCard({ audit, specs, onChanged }: { audit: PreAudit; specs: MaterialSpec[]; onChanged: () => Promise<unknown> }) {
  const returned = audit.materials.filter((m) => m.status === 'returned');
  return (
    <li className={styles.item}>
      <strong>
        {audit.stageName} · {new Date(audit.createdAt).toLocaleString('zh-CN', { hour12: false })}
      </strong>
      <ul>
        {audit.materials.map((m) => (
          <li key={m.index}>
            {m.name}：{m.status === 'ok' ? '通过' : m.status === 'returned' ? `退回（${m.reason}）` : '预审中'}
          </li>
        ))}
      </ul>
      {audit.stage === 'pending' ? <p className={kit.hint}>工作人员将在30分钟内完成预审。</p> : null}
      {audit.stage === 'passed' ? (
        <AppLink
          className="adm-button adm-button-primary adm-button-block"
          to={paths.application({ matterId: audit.matterId, preAuditId: audit.id })}
        >
          预审通过，去正式申报
        </AppLink>
      ) : null}
      {audit.stage === 'returned' ? (
        <MaterialsSender
          draftKey={`preaudit.fix.${audit.id}`}
          materials={specs.filter((s) => returned.some((r) => r.index === s.index))}
          returned={Object.fromEntries(returned.map((r) => [r.index, r.reason]))}
          sendText="重新提交退回的材料"
          onSend={async (given) => {
            await resubmitPreAudit({
              id: audit.id,
              materials: preAuditPayload(
                returned.map((r) => r.index),
                given,
              ),
            });
            await onChanged();
          }}
        />
      ) : null}
    </li>
  );
}

/** 材料预审: send materials for staff to check first; fix only what is returned. */
export default function PreAuditionFillInPage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  const signedIn = useSignedIn();
  const specs = useQuery(materialInfoQuery(matterId));
  const audits = useQuery({ ...preAuditsQuery(signedIn), refetchOnMount: 'always' });
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: preAuditsQuery(true).queryKey });
  const mine = (audits.data ?? []).filter((a) => !matterId || a.matterId === matterId);
  return (
    <PageShell title="材料预审">
      {!matterId ? (
        mine.length === 0 ? (
          <EmptyState title="请从事项的网上办理入口进入预审" action={<AppLink to={paths.search()}>搜索事项</AppLink>} />
        ) : null
      ) : (
        <QueryView query={specs}>
          {(list) => (
            <>
              <p className={`${kit.hint} ${styles.pageIntro}`}>
                正式申报前，可先把材料发给工作人员预审，退回的材料会说明原因，只需重传退回的部分。
              </p>
              <MaterialsSender
                draftKey={`preaudit.new.${matterId}`}
                materials={list}
                sendText="提交预审"
                onSend={async (given) => {
                  await submitPreAudit({
                    matterId,
                    materials: preAuditPayload(
                      list.filter((m) => materialGiven(given[m.index])).map((m) => m.index),
                      given,
                    ),
                  });
                  await refresh();
                }}
              />
            </>
          )}
        </QueryView>
      )}
      {signedIn && mine.length ? (
        <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="pa-mine">
          <h2 id="pa-mine">我的预审</h2>
          <ul className={styles.list}>
            {mine.map((a) => (
              <AuditCard key={a.id} audit={a} specs={specs.data ?? []} onChanged={refresh} />
            ))}
          </ul>
        </section>
      ) : null}
    </PageShell>
  );
}
