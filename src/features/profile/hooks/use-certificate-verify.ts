import { useCallback, useState } from 'react';
import { scanCode } from '@/lib/bridge/bridge';
import { browserScanSupport } from '@/lib/bridge/camera-scan';
import { useBridgeReady } from '@/lib/bridge/use-bridge';
import { verifyCertificateCode } from '../api/verify-certificate-code';
import type { VerifyOutcome } from '../certificate-types';
import { useOnce } from './use-once';

/** 核验证照's state: the code (typed, or scanned by the messenger or the browser's camera), the verifier, the check. */
export function useCertificateVerify() {
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
  const camera = {
    open: () => {
      setError(null);
      setCameraOpen(true);
    },
    result: (text: string) => {
      setCameraOpen(false);
      setCode(text);
      setError(null);
    },
    error: (message: string) => {
      setCameraOpen(false);
      setError(message);
    },
    cancel: () => setCameraOpen(false),
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
  return { code, setCode, verifier, setVerifier, outcome, error, canScan, browserScan, cameraOpen, scan, camera, verify };
}
