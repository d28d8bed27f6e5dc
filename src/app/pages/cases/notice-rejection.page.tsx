import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { NoticeDocument } from '@/features/cases/components/notice-document';
import { SupplementForm } from '@/features/cases/components/supplement-form';

/** 不予受理 / 补正通知 with the reasons, and the fix of the returned materials. */
export default function NoticeRejectionPage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  return (
    <PageShell title="不予受理通知">
      <NoticeDocument id={id} kind="rejection" />
      {id ? <SupplementForm id={id} /> : null}
    </PageShell>
  );
}
