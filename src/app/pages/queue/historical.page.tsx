import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useAppNavigate } from '@/lib/router/navigation';
import { History } from '@/features/queue/components/my-numbers';

export default function HistoricalPage() {
  const [query] = useSearchParams();
  const go = useAppNavigate();
  const tab = query.get('tab') === 'ticket' ? 'ticket' : 'reservation';
  return <History tab={tab} onTab={(t) => go(paths.historical({ tab: t }), { replace: true })} />;
}
