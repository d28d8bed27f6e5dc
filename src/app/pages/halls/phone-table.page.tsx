import { PageShell } from '@/components/page-shell';
import { PhoneTable } from '@/features/halls/components/directory';
import { useAreaParams } from '@/lib/router/navigation';

/** 咨询电话: consultation phones of the area's halls and departments, tap to call. */
export default function PhoneTablePage() {
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="咨询电话">
      <PhoneTable areaCode={fixedArea} />
    </PageShell>
  );
}
