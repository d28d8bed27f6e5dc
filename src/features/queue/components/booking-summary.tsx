import { Button } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { MapHandOff } from '@/components/map-hand-off';
import { bookingIcs } from '../rules';
import type { Reservation } from '../types';
import { CheckInQr } from './check-in-qr';
import { Rows, Section } from './rows';
import styles from './queue.module.css';

/** The check-in code, the time and place with a map hand-off, the materials to bring and "add to calendar". */
export function BookingSummary({ booking }: { booking: Reservation }) {
  const ics = useMemo(() => {
    const text = bookingIcs({
      id: booking.id,
      date: booking.date,
      startTime: booking.startTime,
      endTime: booking.endTime,
      title: `预约办理：${booking.implInfo.implName}`,
      location: `${booking.hallInfo.hallName} ${booking.hallInfo.address}`,
      description: `签到码 ${booking.checkInCode}`,
    });
    return typeof URL.createObjectURL === 'function'
      ? URL.createObjectURL(new Blob([text], { type: 'text/calendar' }))
      : `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
  }, [booking]);
  useEffect(
    () => () => {
      if (ics.startsWith('blob:')) URL.revokeObjectURL(ics);
    },
    [ics],
  );
  const live = booking.status === 'booked';
  return (
    <>
      {live ? (
        <Section title="签到码">
          <CheckInQr value={booking.qrText} code={booking.checkInCode} label="到大厅后出示此码签到取号" />
        </Section>
      ) : null}
      <Section title="预约信息">
        <Rows
          items={[
            ['办理事项', booking.implInfo.implName],
            ['办理部门', booking.hallInfo.departName],
            ['预约时间', `${booking.date} ${booking.weekday} ${booking.startTime}-${booking.endTime}`],
            ['办理大厅', booking.hallInfo.hallName],
            ['大厅地址', booking.hallInfo.address],
            [
              '咨询电话',
              <a key="tel" href={`tel:${booking.hallInfo.phone}`}>
                {booking.hallInfo.phone}
              </a>,
            ],
            ['预约人', `${booking.name} ${booking.mobile}`],
            ['状态', booking.statusText],
          ]}
        />
        <div className={`${styles.actions} ${styles.summaryActions}`}>
          <MapHandOff place={{ lat: booking.hallInfo.lat, lng: booking.hallInfo.lng, name: booking.hallInfo.hallName }}>
            <Button block fill="outline">
              地图导航到大厅
            </Button>
          </MapHandOff>
          {live ? (
            <a href={ics} download={`预约-${booking.date}.ics`}>
              <Button block fill="outline">
                添加到日历
              </Button>
            </a>
          ) : null}
        </div>
      </Section>
      <Section title="请携带以下材料">
        <ul className={styles.materials}>
          {booking.materials.map((m) => (
            <li key={m.name}>
              {m.name}（{m.copies}
              {m.required ? '' : '，非必需'}）
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
