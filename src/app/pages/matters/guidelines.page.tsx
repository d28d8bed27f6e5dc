import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { guideQuery } from '@/features/matters/api/get-guide';
import { heldCertificatesQuery } from '@/features/matters/api/get-held-certificates';
import { CollectButton } from '@/features/profile/components/collect-button';
import { ChecklistPicture } from '@/features/matters/components/checklist-picture';
import { GuideActionBar, GuideNextSteps } from '@/features/matters/components/guide-actions';
import { GuideToc, GuideView } from '@/features/matters/components/guide-view';
import styles from '@/features/matters/components/matters.module.css';
import { useScrollMemory } from '@/features/matters/hooks/use-scroll-memory';
import { share as shareVia } from '@/lib/bridge/bridge';
import { toast } from '@/lib/feedback/feedback';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import type { FirstQueries } from '@/app/routing/page-modules';

/** A shared guide's call, sent before the page renders (FirstQueries, docs/performance.md). */
export const firstQueries: FirstQueries = (query) => {
  const matterId = query.get('matterId');
  return matterId ? [guideQuery(matterId)] : [];
};

/** 办事指南: every section of a matter's guide, where to go and what to do next. */
export default function GuidelinesPage() {
  const [query] = useSearchParams();
  const go = useAppNavigate();
  const matterId = query.get('matterId') ?? '';
  // The personal checklist lives in the address, so a shared link carries it.
  const have = (query.get('have') ?? '')
    .split(',')
    .filter((x) => /^\d+$/.test(x))
    .map(Number);
  const toggle = (i: number) => {
    const next = have.includes(i) ? have.filter((x) => x !== i) : [...have, i].sort((a, b) => a - b);
    go(paths.guidelines({ matterId, have: next.join(',') || null }), { replace: true });
  };
  const guide = useQuery(guideQuery(matterId));
  const signedIn = useSignedIn();
  // What the user holds as e-certificates is ticked for them (a failure leaves the list as typed).
  const certs = useQuery(heldCertificatesQuery(matterId, signedIn));
  const top = useScrollMemory<HTMLDivElement>(`guide:${matterId}`, guide.isSuccess);

  const share = async () => {
    const title = guide.data ? `${guide.data.name}办事指南` : '办事指南';
    const outcome = await shareVia({ title, desc: guide.data?.departmentName, link: window.location.href });
    if (outcome.status === 'ok' && outcome.value === 'messenger') toast.info('请点击右上角「…」，分享给朋友或朋友圈');
    else if (outcome.status === 'ok' && outcome.value === 'copied') toast.success('链接已复制，可粘贴分享');
    else if (outcome.status === 'fail' || outcome.status === 'unavailable') toast.fail('分享失败，请复制地址栏链接');
  };

  const actions = guide.data ? <GuideActionBar guide={guide.data} /> : undefined;

  return (
    <PageShell title="办事指南" footer={actions}>
      <div ref={top}>
        <QueryView query={guide} missing={!matterId}>
          {(g) => (
            <>
              <div className={styles.panel}>
                <p className={`${styles.name} ${styles.guideTitle}`}>{g.name}</p>
                <p className={styles.meta}>
                  {g.departmentName} · 承诺{g.promiseDays ? `${g.promiseDays}个工作日` : '即办'} · {g.fee}
                </p>
                <div className={`${styles.actions} ${styles.below}`}>
                  {/* Kept for 我的收藏 (mySettingsCollection), one collection for the whole app. */}
                  <CollectButton type="guide" targetId={matterId} loggedIn={signedIn} />
                  <Button size="small" onClick={() => void share()}>
                    分享指南和我的清单
                  </Button>
                  <ChecklistPicture guide={g} have={have} held={certs.data?.held ?? []} link={window.location.href} />
                </div>
              </div>
              <GuideToc />
              {certs.data && !certs.data.verified ? (
                <p className={`${styles.meta} ${styles.verifyNote}`}>
                  完成
                  <AppLink to={paths.recertificationHome()} className={styles.underline}>
                    实名认证
                  </AppLink>
                  后，您已有的电子证照会在材料清单中自动勾选。
                </p>
              ) : null}
              <GuideView guide={g} have={have} held={certs.data?.held} onToggle={toggle} />
              <GuideNextSteps guide={g} have={have} signedIn={signedIn} />
            </>
          )}
        </QueryView>
      </div>
    </PageShell>
  );
}
