import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { CertificateList } from '@/features/profile/components/certificate-list';
import { CertificateVerify } from '@/features/profile/components/certificate-verify';
import { CertificateView } from '@/features/profile/components/certificate-view';
import type { PreviewRouteState } from '@/features/preview/types';
import { useAppNavigate } from '@/lib/router/navigation';

/** 电子证照: the cards, or one certificate (亮证, watermarked copy, its log) when `id` is given. */
export default function CertificatePage() {
  const location = useLocation();
  const go = useAppNavigate();
  const id = new URLSearchParams(location.search).get('id');
  if (id) {
    return (
      <PageShell title="电子证照">
        <CertificateView
          key={id}
          id={id}
          onOpenCopy={(copy, typeName) => {
            const state: PreviewRouteState = {
              url: copy.url,
              title: `${typeName}副本`,
              note: `水印：${copy.watermark}\n此副本只能用于“${copy.purpose}”。每次打开都会记入证照的核验与查看记录。`,
            };
            go(paths.previewFile(), { state });
          }}
        />
      </PageShell>
    );
  }
  return (
    <PageShell title="电子证照">
      <CertificateList />
      <CertificateVerify />
    </PageShell>
  );
}
