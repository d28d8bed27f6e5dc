import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { crossListQuery } from '@/features/matters/api/online/get-cross-list';
import { CrossApplyForm } from '@/features/matters/components/cross-apply-form';
import { StatusList } from '@/features/matters/components/status-list';
import { CROSS_STAGES } from '@/features/matters/cross';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

/** 跨省通办: my cross-region requests and a new one (mode, places, what is needed). */
export default function CrossProcessingFeedbackPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const signedIn = useSignedIn();
  const mine = useQuery({ ...crossListQuery(signedIn), refetchOnMount: 'always' });
  return (
    <PageShell title="跨省通办">
      {signedIn ? (
        <StatusList id="cr-mine" title="我的跨省通办" query={mine} empty="还没有跨省通办申请。">
          {(r) => (
            <span>
              <AppLink to={paths.crossDetails({ id: r.id })}>{r.matterName}</AppLink>（{r.mode} · {CROSS_STAGES[r.stage]}）
            </span>
          )}
        </StatusList>
      ) : null}
      <CrossApplyForm initialMatterId={query.get('matterId') ?? ''} areaCode={fixedArea} />
    </PageShell>
  );
}
