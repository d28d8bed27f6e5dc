import { FormField, FieldAlert } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import type { ComplaintSubject } from '@/contract/complaint';
import styles from './complaint.module.css';

/** A hall as what a complaint is about (chosen from the list, or the hall the page was opened from). */
export const hallSubject = (h: { id: string; name: string }): ComplaintSubject => ({
  kind: 'hall',
  ref: h.id,
  hallId: h.id,
  hallName: h.name,
  windowName: null,
  staffName: null,
  matterName: null,
  at: null,
  label: h.name,
});

/** 投诉对象: one of the user's visits of the last 90 days, or a hall. */
export function SubjectChoice({
  visits,
  halls,
  loggedIn,
  value,
  error,
  onChange,
}: {
  visits: ComplaintSubject[];
  halls: { id: string; name: string }[];
  loggedIn: boolean;
  value: ComplaintSubject | null;
  error?: string;
  onChange: (s: ComplaintSubject | null) => void;
}) {
  const chosen = (s: ComplaintSubject) => value?.kind === s.kind && value.ref === s.ref;
  return (
    <>
      <fieldset className={kit.field}>
        <legend className={`${kit.label} ${kit.required}`}>投诉对象：近90天的办事记录</legend>
        {visits.length === 0 ? (
          <p className={styles.intro}>{loggedIn ? '近90天没有您的办事记录，请在下方选择大厅。' : '登录后显示您的办事记录。'}</p>
        ) : (
          <div className={styles.visits}>
            {visits.map((v) => (
              <label key={`${v.kind}-${v.ref}`} className={`${styles.visit} ${chosen(v) ? styles.visitOn : ''}`}>
                <input type="radio" name="complaint-subject" checked={chosen(v)} onChange={() => onChange(v)} />
                <span>
                  <span className={styles.visitTitle}>{v.label}</span>
                  <span className={styles.visitMeta}>
                    {[v.hallName, v.windowName, v.staffName ? `工作人员${v.staffName}` : null].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <FormField label="或选择大厅" id="ct-hall">
        <select
          id="ct-hall"
          className={kit.select}
          value={value?.kind === 'hall' ? value.ref : ''}
          onChange={(e) => {
            const h = halls.find((x) => x.id === e.target.value);
            onChange(h ? hallSubject(h) : null);
          }}
        >
          <option value="">{halls.length ? '请选择大厅' : '本区域暂无大厅'}</option>
          {halls.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      </FormField>
      <FieldAlert id="ct-subject" error={error} />
    </>
  );
}
