import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { HallPicker } from '@/features/halls/components/hall-picker';
import { HallStatistics } from '@/features/halls/components/statistics';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

/** 数据统计: a hall's visits, waiting times and ratings, with charts and the numbers in a table. */
export default function DataStatisticsPage() {
  const hallId = useSearchParams()[0].get('hallId') ?? '';
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  return (
    <PageShell title="数据统计">
      {hallId ? (
        <HallStatistics hallId={hallId} />
      ) : (
        <HallPicker areaCode={fixedArea} prompt="选择要查看统计的大厅" onPick={(h) => go(paths.dataStatistics({ hallId: h.id }))} />
      )}
    </PageShell>
  );
}
