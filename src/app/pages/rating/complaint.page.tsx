import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadingState } from '@/components/states';
import { loginReturningTo } from '@/config/routes/index';
import { ComplaintFirstStep } from '@/features/rating/complaints/components/complaint-first-step';
import { afterFirstPaint } from '@/lib/hooks/after-load';
import { getSession } from '@/lib/storage/storage';

type Wizard = typeof import('@/features/rating/complaints/components/complaint-wizard').ComplaintWizard;

// The wizard (react-hook-form, zod, the drafts, the photos' field: some 90 files) is not what the
// page opens with (docs/performance.md, "投诉建议"): its first screen shows at once, and the wizard's
// code is asked for once that is painted (at once when the page is opened from another), so that its
// 90 requests and their evaluation never hold the first paint back. Not a lazy component
// under Suspense: the first render is a transition, and React holds a transition's new fallback back
// (up to about a second on a slow phone) rather than show it; a state shows the first screen at once.
let loaded: Wizard | null = null;
let loading: Promise<Wizard> | null = null;
const loadWizard = () =>
  (loading ??= import('@/features/rating/complaints/components/complaint-wizard').then(
    (m) => (loaded = m.ComplaintWizard),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  ));

/** The first screen while the wizard's code comes: the same page, a skeleton for the choice, no 下一步 yet. */
function Opening() {
  const location = useLocation();
  return (
    <ComplaintFirstStep loggedIn={Boolean(getSession())} loginHref={loginReturningTo(location)}>
      <LoadingState rows={3} />
    </ComplaintFirstStep>
  );
}

/** 投诉建议: a complaint about a visit or a hall, filed as a work order (docs/complaints.md). */
export default function ComplaintPage() {
  const [query] = useSearchParams();
  const [wizard, setWizard] = useState<{ Wizard: Wizard | null; failed?: unknown }>(() => ({ Wizard: loaded }));
  useEffect(() => {
    if (wizard.Wizard) return;
    let live = true;
    afterFirstPaint()
      .then(loadWizard)
      .then(
        (Wizard) => live && setWizard({ Wizard }),
        (failed: unknown) => live && setWizard({ Wizard: null, failed }),
      );
    return () => {
      live = false;
    };
  }, [wizard.Wizard]);
  // A failed load is the page's error (its boundary offers 重试, which mounts it again and asks again).
  if (wizard.failed) throw wizard.failed;
  const { Wizard } = wizard;
  return Wizard ? <Wizard hallId={query.get('hallId') ?? undefined} /> : <Opening />;
}
