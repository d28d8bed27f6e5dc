import { useSearchParams } from 'react-router-dom';
import { ComplaintWizard } from '@/features/rating/complaints/components/complaint-wizard';

/** 投诉建议: a complaint about a visit or a hall, filed as a work order (docs/complaints.md). */
export default function ComplaintPage() {
  const [query] = useSearchParams();
  return <ComplaintWizard hallId={query.get('hallId') ?? undefined} />;
}
