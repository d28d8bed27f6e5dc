import { useSearchParams } from 'react-router-dom';
import { ConsultForm } from '@/features/im/components/consult-form';

export default function ConsultPage() {
  const [query] = useSearchParams();
  return <ConsultForm initialDepartmentId={query.get('departmentId') ?? undefined} initialMatterId={query.get('matterId') ?? undefined} />;
}
