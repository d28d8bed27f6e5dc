import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { guideQuery } from '@/features/matters/api/get-guide';
import { heldCertificatesQuery } from '@/features/matters/api/get-held-certificates';
import { understandCardQuery } from '@/features/matters/api/get-understand-card';
import { ChecklistPicture } from '@/features/matters/components/checklist-picture';
import styles from '@/features/matters/components/matters.module.css';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import type { FirstQueries } from '@/app/routing/page-modules';

/** The card and its guide's checklist, asked before the page renders (FirstQueries, docs/performance.md). */
export const firstQueries: FirstQueries = (query) => {
  const matterId = query.get('matterId');
  return matterId ? [understandCardQuery(matterId), guideQuery(matterId)] : [];
};

/** Things to bring, those held as e-certificates marked (电子证照已有). */
function ThingsToBring({ items, isHeld }: { items: string[]; isHeld: (item: string) => boolean }) {
  return (
    <ul>
      {items.map((w) => (
        <li key={w}>
          {w}
          {isHeld(w) ? <strong className={styles.held}> ✓ 电子证照已有</strong> : null}
        </li>
      ))}
    </ul>
  );
}

/** 明白卡: a matter on one page in plain, large words. */
export default function UnderstandCardPage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  // The materials the user ticked on the guide come along, so the card's picture is their checklist.
  const have = (query.get('have') ?? '')
    .split(',')
    .filter((x) => /^\d+$/.test(x))
    .map(Number);
  const card = useQuery(understandCardQuery(matterId));
  // The guide's materials make the checklist picture (already cached when coming from the guide).
  const guide = useQuery(guideQuery(matterId));
  const signedIn = useSignedIn();
  // A logged-in user's e-certificates tick the things to bring (电子证照已有).
  const certs = useQuery(heldCertificatesQuery(matterId, signedIn));
  const isHeld = (item: string) => Boolean(certs.data?.held.some((h) => item.startsWith(`${h.name}（`) || item.endsWith(`：${h.name}`)));
  return (
    <PageShell title="明白卡">
      <QueryView query={card} missing={!matterId}>
        {(c) => (
          <article className={`${styles.panel} ${styles.big}`}>
            <h2 className={styles.cardTitle}>{c.name}</h2>
            <h2>谁可以办</h2>
            <ul>
              {c.who.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
            <h2>要带什么</h2>
            <ThingsToBring items={c.bring} isHeld={isHeld} />
            {c.ifApplies.length ? (
              <>
                <h2>特殊情况还要带</h2>
                <ThingsToBring items={c.ifApplies} isHeld={isHeld} />
              </>
            ) : null}
            <h2>去哪里办</h2>
            <p className={styles.flush}>{c.where}</p>
            <h2>什么时候去</h2>
            <p className={styles.flush}>{c.when}</p>
            <h2>多久办好</h2>
            <p className={styles.flush}>
              {c.howLong}，{c.visits}
            </p>
            <h2>要花钱吗</h2>
            <p className={styles.flush}>{c.cost}</p>
            <h2>不明白打电话</h2>
            <p className={styles.flush}>
              <a href={`tel:${c.phone}`}>{c.phone}</a>
            </p>
            <p className={styles.meta}>版本日期：{c.versionDate}</p>
            <div className={`${styles.actions} ${styles.below}`}>
              {guide.data ? (
                <ChecklistPicture guide={guide.data} have={have} held={certs.data?.held ?? []} link={window.location.href} />
              ) : null}
              {/* The robot opens about this matter, as from the guide. */}
              <AppLink
                className="adm-button adm-button-default adm-button-small"
                to={signedIn ? paths.robotChat({ matterId: c.id }) : paths.robotChatPass({ matterId: c.id })}
              >
                问智能客服
              </AppLink>
            </div>
            <p>
              <AppLink to={paths.guidelines({ matterId: c.id, have: have.join(',') || null })}>查看完整办事指南</AppLink>
            </p>
          </article>
        )}
      </QueryView>
    </PageShell>
  );
}
