import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { cameraErrorMessage, detectUntilFound, loadDetector } from '@/lib/bridge/camera-scan';
import styles from './camera-scanner.module.css';

export interface CameraScannerProps {
  /** The text of the first code seen; the camera is already off. */
  onResult: (text: string) => void;
  /** The camera could not start (refused, missing, busy): a message for the user; the camera is off. */
  onError: (message: string) => void;
  onCancel: () => void;
}

/**
 * Scans a QR or bar code with the back camera in the browser (`getUserMedia` and the platform's
 * `BarcodeDetector`, or jsQR where there is none; the caller checks `browserScanSupport()`
 * first). Loaded on demand, only by the pages that scan. The camera is released on a result, an
 * error, 取消扫码 and unmount.
 */
export default function CameraScanner({ onResult, onError, onCancel }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<'starting' | 'scanning'>('starting');
  const handlers = useRef({ onResult, onError });
  handlers.current = { onResult, onError };

  useEffect(() => {
    const stop = new AbortController();
    let stream: MediaStream | null = null;
    const release = () => stream?.getTracks().forEach((t) => t.stop());
    void (async () => {
      try {
        // The detector first (jsQR's chunk where the platform has none): the camera is not on while it loads.
        const detector = await loadDetector();
        if (stop.signal.aborted) return;
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stop.signal.aborted) return release();
        const v = video.current;
        if (!v) return release();
        v.srcObject = stream;
        await v.play();
        if (stop.signal.aborted) return release();
        setPhase('scanning');
        const text = await detectUntilFound(detector, () => (v.readyState >= 2 && v.videoWidth > 0 ? v : null), stop.signal);
        release();
        if (text !== null) handlers.current.onResult(text);
      } catch (e) {
        release();
        if (!stop.signal.aborted) handlers.current.onError(cameraErrorMessage(e));
      }
    })();
    return () => {
      stop.abort();
      release();
    };
  }, []);

  return (
    <div className={styles.scanner} role="group" aria-label="摄像头扫码">
      <video ref={video} className={styles.video} muted playsInline aria-label="摄像头画面" />
      <p className={styles.status} role="status">
        {phase === 'starting' ? '正在打开摄像头…' : '请将二维码置于画面中，识别后自动填入'}
      </p>
      <Button size="small" onClick={onCancel}>
        取消扫码
      </Button>
    </div>
  );
}
