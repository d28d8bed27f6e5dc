import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink, useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { bizTypesQuery } from '../api/biz-types';
import { usePosition } from '../hooks/use-position';
import { HallPicker } from './pickers';
import { Section } from './rows';
import styles from './queue.module.css';

/** 按业务预约: the business types that can be booked in the area. */
export function BizTypeList() {
  const { fixedArea } = useAreaParams();
  const query = useQuery(bizTypesQuery(fixedArea));
  return (
    <PageShell title="按业务预约">
      <Section title="选择业务类型">
        <QueryView query={query} isEmpty={(d) => d.length === 0} empty={<EmptyState title="本地区暂无可预约的业务" />}>
          {(types) => (
            <ul className={styles.list}>
              {types.map((t) => (
                <li key={t.code}>
                  <AppLink to={paths.ywNearby({ category: t.code })} className={styles.choice}>
                    <span className={styles.choiceTitle}>{t.name}</span>
                    <span className={styles.muted}>{t.hallCount}个大厅可预约</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Section>
      <div className={styles.actions}>
        <AppLink to={paths.zhReserve()}>
          <Button block fill="outline">
            不确定业务类型？预约综合窗口
          </Button>
        </AppLink>
      </div>
    </PageShell>
  );
}

/** 附近可预约大厅: halls near the user that take bookings for a business, nearest first. */
export function NearbyForBusiness({ category }: { category?: string }) {
  const { fixedArea } = useAreaParams();
  const { position, settled } = usePosition();
  const go = useAppNavigate();
  return (
    <PageShell title="附近可预约大厅">
      <Section title={category ? `可预约“${category}”业务的大厅` : '可预约的大厅'}>
        {!settled ? (
          <p className={styles.muted}>正在获取您的位置…</p>
        ) : !position ? (
          <p className={styles.muted}>未获得定位，按地区列出大厅。</p>
        ) : null}
        <HallPicker
          areaCode={fixedArea}
          position={position}
          category={category}
          onPick={(h) => go(paths.reserve({ hallId: h.id, category }))}
        />
      </Section>
    </PageShell>
  );
}
