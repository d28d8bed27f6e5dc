import { useSearchParams } from 'react-router-dom';
import { EmsSuccess } from '@/features/express/components/ems-success';

export default function EmsSuccessPage() {
  const [query] = useSearchParams();
  return <EmsSuccess id={query.get('id') ?? ''} />;
}
