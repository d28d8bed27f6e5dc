import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { hallPortalQuery } from '@/features/halls/api/get-hall-portal';
import { HallPortalView } from '@/features/halls/components/hall-portal';
import { CollectButton } from '@/features/profile/components/collect-button';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import type { FirstQueries } from '@/app/routing/page-modules';

/** The hall, asked before the page renders (a door-plate QR code opens it) (FirstQueries, docs/performance.md). */
export const firstQueries: FirstQueries = (query) => {
  const hallId = query.get('hallId');
  return hallId ? [hallPortalQuery(hallId)] : [];
};

/** 大厅门户: a hall's guide, windows, matters, notices, reserve and take a number, with live queues. */
export default function HallIntroPortalPage() {
  const signedIn = useSignedIn();
  const hallId = useSearchParams()[0].get('hallId') ?? '';
  const portal = useQuery({ ...hallPortalQuery(hallId), refetchInterval: 60_000 });
  return (
    <PageShell title="大厅门户">
      <QueryView query={portal} missing={!hallId}>
        {(p) => <HallPortalView portal={p} collect={<CollectButton type="hall" targetId={p.hall.id} loggedIn={signedIn} />} />}
      </QueryView>
    </PageShell>
  );
}
