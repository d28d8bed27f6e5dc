import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useWakeLock } from '@/lib/hooks/use-wake-lock';
import { useRotatingCode } from '../hooks/use-rotating-code';
import type { Presentation } from '../certificate-types';
import styles from './certificate.module.css';

/**
 * The showing's QR code, refreshed before it lapses, with the disclosed items beside it: over the
 * whole screen, which stays on while it shows (docs/me.md, 亮证). Focus moves to its title, so a
 * screen reader starts there; 结束出示 is the way out.
 */
export function CertificateQr({
  presentation,
  typeName,
  onEnd,
  ending,
}: {
  presentation: Presentation;
  typeName: string;
  onEnd: () => void;
  ending: boolean;
}) {
  const rotating = useRotatingCode(presentation);
  const stale = rotating.secondsLeft === 0;
  useWakeLock(true);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={`${styles.section} ${styles.showing}`} aria-labelledby="showing-title" data-testid="certificate-showing">
      <h2 id="showing-title" ref={title} tabIndex={-1} className={styles.sectionTitle}>
        正在出示：{typeName}
      </h2>
      <div className={styles.qrBox}>
        <div data-testid="certificate-qr" data-code={rotating.code.code} className={stale ? styles.qrStale : undefined}>
          <QRCodeSVG
            value={rotating.code.code}
            size={240}
            level="M"
            className={styles.qr}
            title={`${typeName}核验二维码`}
            role="img"
            aria-label={`${typeName}核验二维码`}
          />
        </div>
        <p className={styles.countdown} aria-live="polite">
          {rotating.error ? (
            <span className={styles.fail}>二维码刷新失败：{rotating.error}</span>
          ) : stale ? (
            '二维码已失效，正在刷新…'
          ) : (
            <>二维码 {rotating.secondsLeft} 秒后自动刷新，截图无效</>
          )}
        </p>
      </div>
      <dl className={styles.items} aria-label="出示的信息">
        {presentation.disclosed.map((d) => (
          <div key={d.key} className={styles.itemGroup}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button onClick={rotating.refresh} loading={rotating.refreshing}>
          立即刷新
        </Button>
        <Button color="danger" fill="outline" onClick={onEnd} loading={ending}>
          结束出示
        </Button>
      </div>
    </section>
  );
}
