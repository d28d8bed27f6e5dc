import { Button, Input, TextArea } from 'antd-mobile';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useState } from 'react';
import { scanCode } from '@/lib/bridge/bridge';
import { browserScanSupport, NO_BROWSER_SCAN } from '@/lib/bridge/camera-scan';
import { useBridgeReady } from '@/lib/bridge/use-bridge';
import { verifyCertificateCode } from '../api/verify-certificate-code';
import type { VerifyOutcome } from '../certificate-types';
import { useOnce } from '../hooks/use-once';
import styles from './certificate.module.css';

// The browser's camera scanner: its own chunk, fetched when 摄像头扫码 is tapped.
const CameraScanner = lazy(() => import('@/components/camera-scanner/camera-scanner'));

/**
 * 核验证照: what a hall's window does with a scanned code (the scanner types the code in). The
 * emulator checks the signature and the code's age on its own clock.
 */
export function CertificateVerify() {
  const [code, setCode] = useState('');
  const [verifier, setVerifier] = useState('');
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Inside the messenger its camera scans the code; in a browser with a camera the page's own
  // camera scanner does; elsewhere a hand scanner (or a person) types it in.
  const canScan = useBridgeReady();
  const browserScan = canScan ? null : browserScanSupport();
  const [cameraOpen, setCameraOpen] = useState(false);
  const scan = async () => {
    const outcome = await scanCode();
    if (outcome.status === 'ok') {
      setCode(outcome.value);
      setError(null);
    } else if (outcome.status === 'fail') setError('扫码失败，请手动输入核验码');
  };
  const verify = useOnce(
    useCallback(async () => {
      setError(null);
      setOutcome(null);
      if (!code.trim()) {
        setError('请输入或扫描核验码');
        return;
      }
      try {
        setOutcome(await verifyCertificateCode({ code: code.trim(), verifier: verifier.trim() || undefined }));
      } catch (e) {
        setError(e instanceof Error ? e.message : '核验失败，请重试');
      }
    }, [code, verifier]),
  );
  return (
    <section className={styles.section} aria-labelledby="verify-title">
      <h2 id="verify-title" className={styles.sectionTitle}>
        核验证照（窗口工作人员）
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="verify-code">
          核验码
        </label>
        <TextArea
          id="verify-code"
          className={styles.textarea}
          value={code}
          onChange={setCode}
          rows={3}
          placeholder="扫描持证人的二维码，或粘贴核验码"
        />
        {canScan ? (
          <Button size="small" style={{ marginTop: 8 }} onClick={() => void scan()}>
            扫码
          </Button>
        ) : null}
        {browserScan === 'ready' && !cameraOpen ? (
          <Button
            size="small"
            style={{ marginTop: 8 }}
            onClick={() => {
              setError(null);
              setCameraOpen(true);
            }}
          >
            摄像头扫码
          </Button>
        ) : null}
        {browserScan === 'ready' && cameraOpen ? (
          <Suspense fallback={<p role="status">正在打开摄像头…</p>}>
            <CameraScanner
              onResult={(text) => {
                setCameraOpen(false);
                setCode(text);
                setError(null);
              }}
              onError={(message) => {
                setCameraOpen(false);
                setError(message);
              }}
              onCancel={() => setCameraOpen(false)}
            />
          </Suspense>
        ) : null}
        {browserScan === 'no-camera' ? (
          <p className={styles.hint} data-testid="scan-unavailable">
            {NO_BROWSER_SCAN}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="verify-unit">
          核验单位（选填）
        </label>
        <Input
          id="verify-unit"
          className={styles.input}
          value={verifier}
          onChange={setVerifier}
          maxLength={40}
          placeholder="如：和平区政务服务中心3号窗口"
        />
      </div>
      <Button block color="primary" onClick={() => void verify.run()} loading={verify.busy}>
        核验
      </Button>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className={styles.fail}>
            {error}
          </p>
        ) : null}
        {outcome && outcome.valid ? (
          <div data-testid="verify-result">
            <p className={styles.pass}>核验通过</p>
            <dl className={styles.items}>
              <dt>证照</dt>
              <dd>{outcome.certificate.typeName}</dd>
              <dt>发证机关</dt>
              <dd>{outcome.certificate.issuer}</dd>
              {outcome.disclosed.map((d) => (
                <div key={d.key} style={{ display: 'contents' }}>
                  <dt>{d.label}</dt>
                  <dd>{d.value}</dd>
                </div>
              ))}
              <dt>核验时间</dt>
              <dd>{dayjs(outcome.verifiedAt).format('YYYY-MM-DD HH:mm:ss')}</dd>
            </dl>
          </div>
        ) : null}
        {outcome && !outcome.valid ? (
          <div data-testid="verify-result">
            <p className={styles.fail}>核验未通过</p>
            <p>{outcome.message}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
