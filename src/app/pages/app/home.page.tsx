import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Notice } from '@/features/app-shell/types';
import { Button, Grid, List, Tag } from 'antd-mobile';
import { StatusBlock } from '@/components/status-block';
import { isGatewayError } from '@/lib/http/errors';
import { SearchOutline } from 'antd-mobile-icons';
import { noticesQuery } from '@/features/app-shell/api/get-notices';
import { ServiceIcon } from '@/features/app-shell/components/service-icon';
import { BottomTabs } from '@/features/app-shell/components/bottom-tabs';
import { useAreaConfig, useRegion } from '@/features/app-shell/hooks/use-area';
import { useHomeLayout } from '@/features/app-shell/hooks/use-home-layout';
import { MessageLink, UnreadBadge } from '@/features/im/components/unread-badge';
import { hallListQuery } from '@/features/halls/api/get-hall-list';
import { HALL_STATE_TAG, HALL_STATE_TEXT, hallState } from '@/components/hall-state';
import { hotMattersQuery } from '@/features/matters/api/get-hot-matters';
import type { MatterSummary } from '@/features/matters/types';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { ListRow } from '@/components/list-row';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import styles from './home.module.css';
import { usePreferences } from '@/lib/preferences/preferences';
import { paths } from '@/config/routes';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import { NetworkLine } from '@/components/network-line';

// Elder mode's home is its own chunk: most visitors never see it. Asked for at once when elder
// mode is on, beside this page's first render.
const loadElderHome = () => import('./elder-home').then((m) => ({ default: m.ElderHome }));
const ElderHome = lazy(loadElderHome);
if (usePreferences.getState().elderMode) void loadElderHome();

function HallBanner({ areaCode, areaName }: { areaCode: string; areaName: string }) {
  // Asked for beside the area itself (the page's first call), not after it: the hall card is the
  // largest thing on the first screen, so it waits for one round trip, not two.
  const hallsQuery = useQuery(hallListQuery(areaCode));
  if (hallsQuery.isPending || !areaName)
    return (
      <div className={styles.banner}>
        <LoadingState rows={2} />
      </div>
    );
  if (hallsQuery.isError)
    return (
      <div className={styles.banner}>
        <ErrorState message={hallsQuery.error.message} onRetry={() => void hallsQuery.refetch()} />
      </div>
    );
  const hall = hallsQuery.data.find((h) => h.areaCode === areaCode) ?? hallsQuery.data[0];
  if (!hall)
    return (
      <div className={styles.banner}>
        <EmptyState title={`${areaName}暂无服务大厅`} />
      </div>
    );
  return (
    <AppLink to={paths.lntroductionhall({ hallId: hall.id })} className={styles.banner}>
      <div className={styles.hallName}>{hall.name}</div>
      <div className={styles.hallMeta}>{hall.openHours}</div>
      <div className={styles.hallMeta}>{hall.address}</div>
      <Tag color={HALL_STATE_TAG[hallState(hall)]} fill="outline" className={styles.busy}>
        {hallState(hall) === 'closed' ? HALL_STATE_TEXT.closed : `当前${HALL_STATE_TEXT[hallState(hall)]}`}
      </Tag>
    </AppLink>
  );
}

