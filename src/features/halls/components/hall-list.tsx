import { List, Tag } from 'antd-mobile';
import { ListRow } from '@/components/list-row';
import { BUSY_TEXT, type Hall } from '../types';

/** Halls as a list: name, address, hours, busy level, optional distance. */
export function HallList({
  halls,
  onOpen,
  distanceOf,
}: {
  halls: Hall[];
  onOpen: (hall: Hall) => void;
  distanceOf?: (hall: Hall) => string;
}) {
  return (
    <List>
      {halls.map((h) => (
        <ListRow
          key={h.id}
          description={
            <>
              <div>{h.address}</div>
              <div>{h.openHours}</div>
              {distanceOf ? <div>距离 {distanceOf(h)}</div> : null}
            </>
          }
          extra={
            <Tag color={h.busy === 'busy' ? 'danger' : h.busy === 'normal' ? 'warning' : 'success'} fill="outline">
              {BUSY_TEXT[h.busy]}
            </Tag>
          }
          onClick={() => onOpen(h)}
        >
          {h.name}
        </ListRow>
      ))}
    </List>
  );
}
