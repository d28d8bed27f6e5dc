import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { ListRow } from '@/components/list-row';
import { MapHandOff } from '@/components/map-hand-off';
import { HALL_STATE_TAG, HALL_STATE_TEXT, hallState } from '@/components/hall-state';
import { HALL_ROWS_STEP } from '../hall-order';
import type { Hall } from '../types';
import styles from './hall.module.css';

/**
 * Halls as a list: name, address, hours, busy level, optional distance (its text says from where:
 * 距您, 距区域中心); the first HALL_ROWS_STEP, in the order given, then more on demand.
 */
export function HallList({
  halls,
  onOpen,
  distanceOf,
}: {
  halls: Hall[];
  onOpen: (hall: Hall) => void;
  distanceOf?: (hall: Hall) => string;
}) {
  const [limit, setLimit] = useState(HALL_ROWS_STEP);
  const rows = halls.length > limit ? halls.slice(0, limit) : halls;
  return (
    <>
      <List>
        {rows.map((h) => (
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
                  className={styles.navLink}
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
      {rows.length < halls.length ? (
        <div className={styles.more}>
          <Button size="small" fill="outline" onClick={() => setLimit(limit + HALL_ROWS_STEP)}>
            显示更多大厅（已显示{rows.length}/{halls.length}个）
          </Button>
        </div>
      ) : null}
    </>
  );
}
