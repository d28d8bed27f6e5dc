import { NoticeBar } from 'antd-mobile';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { formatDistance } from '../distance';
import { HALL_STATE_TEXT } from '@/components/hall-state';
import type { Alternative } from '../types';

/** A crowded hall suggests a less crowded one nearby that handles the same matter. */
export function AlternativeHall({ alternative }: { alternative: Alternative | null }) {
  if (!alternative) return null;
  return (
    <NoticeBar
      color="alert"
      wrap
      content={
        <span>
          当前大厅较拥挤，附近的
          <AppLink to={paths.hallIntroPortal({ hallId: alternative.id })}>{alternative.name}</AppLink>
          {HALL_STATE_TEXT[alternative.busy]}（{alternative.waiting}人等候，相距{formatDistance(alternative.distance)}），可以去那里办理。
        </span>
      }
    />
  );
}
