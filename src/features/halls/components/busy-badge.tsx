import { Tag } from 'antd-mobile';
import { BUSY_COLOUR } from '../map-filters';
import { BUSY_TEXT, type Hall } from '../types';

/** Live crowding of a hall: 空闲 / 适中 / 繁忙 with the number waiting, or 休息中 when closed. */
export function BusyBadge({ hall }: { hall: Pick<Hall, 'busy' | 'openNow' | 'waiting'> }) {
  const colour = BUSY_COLOUR[hall.busy];
  return (
    <Tag fill="outline" style={{ '--border-color': colour, '--text-color': colour } as React.CSSProperties}>
      {hall.openNow === false ? '休息中' : `${BUSY_TEXT[hall.busy]}${hall.waiting ? ` · ${hall.waiting}人等候` : ''}`}
    </Tag>
  );
}
