import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '@/components/query-view';
import { hallStatisticsQuery, type StatRange } from '../api/get-hall-statistics';
import { StatChart } from './stat-chart';
import styles from './hall.module.css';

/** 数据统计: a hall's visits, waiting times and ratings by day or week, as charts and as a table. */
export function HallStatistics({ hallId }: { hallId: string }) {
  const [range, setRange] = useState<StatRange>('day');
  const q = useQuery(hallStatisticsQuery(hallId, range));
  return (
    <>
      <div className={`${styles.links} ${styles.periods}`} role="group" aria-label="统计周期">
        {(
          [
            ['day', '近14天'],
            ['week', '近8周'],
          ] as const
        ).map(([r, text]) => (
          <button key={r} type="button" className={styles.chip} aria-pressed={range === r} onClick={() => setRange(r)}>
            {text}
          </button>
        ))}
      </div>
      <QueryView query={q} isEmpty={(d) => d.points.length === 0}>
        {(d) => (
          <>
            <section className={styles.section} aria-labelledby="st-visits">
              <h2 id="st-visits">{d.hall.name} · 取号人次</h2>
              <StatChart points={d.points} measure="visits" title="取号人次" unit="人次" kind="bar" />
            </section>
            <section className={styles.section} aria-labelledby="st-wait">
              <h2 id="st-wait">平均等待时间</h2>
              <StatChart points={d.points} measure="avgWait" title="平均等待时间（分钟）" unit="分钟" kind="line" />
            </section>
            <section className={styles.section} aria-labelledby="st-rating">
              <h2 id="st-rating">平均评分</h2>
              <StatChart points={d.points} measure="rating" title="平均评分（满分5分）" unit="分" kind="line" />
            </section>
            <section className={styles.section} aria-labelledby="st-table">
              <h2 id="st-table">明细数据</h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{range === 'day' ? '日期' : '周'}</th>
                    <th scope="col">取号人次</th>
                    <th scope="col">平均等待</th>
                    <th scope="col">评分</th>
                  </tr>
                </thead>
                <tbody>
                  {d.points.map((p) => (
                    <tr key={p.label}>
                      <th scope="row">{p.label}</th>
                      <td>{p.visits}</td>
                      <td>{p.visits ? `${p.avgWait}分钟` : '—'}</td>
                      <td>{p.rating ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={styles.line}>今天的数据来自排队系统的实时叫号，随时间更新；休息日无数据。</p>
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}
