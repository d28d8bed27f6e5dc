import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { NoticeDocument } from '@/features/cases/components/notice-document';

/** 受理通知书. */
export default function ViewNoticePage() {
  const [query] = useSearchParams();
  return (
    <PageShell title="受理通知书">
      <NoticeDocument id={query.get('id') ?? ''} kind="acceptance" />
    </PageShell>
  );
}
