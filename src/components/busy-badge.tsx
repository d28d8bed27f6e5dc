import { Tag } from 'antd-mobile';
import { HALL_STATE_COLOUR, hallState, hallStateLabel } from './hall-state';
import type { Hall } from '@/contract/hall';

/** A hall's state now (src/components/hall-state.ts): 空闲 / 适中 / 繁忙 with the number waiting, or 休息中. */
export function BusyBadge({ hall }: { hall: Pick<Hall, 'busy' | 'openNow' | 'waiting'> }) {
  const colour = HALL_STATE_COLOUR[hallState(hall)];
  return (
    <Tag fill="outline" style={{ '--border-color': colour, '--text-color': colour } as React.CSSProperties}>
      {hallStateLabel(hall, ' · ')}
    </Tag>
  );
}
