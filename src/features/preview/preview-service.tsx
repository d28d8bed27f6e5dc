import { lazy, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { readFrameParam } from './frame-url';
import { checkAddress, extensionOf, fileNameOf } from './viewer-choice';
import styles from './preview-service.module.css';

// The built-in stand-in for kkFileView in emulator mode: `<previewBase>onlinePreview?url=`.
// It trusts nothing in its query: the address is decoded, checked like the app's, and text is
// only ever shown through textContent.

const PdfViewer = lazy(() => import('./components/pdf-viewer'));

const IMAGE = new Set(['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp']);
const TEXT = new Set(['txt', 'md', 'csv', 'json', 'log', 'xml']);
const MAX_TEXT_BYTES = 1024 * 1024;

export function formatSize(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes)) return '未知';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Probe = { state: 'loading' } | { state: 'missing' } | { state: 'ok'; size: number | null; text?: string };

async function probe(href: string, wantText: boolean): Promise<Probe> {
  try {
    const res = await fetch(href, { method: wantText ? 'GET' : 'HEAD', credentials: 'omit' });
    const type = res.headers.get('content-type') ?? '';
    // A static host's SPA fallback answers a missing file with index.html.
    if (!res.ok || /text\/html/i.test(type)) return { state: 'missing' };
    const length = res.headers.get('content-length');
    const size = length === null ? null : Number(length);
    if (!wantText) return { state: 'ok', size };
    if (size !== null && size > MAX_TEXT_BYTES) return { state: 'ok', size };
    const text = await res.text();
    return { state: 'ok', size: size ?? new TextEncoder().encode(text).length, text };
  } catch {
    return { state: 'missing' };
  }
}

function Info({ title, name, size, href }: { title: string; name: string; size?: number | null; href?: string }) {
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{title}</h1>
      {name ? <p className={styles.name}>文件名：{name}</p> : null}
      {size !== undefined ? <p className={styles.line}>大小：{formatSize(size)}</p> : null}
      {href ? (
        <p className={styles.download}>
          <a href={href} download={name || true} rel="noopener noreferrer" target="_blank">
            下载文件
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The built-in preview service page (emulator mode): shows the file, or its name, size and a download link. */
export function PreviewService({ search, encoding = env.previewEncoding }: { search: string; encoding?: 'base64' | 'uri' }) {
  const address = readFrameParam(new URLSearchParams(search).get('url'), encoding);
  const check = checkAddress(address, window.location.href);
  const ext = address ? extensionOf(address) : '';
  const name = address ? fileNameOf(address) : '';
  const href = check.ok ? check.href : '';
  const kind = !check.ok ? 'invalid' : IMAGE.has(ext) ? 'image' : ext === 'pdf' ? 'pdf' : TEXT.has(ext) ? 'text' : 'other';
  const [info, setInfo] = useState<Probe>({ state: 'loading' });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (kind === 'invalid' || kind === 'image' || kind === 'pdf') return;
    let live = true;
    void probe(href, kind === 'text').then((p) => live && setInfo(p));
    return () => {
      live = false;
    };
  }, [href, kind]);

  if (kind === 'invalid') return <Info title="文件地址无效，无法预览" name={name} />;
  if (failed || info.state === 'missing') return <Info title="文件无法访问" name={name} />;
  if (kind === 'image') {
    return <img src={href} alt={name} referrerPolicy="no-referrer" className={styles.image} onError={() => setFailed(true)} />;
  }
  if (kind === 'pdf') {
    return (
      <Suspense fallback={<div className={styles.box}>正在加载…</div>}>
        <PdfViewer url={href} onProblem={() => setFailed(true)} />
      </Suspense>
    );
  }
  if (info.state === 'loading')
    return (
      <div className={styles.box} role="status">
        正在加载…
      </div>
    );
  if (kind === 'text' && info.text !== undefined) {
    return (
      <div className={styles.text}>
        <h1 className={styles.textTitle}>{name}</h1>
        <pre className={styles.textBody}>{info.text}</pre>
      </div>
    );
  }
  return <Info title="暂不支持在线预览该类型文件" name={name} size={info.size} href={href} />;
}

/** Renders the built-in preview service page into `root` (its own HTML entry). */
export function renderPreviewService(root: HTMLElement): void {
  createRoot(root).render(<PreviewService search={window.location.search} />);
}
