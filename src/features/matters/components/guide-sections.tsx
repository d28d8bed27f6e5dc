import { BusyBadge } from '@/components/busy-badge';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { Guide } from '../types';
import styles from './matters.module.css';

/** 基本信息: what the matter is, who handles it, how it is done. */
export function GuideBasic({ guide }: { guide: Guide }) {
  return (
    <dl className={styles.kv}>
      <dt>事项名称</dt>
      <dd>{guide.name}</dd>
      <dt>事项编码</dt>
      <dd>{guide.code}</dd>
      <dt>实施部门</dt>
      <dd>{guide.departmentName}</dd>
      <dt>事项层级</dt>
      <dd>{guide.levelName}</dd>
      <dt>服务对象</dt>
      <dd>{guide.audience.join('、')}</dd>
      <dt>主题分类</dt>
      <dd>{guide.theme}</dd>
      <dt>网上办理</dt>
      <dd>{guide.online ? '可以网上办理' : '需到窗口办理'}</dd>
      <dt>跑动次数</dt>
      <dd>{guide.visits === 0 ? '零跑动' : `最多跑${guide.visits}次`}</dd>
      <dt>跨省通办</dt>
      <dd>{guide.crossProvince ?? '暂不支持'}</dd>
      {guide.issuesCert ? (
        <>
          <dt>办理结果</dt>
          <dd>{guide.issuesCert.name}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** 办理地点: where and when, the phone, the halls that handle it and their open windows. */
export function GuidePlace({ guide }: { guide: Guide }) {
  return (
    <>
      <dl className={styles.kv}>
        <dt>办理地点</dt>
        <dd>{guide.place}</dd>
        <dt>办理时间</dt>
        <dd>{guide.hours}</dd>
        <dt>咨询电话</dt>
        <dd>
          <a href={`tel:${guide.phone}`}>{guide.phone}</a>
        </dd>
      </dl>
      <h3 className={styles.subTitle}>可办理大厅</h3>
      <ul className={`${styles.list} ${styles.bare}`}>
        {guide.halls.map((h) => (
          <li key={h.id} className={styles.material}>
            <div className={styles.name}>
              {h.name} <BusyBadge hall={h} />
            </div>
            <p className={styles.meta}>{h.address}</p>
            <div className={`${styles.actions} ${styles.hallLinks}`}>
              <AppLink to={paths.lntroductionhall({ hallId: h.id })}>大厅详情</AppLink>
              <AppLink to={paths.mapGuide({ hallId: h.id })}>地图导航</AppLink>
            </div>
          </li>
        ))}
      </ul>
      {guide.windows.length ? (
        <p className={styles.meta}>
          受理窗口：
          {guide.windows
            .filter((w) => w.status === 'open')
            .map((w) => `${w.number} ${w.name}`)
            .join('，') || '暂无开放窗口'}
        </p>
      ) : null}
    </>
  );
}

/** 版本信息: the version's date and what changed since the previous one. */
export function GuideVersion({ guide }: { guide: Guide }) {
  return (
    <>
      <p className={styles.flush}>本指南版本日期：{guide.versionDate}</p>
      {guide.changes.length ? (
        <>
          <p className={styles.changesIntro}>与上一版相比：</p>
          <ul className={styles.steps}>
            {guide.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.meta}>与上一版相比无变化</p>
      )}
    </>
  );
}
