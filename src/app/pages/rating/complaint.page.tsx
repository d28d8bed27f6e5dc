import { useSearchParams } from 'react-router-dom';
import { ComplaintWizard } from '@/features/rating/complaints/components/complaint-wizard';
import { complaintSubjectsQuery } from '@/features/rating/complaints/api/complaint-tickets';
import type { FirstQueries } from '@/app/routing/page-modules';
import { effectiveAreaParams } from '@/lib/router/defaults';
import { getSession } from '@/lib/storage/storage';

/**
 * The halls and visits to complain about, asked before the page renders (FirstQueries,
 * docs/performance.md): the wizard's own query, for the area of the address and the session
 * there is at that moment.
 */
export const firstQueries: FirstQueries = (query) => [
  complaintSubjectsQuery(effectiveAreaParams(`?${query.toString()}`).fixedArea, Boolean(getSession())),
];

/** 投诉建议: a complaint about a visit or a hall, filed as a work order (docs/complaints.md). */
export default function ComplaintPage() {
  const [query] = useSearchParams();
  return <ComplaintWizard hallId={query.get('hallId') ?? undefined} />;
}
