import { ApplicationForm } from '@/features/agency/components/application-form';

export default function AgencyApplicationPage() {
  return <ApplicationForm />;
}
