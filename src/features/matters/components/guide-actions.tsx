import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { Guide } from '../types';
import styles from './matters.module.css';

/** The ways to get the matter done, kept on screen while the guide is read (a bar under the page). */
export function GuideActionBar({ guide }: { guide: Guide }) {
  return (
    <div role="group" aria-label="办理这个事项" className={styles.actionBar}>
      <AppLink className="adm-button adm-button-primary" to={paths.reserve({ matterId: guide.id })}>
        预约办理
      </AppLink>
      <AppLink className="adm-button adm-button-default" to={paths.ticket({ matterId: guide.id })}>
        在线取号
      </AppLink>
      {guide.online ? (
        <AppLink className="adm-button adm-button-default" to={paths.onlinepage({ matterId: guide.id })}>
          网上办理
        </AppLink>
      ) : null}
    </div>
  );
}

/** 下一步: ask the robot about the matter, its 明白卡 (with the user's checklist), or correct the guide. */
export function GuideNextSteps({ guide, have, signedIn }: { guide: Guide; have: number[]; signedIn: boolean }) {
  return (
    <section className={styles.panel} aria-labelledby="next-steps">
      <h2 id="next-steps">下一步</h2>
      <div className={`${styles.actions} ${styles.below}`}>
        {/* The robot opens about this matter: follow-up questions are about it (its context). */}
        <AppLink
          className="adm-button adm-button-default adm-button-block"
          to={signedIn ? paths.robotChat({ matterId: guide.id }) : paths.robotChatPass({ matterId: guide.id })}
        >
          智能咨询
        </AppLink>
        <AppLink
          className="adm-button adm-button-default adm-button-block"
          to={paths.understandCard({ matterId: guide.id, have: have.join(',') || null })}
        >
          明白卡
        </AppLink>
        <AppLink className="adm-button adm-button-default adm-button-block" to={paths.mFeedback({ matterId: guide.id })}>
          指南纠错
        </AppLink>
      </div>
    </section>
  );
}
