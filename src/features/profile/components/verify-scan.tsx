import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { NO_BROWSER_SCAN } from '@/lib/bridge/camera-scan';
import type { useCertificateVerify } from '../hooks/use-certificate-verify';
import styles from './certificate.module.css';

// The browser's camera scanner: its own chunk, fetched when 摄像头扫码 is tapped.
const CameraScanner = lazy(() => import('@/components/camera-scanner/camera-scanner'));

/** The ways to scan a code here: the messenger's 扫码, the browser's 摄像头扫码, or why neither. */
export function VerifyScan({
  canScan,
  browserScan,
  cameraOpen,
  scan,
  camera,
}: Pick<ReturnType<typeof useCertificateVerify>, 'canScan' | 'browserScan' | 'cameraOpen' | 'scan' | 'camera'>) {
  return (
    <>
      {canScan ? (
        <Button size="small" className={styles.scanButton} onClick={() => void scan()}>
          扫码
        </Button>
      ) : null}
      {browserScan === 'ready' && !cameraOpen ? (
        <Button size="small" className={styles.scanButton} onClick={camera.open}>
          摄像头扫码
        </Button>
      ) : null}
      {browserScan === 'ready' && cameraOpen ? (
        <Suspense fallback={<p role="status">正在打开摄像头…</p>}>
          <CameraScanner onResult={camera.result} onError={camera.error} onCancel={camera.cancel} />
        </Suspense>
      ) : null}
      {browserScan === 'no-camera' ? (
        <p className={styles.hint} data-testid="scan-unavailable">
          {NO_BROWSER_SCAN}
        </p>
      ) : null}
    </>
  );
}
