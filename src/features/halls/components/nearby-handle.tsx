import { useQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { nearbyHandleQuery, type HandlingHall } from '../api/get-nearby-handle';
import { formatDistance } from '../distance';
import { LOCATE_FAILURE_TEXT, useGeolocation } from '../hooks/use-geolocation';
import { AlternativeHall } from './alternative-hall';
import { BusyBadge } from '@/components/busy-badge';
import styles from './hall.module.css';

const SUGGESTIONS = ['社会保障卡', '居住证', '营业执照', '公积金提取', '不动产', '医保'];

/** 就近办: halls that handle a chosen matter, nearest first, with live crowding and a less crowded suggestion. */
export function NearbyHandle({
  areaCode,
  initialMatter,
  onMatter,
}: {
  areaCode: string;
  initialMatter: string;
  onMatter: (m: string) => void;
}) {
  const [input, setInput] = useState(initialMatter);
  const [matter, setMatter] = useState(initialMatter);
  useEffect(() => {
    setMatter(initialMatter);
    setInput(initialMatter);
  }, [initialMatter]);
  const { state, locate } = useGeolocation();
  const at = state.status === 'located' ? state : null;
  const q = useQuery({ ...nearbyHandleQuery({ areaCode, keyword: matter, lat: at?.lat, lng: at?.lng }), refetchInterval: 60_000 });
  const choose = (m: string) => {
    setInput(m);
    setMatter(m);
    onMatter(m);
  };
  return (
    <>
      <div className={styles.section}>
        <div role="search" aria-label="要办理的事项">
          <SearchBar placeholder="要办理的事项，如：社会保障卡" value={input} onChange={setInput} onSearch={(v) => choose(v.trim())} />
        </div>
        <div className={`${styles.links} ${styles.suggestions}`} role="group" aria-label="常办事项">
          {SUGGESTIONS.map((s) => (
            <button key={s} type="button" className={styles.chip} aria-pressed={s === matter} onClick={() => choose(s)}>
              {s}
            </button>
          ))}
        </div>
        <p className={styles.line}>
          {at ? '已按离您的距离排序' : state.status === 'failed' ? LOCATE_FAILURE_TEXT[state.reason] : '正在获取您的位置…'}
          {state.status === 'failed' ? (
            <button type="button" className={styles.chip} onClick={locate}>
              重新定位
            </button>
          ) : null}
        </p>
      </div>
      {matter ? (
        <QueryView
          query={q}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={`没有找到可办理“${matter}”的大厅`} description="换个事项名称试试" />}
        >
          {(list) => (
            <ul className={styles.cards} aria-label="可办理的大厅">
              {list.map((h) => (
                <NearbyHallCard key={h.id} h={h} />
              ))}
            </ul>
          )}
        </QueryView>
      ) : (
        <EmptyState title="请选择或输入要办理的事项" description="将为您列出附近可以办理的大厅" />
      )}
    </>
  );
}

/** A hall that handles the matter: its crowding, the matter, where, a calmer hall and the ways on. */
function NearbyHallCard({ h }: { h: HandlingHall }) {
  return (
    <li className={styles.section}>
      <h2>
        <AppLink to={paths.hallIntroPortal({ hallId: h.id })}>{h.name}</AppLink>
      </h2>
      <BusyBadge hall={h} />
      <p className={styles.line}>可办：{h.matter.name}</p>
      <p className={styles.line}>
        {h.address}
        {h.distance !== null ? ` · 距您${formatDistance(h.distance)}` : ''}
      </p>
      <AlternativeHall alternative={h.alternative} />
      <div className={`${styles.links} ${styles.bare}`}>
        <AppLink to={paths.guidelines({ matterId: h.matter.id })}>办事指南</AppLink>
        <AppLink to={paths.mapGuide({ hallId: h.id })}>到这里去</AppLink>
        <AppLink to={paths.ticket({ hallId: h.id, matterId: h.matter.id })}>在线取号</AppLink>
      </div>
    </li>
  );
}
