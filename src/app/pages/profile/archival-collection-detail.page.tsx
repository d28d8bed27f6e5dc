import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { ArchivedMaterialView } from '@/features/profile/components/archived-material';
import type { PreviewRouteState } from '@/features/preview/types';
import { useAppNavigate } from '@/lib/router/navigation';

/** 归档材料: one material kept from an application or a case, with its source and date. */
export default function ArchivalCollectionDetailPage() {
  const location = useLocation();
  const go = useAppNavigate();
  const id = new URLSearchParams(location.search).get('id');
  return (
    <PageShell title="归档材料">
      {id ? (
        <ArchivedMaterialView
          id={id}
          onOpen={(m) => {
            const state: PreviewRouteState = {
              url: m.fileUrl,
              title: m.name,
              note: `来源：${m.sourceTitle}（${m.sourceNo}），归档于 ${m.archivedAt}`,
            };
            go(paths.previewFile(), { state });
          }}
        />
      ) : (
        <EmptyState title="未指定材料" description="请从电子证照页的归档材料列表进入" />
      )}
    </PageShell>
  );
}
