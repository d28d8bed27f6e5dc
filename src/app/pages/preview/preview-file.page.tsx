import { Button } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { FilePreview } from '@/features/preview/components/file-preview';
import { readPreviewInputs } from '@/features/preview/route-state';
import { useAppNavigate } from '@/lib/router/navigation';
import { safeRedirect } from '@/lib/router/route-url';
import { matchRoute } from '@/config/routes';

/** previewFile (docs/spec-rules.md section 2): the file by its viewer, optional action buttons and note. */
export default function PreviewFilePage() {
  const location = useLocation();
  const go = useAppNavigate();
  const { address, buttons, note, title } = readPreviewInputs(location.search, location.state);
  const back = () => (window.history.length > 1 ? go(-1) : go('/'));
  // Buttons come from history state, which a crafted link cannot set, but check them anyway:
  // only in-app routes or `back`.
  const actions = buttons
    .map((b) => ({ ...b, target: b.action === 'back' ? 'back' : safeRedirect(b.action, (p) => Boolean(matchRoute(p))) }))
    .filter((b) => b.target);
  const footer = actions.length ? (
    <div style={{ display: 'flex', gap: 12 }}>
      {actions.map((b, i) => (
        <Button key={i} block color={b.type} onClick={() => (b.target === 'back' ? back() : go(b.target as string))}>
          {b.text}
        </Button>
      ))}
    </div>
  ) : undefined;
  return (
    <PageShell title={title} footer={footer}>
      <FilePreview key={address ?? ''} address={address} onBack={back} />
      {note ? (
        <section
          aria-label="说明"
          style={{
            margin: 12,
            padding: 12,
            background: '#fff',
            borderRadius: 8,
            fontSize: 'var(--adm-font-size-6)',
            color: 'var(--adm-color-text)',
            lineHeight: 1.6,
            whiteSpace: 'pre-wrap',
          }}
        >
          <h3 style={{ margin: '0 0 6px', fontSize: 'var(--adm-font-size-7)' }}>说明</h3>
          {note}
        </section>
      ) : null}
    </PageShell>
  );
}
