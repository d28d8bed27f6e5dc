import { useSearchParams } from 'react-router-dom';
import { SignRequest } from '@/features/agency/components/sign-request';

export default function SignaturePage() {
  const [query] = useSearchParams();
  return <SignRequest id={query.get('id') ?? ''} />;
}
