import dayjs from 'dayjs';
import type { VerifyOutcome as Outcome } from '../certificate-types';
import styles from './certificate.module.css';

/** A check's outcome: 核验通过 with what the holder disclosed, or 核验未通过 with why. */
export function VerifyOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome.valid)
    return (
      <div data-testid="verify-result">
        <p className={styles.fail}>核验未通过</p>
        <p>{outcome.message}</p>
      </div>
    );
  return (
    <div data-testid="verify-result">
      <p className={styles.pass}>核验通过</p>
      <dl className={styles.items}>
        <dt>证照</dt>
        <dd>{outcome.certificate.typeName}</dd>
        <dt>发证机关</dt>
        <dd>{outcome.certificate.issuer}</dd>
        {outcome.disclosed.map((d) => (
          <div key={d.key} className={styles.itemGroup}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
        <dt>核验时间</dt>
        <dd>{dayjs(outcome.verifiedAt).format('YYYY-MM-DD HH:mm:ss')}</dd>
      </dl>
    </div>
  );
}
