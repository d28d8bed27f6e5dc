import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { doorplateQuery } from '@/features/halls/api/get-doorplate';
import { hallPortalQuery } from '@/features/halls/api/get-hall-portal';
import { MapGuide } from '@/features/halls/components/map-guide';

/** 到这里去: route to a hall (or a doorplate), handed off to the messenger's or the phone's map app. */
export default function MapGuidePage() {
  const [params] = useSearchParams();
  const hallId = params.get('hallId') ?? '';
  const doorplateId = params.get('doorplateId') ?? '';
  const hall = useQuery(hallPortalQuery(doorplateId ? '' : hallId));
  const doorplate = useQuery(doorplateQuery(doorplateId));
  return (
    <PageShell title="到这里去">
      {doorplateId ? (
        <QueryView query={doorplate}>{(d) => <MapGuide destination={d} />}</QueryView>
      ) : (
        <QueryView query={hall} missing={!hallId}>
          {(p) => <MapGuide destination={p.hall} />}
        </QueryView>
      )}
    </PageShell>
  );
}
