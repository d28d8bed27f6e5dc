import { Button, Checkbox } from 'antd-mobile';
import type { CertificateDetail } from '../certificate-types';
import { CertificateInput } from './certificate-input';
import styles from './certificate.module.css';

/** 亮证, first step: what to disclose (only what the errand needs) and what for. */
export function ShowChoose({
  cert,
  chosen,
  onChosen,
  purpose,
  onPurpose,
  onCancel,
  onNext,
}: {
  cert: CertificateDetail;
  chosen: string[];
  onChosen: (keys: string[]) => void;
  purpose: string;
  onPurpose: (purpose: string) => void;
  onCancel: () => void;
  onNext: () => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="choose-title">
      <h2 id="choose-title" className={styles.sectionTitle}>
        选择要出示的信息
      </h2>
      <p className={styles.warn}>只出示办事需要的信息。例如只需证明年龄时，可只选“年满60周岁”，对方看不到您的出生日期和证件号码。</p>
      <Checkbox.Group value={chosen} onChange={(v) => onChosen(v as string[])}>
        <div className={styles.choices}>
          {cert.disclosable.map((d) => (
            <Checkbox key={d.key} value={d.key}>
              {d.label}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
      <CertificateInput
        id="show-purpose"
        label="出示用途（选填）"
        value={purpose}
        onChange={onPurpose}
        placeholder="如：医院挂号、景区老年优惠"
      />
      <div className={styles.actions}>
        <Button onClick={onCancel}>取消</Button>
        <Button color="primary" disabled={chosen.length === 0} onClick={onNext}>
          下一步
        </Button>
      </div>
      {chosen.length === 0 ? <p role="status">请至少选择一项</p> : null}
    </section>
  );
}

/** 亮证, second step: what the verifier will see, then 确认出示 (or why it failed). */
export function ShowConfirm({
  cert,
  labels,
  purpose,
  error,
  busy,
  onBack,
  onConfirm,
}: {
  cert: CertificateDetail;
  labels: string[];
  purpose: string;
  error: string | null;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="confirm-title">
      <h2 id="confirm-title" className={styles.sectionTitle}>
        确认出示
      </h2>
      <p className={styles.warn}>核验方扫码后将看到以下信息。二维码每分钟更新，旧码和截图都会失效。请确认周围无他人偷拍。</p>
      <dl className={styles.items}>
        <dt>证照</dt>
        <dd>{cert.typeName}</dd>
        <dt>出示信息</dt>
        <dd>{labels.join('、')}</dd>
        <dt>用途</dt>
        <dd>{purpose.trim() || '未填写'}</dd>
      </dl>
      {error ? (
        <p role="alert" className={styles.fail}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onBack}>返回修改</Button>
        <Button color="primary" loading={busy} onClick={onConfirm}>
          确认出示
        </Button>
      </div>
    </section>
  );
}
