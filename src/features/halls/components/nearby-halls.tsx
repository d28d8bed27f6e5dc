import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { StatusBlock } from '@/components/status-block';
import { toast } from '@/lib/feedback/feedback';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { COORDINATES_FAILED, DEFAULT_NEARBY_RADIUS, isMissingCoordinatesError, nearbyHallsQuery } from '../api/get-nearby-halls';
import { formatDistance } from '../distance';
import { LOCATE_FAILURE_TEXT, useGeolocation, type LocateFailure } from '../hooks/use-geolocation';
import { HallList } from './hall-list';
import styles from './nearby-halls.module.css';
import { paths } from '@/config/routes';

/** Radii offered one after another when nothing is near, in metres. */
export const NEARBY_RADII = [DEFAULT_NEARBY_RADIUS, 50_000, 200_000] as const;

const km = (m: number) => `${m / 1000}公里`;

function CoordinatesFailed({ reason, onRetry }: { reason?: LocateFailure; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <StatusBlock status="error" title={COORDINATES_FAILED} description={reason ? LOCATE_FAILURE_TEXT[reason] : '定位结果无效，请重试'} />
      <div className={styles.ways}>
        <Button color="primary" fill="outline" onClick={onRetry}>
          重新定位
        </Button>
        <AppLink to={paths.findTheLobby()}>按区域查找大厅</AppLink>
      </div>
    </div>
  );
}

/** Halls near the device position, nearest first, each with its distance. */
export function NearbyHalls() {
  const go = useAppNavigate();
  const { state, locate } = useGeolocation();
  const [step, setStep] = useState(0);
  const radius = NEARBY_RADII[step];
  const position = state.status === 'located' ? state : null;
  const halls = useQuery({ ...nearbyHallsQuery({ lat: position?.lat, lng: position?.lng, radius }), enabled: position !== null });
  const badCoordinates = isMissingCoordinatesError(halls.error);
  const failed = state.status === 'failed' ? state : null;

  // docs/spec-rules.md section 8: missing coordinates toast, once for each failed attempt.
  useEffect(() => {
    if (failed || badCoordinates) toast.fail(COORDINATES_FAILED);
  }, [failed, badCoordinates]);

  if (failed || badCoordinates) return <CoordinatesFailed reason={failed?.reason} onRetry={locate} />;
  if (state.status === 'locating') {
    return (
      <div>
        <div className={styles.locating} role="status">
          正在获取您的位置…
        </div>
        <LoadingState />
      </div>
    );
  }
  if (halls.isPending) return <LoadingState />;
  if (halls.isError) return <ErrorState message={halls.error.message} onRetry={() => void halls.refetch()} />;
  if (halls.data.length === 0) {
    const wider = NEARBY_RADII[step + 1];
    return (
      <EmptyState
        title={`${km(radius)}内没有大厅`}
        description="可以扩大范围，或按区域查找"
        action={
          <div className={styles.ways}>
            {wider ? (
              <Button color="primary" fill="outline" onClick={() => setStep(step + 1)}>
                扩大到{km(wider)}
              </Button>
            ) : null}
            <AppLink to={paths.findTheLobby()}>按区域查找大厅</AppLink>
          </div>
        }
      />
    );
  }
  const byId = new Map(halls.data.map((h) => [h.id, h.distance]));
  return (
    <>
      <div className={styles.count}>
        {km(radius)}内共{halls.data.length}个大厅，按距离由近到远
      </div>
      <HallList
        halls={halls.data}
        onOpen={(h) => go(paths.lntroductionhall({ hallId: h.id }))}
        distanceOf={(h) => `距您${formatDistance(byId.get(h.id) ?? 0)}`}
      />
    </>
  );
}
