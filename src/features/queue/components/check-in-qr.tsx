import { lazy, Suspense } from 'react';
import styles from './queue.module.css';

// The QR code module loads only where a code is shown (libraries.md).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** A QR code with its text code under it (the code can be read out or typed at the hall). */
export function CheckInQr({ value, code, label }: { value: string; code: string; label: string }) {
  return (
    <div className={styles.qr}>
      <Suspense fallback={<div className={styles.qrPlaceholder} aria-hidden />}>
        <QRCodeSVG value={value} size={180} role="img" aria-label={`${label}二维码`} marginSize={2} />
      </Suspense>
      <div className={styles.muted}>{label}</div>
      <div className={styles.code}>{code}</div>
    </div>
  );
}
