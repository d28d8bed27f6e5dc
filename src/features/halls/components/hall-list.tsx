import { List, Tag } from 'antd-mobile';
import { ListRow } from '@/components/list-row';
import { MapHandOff } from '@/components/map-hand-off';
import { HALL_STATE_TAG, HALL_STATE_TEXT, hallState } from '@/components/hall-state';
import type { Hall } from '../types';

/** Halls as a list: name, address, hours, busy level, optional distance (its text says from where: 距您, 距区域中心). */
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
              {distanceOf ? <div>{distanceOf(h)}</div> : null}
              {/* Above the row's stretched control, so that it is a tap target of its own. */}
              <MapHandOff
                place={{ lat: h.lat, lng: h.lng, name: h.name, address: h.address }}
                label={`导航到${h.name}`}
                style={{
                  position: 'relative',
                  zIndex: 2,
                  display: 'inline-block',
                  minHeight: 44,
                  padding: '10px 16px 10px 0',
                  boxSizing: 'border-box',
                }}
              >
                导航
              </MapHandOff>
            </>
          }
          extra={
            <Tag color={HALL_STATE_TAG[hallState(h)]} fill="outline">
              {HALL_STATE_TEXT[hallState(h)]}
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
