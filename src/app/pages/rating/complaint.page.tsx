import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadingState } from '@/components/states';
import { paths } from '@/config/routes/index';
import { ComplaintFirstStep } from '@/features/rating/complaints/components/complaint-first-step';
import { getSession } from '@/lib/storage/storage';

// The wizard (react-hook-form, zod, the drafts, the photos' field: some 90 files) is not what the
// page opens with (docs/performance.md, "投诉建议"): its first screen shows at once, and the wizard's
// code is asked for as this module runs, before the first render, not after it.
let wizard: Promise<{ default: typeof import('@/features/rating/complaints/components/complaint-wizard').ComplaintWizard }> | null = null;
const loadWizard = () =>
  (wizard ??= import('@/features/rating/complaints/components/complaint-wizard')
    .then((m) => ({ default: m.ComplaintWizard }))
    .catch((e: unknown) => {
      wizard = null;
      throw e;
    }));
void loadWizard().catch(() => undefined);
// A failed load is forgotten with its component: the page's 重试 (its error boundary mounts it
// again) renders a new one, which asks again.
const wizardComponent = () =>
  lazy(() =>
    loadWizard().catch((e: unknown) => {
      Wizard = wizardComponent();
      throw e;
    }),
  );
let Wizard = wizardComponent();

/** The first screen while the wizard's code comes: the same page, a skeleton for the choice, 下一步 waiting. */
function Opening() {
  const location = useLocation();
  return (
    <ComplaintFirstStep loggedIn={Boolean(getSession())} loginHref={paths.login({ redirect: location.pathname + location.search })}>
      <LoadingState rows={3} />
    </ComplaintFirstStep>
  );
}

/** 投诉建议: a complaint about a visit or a hall, filed as a work order (docs/complaints.md). */
export default function ComplaintPage() {
  const [query] = useSearchParams();
  return (
    <Suspense fallback={<Opening />}>
      <Wizard hallId={query.get('hallId') ?? undefined} />
    </Suspense>
  );
}
