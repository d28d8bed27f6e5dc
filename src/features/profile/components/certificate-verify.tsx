import { Button, TextArea } from 'antd-mobile';
import { useCertificateVerify } from '../hooks/use-certificate-verify';
import { VerifyOutcome } from './verify-outcome';
import { VerifyScan } from './verify-scan';
import { CertificateInput } from './certificate-input';
import styles from './certificate.module.css';

/**
 * 核验证照: what a hall's window does with a scanned code (the scanner types the code in). The
 * emulator checks the signature and the code's age on its own clock.
 */
export function CertificateVerify() {
  const { code, setCode, verifier, setVerifier, outcome, error, verify, ...scanning } = useCertificateVerify();
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
        <VerifyScan {...scanning} />
      </div>
      <CertificateInput
        id="verify-unit"
        label="核验单位（选填）"
        value={verifier}
        onChange={setVerifier}
        placeholder="如：和平区政务服务中心3号窗口"
      />
      <Button block color="primary" onClick={() => void verify.run()} loading={verify.busy}>
        核验
      </Button>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className={styles.fail}>
            {error}
          </p>
        ) : null}
        {outcome ? <VerifyOutcome outcome={outcome} /> : null}
      </div>
    </section>
  );
}
