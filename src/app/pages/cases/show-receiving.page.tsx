import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { NoticeDocument } from '@/features/cases/components/notice-document';

/** 材料接收凭证. */
export default function ShowReceivingPage() {
  const [query] = useSearchParams();
  return (
    <PageShell title="材料接收凭证">
      <NoticeDocument id={query.get('id') ?? ''} kind="receipt" />
    </PageShell>
  );
}
