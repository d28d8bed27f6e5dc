import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { hallPhotosQuery } from '@/features/halls/api/get-hall-photos';
import { PhotoGallery } from '@/features/halls/components/photo-gallery';

/** 大厅图片: a hall's gallery, opened full screen in the image viewer. */
export default function HallImgMorePage() {
  const hallId = useSearchParams()[0].get('hallId') ?? '';
  const photos = useQuery(hallPhotosQuery(hallId));
  return (
    <PageShell title={photos.data ? `${photos.data.hallName}图片` : '大厅图片'}>
      <QueryView
        query={photos}
        missing={!hallId}
        isEmpty={(d) => d.photos.length === 0}
        empty={<EmptyState title="该大厅暂无图片" description="大厅上传图片后会显示在这里" />}
      >
        {(d) => <PhotoGallery hallName={d.hallName} photos={d.photos} />}
      </QueryView>
    </PageShell>
  );
}
