import { Button, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { dateListQuery } from '../api/date-list';
import { reservationHallsQuery } from '../api/reservation-halls';
import { reservationMattersQuery } from '../api/reservation-matters';
import { slotsQuery } from '../api/reserve-time-list';
import type { Position } from '../hooks/use-position';
import { formatDistance, shortDate } from '../rules';
import type { DateItem, ReservationHall, ReservableMatter, Slot } from '../types';
import styles from './queue.module.css';

/** Halls of the area that take bookings, nearest first once the position is known. */
export function HallPicker({
  areaCode,
  position,
  category,
  matterId,
  selected,
  onPick,
}: {
  areaCode: string;
  position: Position;
  category?: string;
  matterId?: string;
  selected?: string;
  onPick: (h: ReservationHall) => void;
}) {
  const params = { areaCode, lat: position?.lat, lng: position?.lng, category, matterId };
  const query = useQuery(reservationHallsQuery(params));
  const [keyword, setKeyword] = useState('');
  return (
    <QueryView query={query} isEmpty={(d) => d.length === 0} empty={<EmptyState title="本地区暂无可预约的大厅" />}>
      {(halls) => {
        const shown = halls.filter((h) => !keyword || h.name.includes(keyword) || h.address.includes(keyword));
        return (
          <>
            <SearchBar
              placeholder="搜索大厅名称或地址"
              value={keyword}
              onChange={setKeyword}
              aria-label="搜索大厅"
              className={styles.hallSearch}
            />
            {position ? <p className={styles.muted}>已按距离由近到远排列</p> : null}
            {shown.length === 0 ? <EmptyState title="没有找到匹配的大厅" /> : null}
            <ul className={styles.list}>
              {shown.map((h) => (
                <li key={h.id}>
                  <button type="button" className={styles.choice} aria-pressed={selected === h.id} onClick={() => onPick(h)}>
                    <span className={styles.choiceTitle}>{h.name}</span>
                    <span className={styles.muted}>
                      {h.address}
                      {h.distance !== null ? ` · 距您${formatDistance(h.distance)}` : ''}
                    </span>
                    <span className={`${styles.muted} ${styles.line}`}>{h.openHours}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </QueryView>
  );
}

/** The matters a hall takes bookings for, grouped by business type. */
export function MatterPicker({
  hallId,
  category,
  selected,
  onPick,
}: {
  hallId: string;
  category?: string;
  selected?: string | null;
  onPick: (m: ReservableMatter) => void;
}) {
  const query = useQuery(reservationMattersQuery(hallId, category));
  return (
    <QueryView query={query} isEmpty={(d) => d.length === 0} empty={<EmptyState title="该大厅暂无可预约的事项" />}>
      {(list) => {
        const groups = [...new Set(list.map((m) => m.category))];
        return groups.map((g) => (
          <div key={g}>
            <h3 className={`${styles.sectionTitle} ${styles.category}`}>{g}</h3>
            <ul className={styles.list}>
              {list
                .filter((m) => m.category === g)
                .map((m) => (
                  <li key={m.id}>
                    <button type="button" className={styles.choice} aria-pressed={selected === m.id} onClick={() => onPick(m)}>
                      <span className={styles.choiceTitle}>{m.name}</span>
                      <span className={styles.muted}>{m.departmentName}</span>
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        ));
      }}
    </QueryView>
  );
}

function dayLabel(d: DateItem): string {
  if (d.status === 'closed') return d.note || '不可预约';
  if (d.status === 'full') return '已约满';
  return `余${d.remaining}${d.note ? ` · ${d.note}` : ''}`;
}

/** The bookable days as a calendar of buttons: full and closed days marked and not choosable. */
export function DateGrid({
  hallId,
  matterId,
  selected,
  onPick,
}: {
  hallId: string;
  matterId: string | null;
  selected?: string;
  onPick: (d: DateItem) => void;
}) {
  const query = useQuery(dateListQuery(hallId, matterId));
  return (
    <QueryView query={query} isEmpty={(d) => d.dates.length === 0} empty={<EmptyState title="暂无可预约的日期" />}>
      {(data) => (
        <>
          <p className={styles.muted}>
            可预约{data.config.days}个工作日内的时段，每个时段{data.config.slotMinutes}分钟、限{data.config.quota}人。
          </p>
          <div className={styles.days} role="group" aria-label="预约日期">
            {data.dates.map((d) => (
              <button
                key={d.date}
                type="button"
                className={styles.day}
                disabled={d.status !== 'open'}
                aria-pressed={selected === d.date}
                aria-label={`${shortDate(d.date)} ${d.weekday}${d.date === data.today ? '（今天）' : ''}，${dayLabel(d)}`}
                onClick={() => onPick(d)}
              >
                <span className={styles.dayDate}>{shortDate(d.date)}</span>
                <span className={styles.dayNote}>{d.date === data.today ? '今天' : d.weekday}</span>
                <span className={`${styles.dayNote} ${d.status === 'full' ? styles.full : ''}`}>{dayLabel(d)}</span>
              </button>
            ))}
          </div>
        </>
      )}
    </QueryView>
  );
}

function slotLabel(s: Slot): string {
  if (s.status === 'past') return '已过';
  if (s.status === 'full') return '已约满';
  return `余${s.remaining}位`;
}

/** The slots of a day with the places left and the expected wait. */
export function SlotList({
  hallId,
  matterId,
  date,
  selected,
  onPick,
}: {
  hallId: string;
  matterId: string | null;
  date: string;
  selected?: string;
  onPick: (s: Slot) => void;
}) {
  const query = useQuery(slotsQuery(hallId, matterId, date));
  return (
    <QueryView query={query} isEmpty={(d) => d.length === 0} empty={<EmptyState title="当天没有可预约的时段" />}>
      {(slots) => (
        <>
          {slots.every((s) => s.status !== 'open') ? <p className={styles.muted}>当天的时段都已约满或已过，请选择其他日期。</p> : null}
          <div className={styles.slots} role="group" aria-label="预约时段">
            {slots.map((s) => (
              <button
                key={s.id}
                type="button"
                className={styles.slot}
                disabled={s.status !== 'open'}
                aria-pressed={selected === s.startTime}
                aria-label={`${s.startTime}至${s.endTime}，${slotLabel(s)}`}
                onClick={() => onPick(s)}
              >
                <span className={styles.dayDate}>
                  {s.startTime}-{s.endTime}
                </span>
                <span className={`${styles.dayNote} ${s.status === 'full' ? styles.full : ''}`}>{slotLabel(s)}</span>
                {s.status === 'open' ? (
                  <span className={styles.dayNote}>
                    到厅约等{s.waitMin}-{s.waitMax}分钟
                  </span>
                ) : null}
              </button>
            ))}
          </div>
          <Button fill="none" size="small" onClick={() => void query.refetch()} className={styles.refreshSlots}>
            刷新余量
          </Button>
        </>
      )}
    </QueryView>
  );
}
