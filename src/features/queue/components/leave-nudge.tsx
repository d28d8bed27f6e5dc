import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useGatewayNow } from '@/lib/hooks/use-gateway-now';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { DEFAULT_TRAVEL_MIN, distanceMeters, formatDistance, leaveAdvice } from '../rules';
import type { Reservation } from '../types';
import { Section } from './rows';
import styles from './queue.module.css';

type Where = { state: 'unknown' } | { state: 'asking' } | { state: 'known'; meters: number } | { state: 'refused' };

/**
 * 出发提醒: on the day of a booking, when to leave for the hall, from the slot's time and the way
 * there (the user's distance when they share it, otherwise DEFAULT_TRAVEL_MIN). Follows the
 * user's 预约提醒 notice preference: `reminders` false shows only that it is off.
 */
export function LeaveNudge({ booking, reminders }: { booking: Reservation; reminders: boolean }) {
  const now = useGatewayNow(booking.serverNow);
  const [where, setWhere] = useState<Where>({ state: 'unknown' });
  const advice = leaveAdvice({ slotStartsAt: booking.slotStartsAt, now, meters: where.state === 'known' ? where.meters : null });
  const buzzed = useRef(false);
  useEffect(() => {
    if (reminders && advice?.kind === 'now' && !buzzed.current) {
      buzzed.current = true;
      navigator.vibrate?.(300);
    }
  }, [reminders, advice?.kind]);

  if (booking.status !== 'booked' || !advice) return null;
  if (!reminders)
    return (
      <Section title="出发提醒">
        <p className={styles.muted}>
          预约提醒已关闭，不提示出发时间。
          <AppLink to={paths.mySettingsPage()} className={styles.inlineLink}>
            去设置开启
          </AppLink>
        </p>
      </Section>
    );

  const locate = () => {
    if (!navigator.geolocation) return setWhere({ state: 'refused' });
    setWhere({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (p) => setWhere({ state: 'known', meters: distanceMeters({ lat: p.coords.latitude, lng: p.coords.longitude }, booking.hallInfo) }),
      () => setWhere({ state: 'refused' }),
      { enableHighAccuracy: false, timeout: 8000, maximumAge: 300_000 },
    );
  };
  const urgent = advice.kind === 'now' || advice.kind === 'late';
  return (
    <Section title="出发提醒">
      <p className={`${urgent ? styles.notice : styles.muted} ${styles.advice}`} role="status">
        {advice.text}
      </p>
      <p className={`${styles.muted} ${styles.basis}`}>
        {where.state === 'known'
          ? `按您距大厅${formatDistance(where.meters)}估算。`
          : where.state === 'refused'
            ? `未能获取您的位置，按路程约${DEFAULT_TRAVEL_MIN}分钟估算。`
            : `按路程约${DEFAULT_TRAVEL_MIN}分钟估算。`}
      </p>
      {where.state === 'unknown' || where.state === 'asking' ? (
        <Button size="small" fill="outline" color="primary" loading={where.state === 'asking'} onClick={locate}>
          按我的位置估算路程
        </Button>
      ) : null}
    </Section>
  );
}
