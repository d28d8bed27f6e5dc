import type { ReactNode } from 'react';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { Guide, HeldCertificate } from '../types';
import { GuideMaterials } from './guide-materials';
import { GuideBasic, GuidePlace, GuideVersion } from './guide-sections';
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
        <GuideBasic guide={guide} />
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
        <GuidePlace guide={guide} />
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
        <GuideVersion guide={guide} />
      </Section>
    </>
  );
}