/** One notice: its title and date open (and close) its text in place. */
function NoticeItem({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(false);
  const id = `notice-${notice.id}`;
  return (
    <li className={styles.notice}>
      <button type="button" className={styles.noticeToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span data-notice-title className={styles.noticeTitle}>
          {notice.title}
        </span>
        <span className={styles.noticeDate}>{notice.publishDate}</span>
      </button>
      <div id={id} hidden={!open} className={styles.noticeText}>
        {notice.content}
      </div>
    </li>
  );
}

/** The page when the area itself cannot be had: an unknown area, or one that failed to load. */
function AreaError({ region }: { region: ReturnType<typeof useRegion> }) {
  if (!region.isError) return null;
  const missing = isGatewayError(region.error) && (region.error.kind === 'business' || region.error.kind === 'http');
  return (
    <div className={styles.page}>
      <main className={`${styles.scroll} ${styles.areaError}`}>
        <h1 className={styles.errorTitle}>首页</h1>
        <div role="alert">
          <StatusBlock status="error" title={missing ? '未找到该区域信息' : '区域信息加载失败'} description={region.error.message}>
            <Button color="primary" onClick={() => void region.refetch()} className={styles.retry}>
              重试
            </Button>
            <AppLink to={paths.cityChoose()} className={styles.switchArea}>
              切换区域
            </AppLink>
          </StatusBlock>
        </div>
      </main>
      <BottomTabs active="/home" />
    </div>
  );
}

/** The area (切换区域), messages, 长辈版, the page's name and the way to search. */
function HomeHeader({ areaName, loggedIn, onElderMode }: { areaName: string; loggedIn: boolean; onElderMode: () => void }) {
  return (
    <header className={styles.header}>
      <div className={styles.topRow}>
        <AppLink to={paths.cityChoose()} className={styles.area} aria-label="切换区域">
          <span aria-live="polite">{areaName || '定位中…'}</span> <span className={styles.switch}>切换 ▾</span>
        </AppLink>
        <span className={styles.topActions}>
          <MessageLink enabled={loggedIn} />
          <button type="button" className={styles.elderSwitch} onClick={onElderMode}>
            长辈版
          </button>
        </span>
      </div>
      {/* The page's name, painted with the first frame: the first screen is not blank while the
          area's hall and services load (issue 14). */}
      <h1 className={styles.brand}>一窗受理 · 政务服务</h1>
      {/* Opens the search page: typing happens there, so no keyboard flashes up here. */}
      <AppLink to={paths.search()} className={styles.search} role="search" aria-label="搜索">
        <SearchOutline aria-hidden /> 搜索事项、大厅、办事指南
      </AppLink>
    </header>
  );
}

/** 便民服务: the user's entries (or the area's), less what the area does not offer. */
function ServicesCard({ config, layout }: { config: ReturnType<typeof useAreaConfig>; layout: ReturnType<typeof useHomeLayout> }) {
  return (
    <HomeCard titleId="services-title" title="便民服务">
      <p className={styles.serviceLinks}>
        <AppLink to={paths.secondConfig()}>更多服务</AppLink>
        <AppLink to={paths.swipeEditor()}>编辑首页</AppLink>
      </p>
      <QueryView
        query={config}
        isEmpty={(c) => (layout.data?.entries ?? c.home.entries).length === 0}
        empty={<EmptyState title="本区域暂未开通服务" />}
      >
        {(c) => (
          <Grid columns={4} gap={8}>
            {/* The area's use_robot and reservation settings decide whether 智能客服 and 预约办理 are offered. */}
            {(layout.data?.entries ?? c.home.entries)
              .filter((e) => (c.useRobot || e.key !== 'robot') && (c.reservation?.enabled !== false || e.key !== 'reserve'))
              .map((e) => (
                <Grid.Item key={e.key}>
                  <AppLink to={e.route} className={styles.entry}>
                    <span className={styles.entryIcon} aria-hidden>
                      <ServiceIcon name={e.icon} />
                    </span>
                    <span>{e.title}</span>
                  </AppLink>
                </Grid.Item>
              ))}
          </Grid>
        )}
      </QueryView>
    </HomeCard>
  );
}

/** 通知公告: the area's notices, each opened in place. */
function NoticesCard({ notices }: { notices: UseQueryResult<Notice[]> }) {
  return (
    <HomeCard titleId="notices-title" title="通知公告">
      <QueryView query={notices} isEmpty={(n) => n.length === 0} empty={<EmptyState title="暂无公告" />}>
        {(list) => (
          <ul className={styles.notices}>
            {list.map((n) => (
              <NoticeItem key={n.id} notice={n} />
            ))}
          </ul>
        )}
      </QueryView>
    </HomeCard>
  );
}

/** 热门事项: the area's most asked-for matters, each to its guide. */
function HotCard({ hot }: { hot: UseQueryResult<MatterSummary[]> }) {
  return (
    <HomeCard titleId="hot-title" title="热门事项">
      <QueryView query={hot} isEmpty={(n) => n.length === 0} empty={<EmptyState title="暂无热门事项" />}>
        {(list) => (
          <List>
            {list.map((m) => (
              <ListRow
                key={m.id}
                description={m.departmentName}
                extra={
                  m.online ? (
                    <Tag color="primary" fill="outline">
                      可网办
                    </Tag>
                  ) : null
                }
                to={paths.guidelines({ matterId: m.id })}
              >
                {m.name}
              </ListRow>
            ))}
          </List>
        )}
      </QueryView>
    </HomeCard>
  );
}

export default function HomePage() {
  const { fixedArea } = useAreaParams();
  const region = useRegion(fixedArea);
  // The area's own calls wait for the area: an unknown one gets one clear message, not five.
  const known = region.isSuccess;
  const config = useAreaConfig(fixedArea, known);
  // A logged-in user's own entries (swipeEditor) replace the area's default once they arrive.
  const loggedIn = useSignedIn();
  const layout = useHomeLayout(fixedArea, known && loggedIn);
  const notices = useQuery({ ...noticesQuery(fixedArea), enabled: known });
  const hot = useQuery({ ...hotMattersQuery(fixedArea), enabled: known });
  const areaName = region.data?.district ?? '';
  const elderMode = usePreferences((s) => s.elderMode);
  const setElderMode = usePreferences((s) => s.setElderMode);

  if (region.isError) return <AreaError region={region} />;

  // The area's settings decide what is offered: 智能客服 where use_robot is on (known first), 预约
  // where its me_sys_reservation_config is not switched off.
  const offers = { robot: config.data?.useRobot === true, reserve: config.data?.reservation?.enabled !== false };
  if (elderMode)
    return (
      <Suspense fallback={<LoadingState />}>
        <ElderHome areaName={areaName} offers={offers} />
      </Suspense>
    );

  return (
    <div className={styles.page}>
      <NetworkLine />
      <main className={styles.scroll}>
        <HomeHeader areaName={areaName} loggedIn={loggedIn} onElderMode={() => setElderMode(true)} />

        <HallBanner areaCode={fixedArea} areaName={areaName} />

        <ServicesCard config={config} layout={layout} />

        <NoticesCard notices={notices} />

        <HotCard hot={hot} />
      </main>
      <BottomTabs active="/home" badges={{ '/mine': <UnreadBadge enabled={loggedIn} /> }} />
    </div>
  );
}

/** One card of the home page: its heading (naming the section) and its content. */
function HomeCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
