import { Tag } from 'antd-mobile';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { Guide, HeldCertificate } from '../types';
import styles from './matters.module.css';

/**
 * The guide's 申请材料: each material with its tags, condition and sample; with `onToggle`, the
 * user's checklist (what they have, what they hold as e-certificates) and how much of it is ready.
 */
export function GuideMaterials({
  guide,
  have,
  held,
  onToggle,
}: {
  guide: Guide;
  have: number[];
  held: HeldCertificate[];
  onToggle?: (index: number) => void;
}) {
  const heldAt = new Map(held.map((h) => [h.index, h]));
  const needed = guide.materials.map((m, i) => ({ m, i })).filter(({ m }) => m.required);
  const ready = needed.filter(({ i }) => have.includes(i) || heldAt.has(i)).length;
  const readyByCert = needed.filter(({ i }) => heldAt.has(i)).length;
  return (
    <>
      {onToggle ? (
        <p className={styles.meta} aria-live="polite">
          我的材料清单：必要材料已备齐 {ready}/{needed.length} 项{readyByCert ? `（其中${readyByCert}项电子证照已有）` : ''}
          {ready === needed.length ? '，可以去办理了' : ''}
        </p>
      ) : null}
      <ul className={`${styles.list} ${styles.bare}`} aria-label="申请材料">
        {guide.materials.map((m, i) => (
          <li key={m.name} className={styles.material}>
            <div className={styles.name}>
              {i + 1}. {m.name}
            </div>
            {onToggle && heldAt.has(i) ? (
              <label className={`${styles.check} ${styles.spaced}`}>
                <input type="checkbox" checked disabled className={styles.checkbox} />“{m.name}”电子证照已有
              </label>
            ) : onToggle ? (
              <label className={`${styles.check} ${styles.spaced}`}>
                <input type="checkbox" checked={have.includes(i)} onChange={() => onToggle(i)} className={styles.checkbox} />
                我已备齐“{m.name}”
              </label>
            ) : null}
            <div className={styles.tags}>
              <Tag color={m.required ? 'danger' : 'default'} fill="outline">
                {m.required ? '必要' : '容缺/视情形'}
              </Tag>
              <Tag fill="outline">{m.form}</Tag>
              <Tag fill="outline">{m.copies}</Tag>
              {heldAt.has(i) ? (
                <Tag color="success">电子证照已有：{heldAt.get(i)?.typeName}</Tag>
              ) : m.cert ? (
                <Tag color="success">可用电子证照</Tag>
              ) : null}
            </div>
            {m.condition ? <p className={styles.meta}>适用情形：{m.condition}</p> : null}
            {m.sample ? (
              <p className={styles.sample}>
                <AppLink to={paths.previewFile({ fileUrl: m.sample })}>查看样表：{m.name}</AppLink>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
