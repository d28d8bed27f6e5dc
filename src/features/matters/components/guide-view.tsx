import { BusyBadge } from '@/components/busy-badge';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { Guide, HeldCertificate } from '../types';
import { GuideMaterials } from './guide-materials';
import styles from './matters.module.css';

export const GUIDE_SECTIONS = [
  ['basic', '基本信息'],
  ['conditions', '受理条件'],
  ['materials', '申请材料'],
  ['steps', '办理流程'],
  ['fee', '收费标准'],
  ['time', '办理时限'],
  ['place', '办理地点'],
  ['laws', '法律依据'],
  ['version', '版本信息'],
] as const;

type SectionId = (typeof GUIDE_SECTIONS)[number][0];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = GUIDE_SECTIONS.find(([k]) => k === id)?.[1];
  return (
    <details className={styles.section} id={`guide-${id}`} open>
      <summary>
        <h2>{title}</h2>
      </summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

/** A sticky table of contents: each entry opens its section and scrolls to it. */
export function GuideToc() {
  const jump = (id: string) => {
    const el = document.getElementById(`guide-${id}`);
    if (!el) return;
    if (el instanceof HTMLDetailsElement) el.open = true;
    el.scrollIntoView({ block: 'start' });
    el.querySelector('summary')?.focus();
  };
  return (
    <nav className={styles.toc} aria-label="指南目录">
      {GUIDE_SECTIONS.map(([id, title]) => (
        <button key={id} type="button" onClick={() => jump(id)}>
          {title}
        </button>
      ))}
    </nav>
  );
}

/** The 办事指南 sections of a matter. */
export function GuideView({
  guide,
  have = [],
  held = [],
  onToggle,
}: {
  guide: Guide;
  have?: number[];
  /** Materials the user holds as e-certificates: ticked for them (电子证照已有). */
  held?: HeldCertificate[];
  onToggle?: (index: number) => void;
}) {
  const days = (n: number) => (n ? `${n}个工作日` : '即办');
  return (
    <>
      <Section id="basic">
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
      </Section>
      <Section id="conditions">
        <ol className={styles.steps}>
          {guide.conditions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </Section>
      <Section id="materials">
        <GuideMaterials guide={guide} have={have} held={held} onToggle={onToggle} />
      </Section>
      <Section id="steps">
        <ol className={styles.steps}>
          {guide.steps.map((s) => (
            <li key={s.name}>
              <strong>{s.name}</strong>：{s.detail}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="fee">
        <p className={styles.flush}>{guide.fee}</p>
        {guide.feeBasis ? <p className={styles.meta}>收费依据：{guide.feeBasis}</p> : null}
      </Section>
      <Section id="time">
        <dl className={styles.kv}>
          <dt>法定时限</dt>
          <dd>{days(guide.legalDays)}</dd>
          <dt>承诺时限</dt>
          <dd>{days(guide.promiseDays)}</dd>
        </dl>
      </Section>
      <Section id="place">
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
      </Section>
      <Section id="laws">
        {guide.laws.map((l) => (
          <div key={l.id} className={styles.law}>
            <strong>
              {l.title}
              {l.clause}
            </strong>
          </div>
        ))}
        <AppLink to={paths.lawInfo({ matterId: guide.id })}>查看法律依据全文</AppLink>
      </Section>
      <Section id="version">
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
      </Section>
    </>
  );
}
