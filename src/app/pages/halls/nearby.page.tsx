import { PageShell } from '@/components/page-shell';
import { NearbyHalls } from '@/features/halls/components/nearby-halls';

/** 附近大厅: halls near the user, nearest first (needs latitude and longitude). */
export default function NearbyPage() {
  return (
    <PageShell title="附近大厅">
      <NearbyHalls />
    </PageShell>
  );
}
