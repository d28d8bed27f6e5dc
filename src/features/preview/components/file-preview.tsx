import { SpinLoading } from 'antd-mobile';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { LoadProgress } from '../load-progress';
import type { PreviewProblemKind } from '../types';
import { checkAddress, chooseViewer, extensionOf, fileNameOf, isIOSDevice, type ViewerKind } from '../viewer-choice';
import { ChunkBoundary } from './chunk-boundary';
import { ImageViewer } from './image-viewer';
import { LoadCancelled, LoadStatus } from './load-status';
import { PreviewFrame } from './preview-frame';
import { PreviewProblem } from './preview-problem';
import styles from './preview.module.css';
import { VideoPlayer } from './video-player';

// pdf.js and docx-preview are each their own chunk, fetched only when their viewer is shown.
const PdfViewer = lazy(() => import('./pdf-viewer'));
const DocxViewer = lazy(() => import('./docx-viewer'));

export interface FilePreviewProps {
  /** The file address as given (query fileUrl or navigation state). */
  address: string | null | undefined;
  onBack?: () => void;
  /** Overrides the iOS detection (tests). */
  isIOS?: boolean;
}

const loading = (
  <div className={styles.center} role="status">
    <SpinLoading />
    <span>正在加载…</span>
  </div>
);

/** A video the browser cannot play, shown in the preview frame instead: why, and its download. */
function VideoInFrameNote({ href, name, extension }: { href: string; name: string; extension: string }) {
  return (
    <p className={styles.fallbackNote} role="status">
      当前浏览器无法直接播放 {extension.toUpperCase()} 格式的视频，已改用在线预览；也可以
      <a href={href} download={name || true} target="_blank" rel="noopener noreferrer">
        下载文件
      </a>
      后用播放器观看。
    </p>
  );
}

/** The viewer chosen for the file, its chunk loaded on demand; a chunk that fails to load is a problem reported. */
function FileViewer({
  viewer,
  href,
  name,
  extension,
  tracked,
  report,
  toFrame,
  setProgress,
}: {
  viewer: ViewerKind;
  href: string;
  name: string;
  extension: string;
  tracked: boolean;
  report: (kind: PreviewProblemKind) => void;
  toFrame: () => void;
  setProgress: (progress: LoadProgress) => void;
}) {
  return (
    <ChunkBoundary onError={() => report('unreachable')}>
      {/* For PDF and Word, LoadStatus says 正在加载预览组件… while the viewer's chunk loads. */}
      <Suspense fallback={tracked ? null : loading}>
        {viewer === 'image' ? <ImageViewer url={href} name={name} onProblem={report} /> : null}
        {viewer === 'pdf' ? <PdfViewer url={href} onProblem={report} onProgress={setProgress} /> : null}
        {viewer === 'docx' ? <DocxViewer url={href} onProblem={report} onFallback={toFrame} onProgress={setProgress} /> : null}
        {viewer === 'video' ? <VideoPlayer url={href} extension={extension} onProblem={report} /> : null}
        {viewer === 'frame' ? <PreviewFrame url={href} name={name} /> : null}
      </Suspense>
    </ChunkBoundary>
  );
}

/** Checks the address, chooses the viewer by extension and shows the file or a clear message. */
export function FilePreview({ address, onBack, isIOS }: FilePreviewProps) {
  const check = useMemo(() => checkAddress(address, window.location.href), [address]);
  const name = address ? fileNameOf(address) : '';
  const extension = address ? extensionOf(address) : '';
  const [fallback, setFallback] = useState<ViewerKind | null>(null);
  const [problem, setProblem] = useState<PreviewProblemKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  // PDF and Word: where the load stands (the viewer reports), and whether the citizen cancelled it.
  const [progress, setProgress] = useState<LoadProgress>({ stage: 'code' });
  const [cancelled, setCancelled] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const restart = () => {
    setProgress({ stage: 'code' });
    setAttempt((a) => a + 1);
  };
  // A video the browser cannot decode (AVI, mostly) goes to the online preview frame, which can
  // transcode it, with a download beside it: never a dead player (docs/spec-rules.md section 2 sends avi to the
  // video player; this is where that player cannot play it).
  const report = useCallback((kind: PreviewProblemKind) => {
    if (kind === 'video-format') setFallback('frame');
    else setProblem(kind);
  }, []);
  const toFrame = useCallback(() => setFallback('frame'), []);

  if (!check.ok) {
    // Refused before any request: no fetch, no frame, no download link.
    const kind = check.reason === 'host' || check.reason === 'credentials' || check.reason === 'nested' ? 'not-allowed' : 'invalid';
    return <PreviewProblem kind={kind} name={name} extension={extension} onBack={onBack} />;
  }
  const href = check.href;
  const viewer = fallback ?? chooseViewer(href, { isIOS: isIOS ?? isIOSDevice() });
  if (problem) {
    return (
      <PreviewProblem
        kind={problem}
        name={name}
        extension={extension}
        downloadHref={href}
        onBack={onBack}
        onRetry={() => {
          setProblem(null);
          restart();
        }}
      />
    );
  }
  const tracked = viewer === 'pdf' || viewer === 'docx';
  if (tracked && cancelled) {
    // The viewer is gone: its cleanup aborted the download (pdf.js task, fetch).
    return (
      <div data-viewer={viewer}>
        <LoadCancelled
          name={name}
          downloadHref={href}
          onBack={onBack}
          onReload={() => {
            setCancelled(false);
            setReloaded(true);
            restart();
          }}
        />
      </div>
    );
  }
  const key = `${viewer}:${attempt}`;
  const videoInFrame = fallback === 'frame' && chooseViewer(href, { isIOS: isIOS ?? isIOSDevice() }) === 'video';
  return (
    <div data-viewer={viewer}>
      {videoInFrame ? <VideoInFrameNote href={href} name={name} extension={extension} /> : null}
      {tracked && progress.stage !== 'done' ? (
        <LoadStatus progress={progress} onCancel={() => setCancelled(true)} focusCancel={reloaded} />
      ) : null}
      <FileViewer
        key={key}
        viewer={viewer}
        href={href}
        name={name}
        extension={extension}
        tracked={tracked}
        report={report}
        toFrame={toFrame}
        setProgress={setProgress}
      />
    </div>
  );
}
