import { Recertification } from '@/features/profile/components/recertification';

export default function RecertificationHomePage() {
  return <Recertification />;
}
