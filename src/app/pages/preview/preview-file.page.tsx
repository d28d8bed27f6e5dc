import { Button } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { FilePreview } from '@/features/preview/components/file-preview';
import { readPreviewInputs } from '@/features/preview/route-state';
import { useAppNavigate } from '@/lib/router/navigation';
import { safeRedirect } from '@/lib/router/route-url';
import { matchRoute } from '@/config/routes';
import styles from './preview-file.module.css';

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
    <div className={styles.actions}>
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
        <section aria-label="说明" className={styles.note}>
          <h3 className={styles.noteTitle}>说明</h3>
          {note}
        </section>
      ) : null}
    </PageShell>
  );
}
