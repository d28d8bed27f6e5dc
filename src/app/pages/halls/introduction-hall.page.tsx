import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { hallPortalQuery } from '@/features/halls/api/get-hall-portal';
import { HallIntroView } from '@/features/halls/components/hall-portal';
import { CollectButton } from '@/features/profile/components/collect-button';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import type { FirstQueries } from '@/app/routing/page-modules';

/** The hall, asked before the page renders (FirstQueries, docs/performance.md). */
export const firstQueries: FirstQueries = (query) => {
  const hallId = query.get('hallId');
  return hallId ? [hallPortalQuery(hallId)] : [];
};

/** 大厅介绍: one hall's address, hours, floors, contacts, transport, parking, accessibility and navigation. */
export default function IntroductionHallPage() {
  const signedIn = useSignedIn();
  const hallId = useSearchParams()[0].get('hallId') ?? '';
  const portal = useQuery({ ...hallPortalQuery(hallId), refetchInterval: 60_000 });
  return (
    <PageShell title="大厅介绍">
      <QueryView query={portal} missing={!hallId}>
        {(p) => <HallIntroView portal={p} collect={<CollectButton type="hall" targetId={p.hall.id} loggedIn={signedIn} />} />}
      </QueryView>
    </PageShell>
  );
}
