import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { ListRow } from '@/components/list-row';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { hallListQuery } from '../api/get-hall-list';
import type { Hall } from '../types';
import { BusyBadge } from '@/components/busy-badge';

/** Choose a hall of the area (pages opened without a hall: 窗口实况, 数据统计). */
export function HallPicker({ areaCode, prompt, onPick }: { areaCode: string; prompt: string; onPick: (hall: Hall) => void }) {
  const halls = useQuery(hallListQuery(areaCode));
  return (
    <QueryView query={halls} isEmpty={(d) => d.length === 0} empty={<EmptyState title="本区域暂无大厅" />}>
      {(list) => (
        <List header={prompt}>
          {list.map((h) => (
            <ListRow key={h.id} description={h.address} extra={<BusyBadge hall={h} />} onClick={() => onPick(h)}>
              {h.name}
            </ListRow>
          ))}
        </List>
      )}
    </QueryView>
  );
}
