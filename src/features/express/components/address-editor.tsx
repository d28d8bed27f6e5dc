import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { addressErrors } from '../rules';
import type { EmsAddressInput } from '../types';
import styles from './express.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

/** Add or edit an address of the EMS address book. */
export function AddressEditor({
  initial,
  districts,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial: EmsAddressInput;
  districts: { text: string; value: string }[];
  busy: boolean;
  error: string | null;
  onSave: (a: EmsAddressInput) => void;
  onCancel: () => void;
}) {
  const [a, setA] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof addressErrors>>({});
  const set = <K extends keyof EmsAddressInput>(k: K, v: EmsAddressInput[K]) => setA((p) => ({ ...p, [k]: v }));
  const save = () => {
    const e = addressErrors(a);
    setErrors(e);
    if (!Object.keys(e).length) onSave({ ...a, name: a.name.trim(), mobile: a.mobile.trim(), detail: a.detail.trim() });
  };
  const prefix = a.id ?? 'new';
  return (
    <fieldset className={`${styles.address} ${kit.field}`} aria-label={a.id ? '编辑地址' : '新增地址'}>
      <legend className={kit.label}>{a.id ? '编辑地址' : '新增地址'}</legend>
      <label className={kit.label} htmlFor={`${prefix}-name`}>
        联系人
      </label>
      <input
        id={`${prefix}-name`}
        className={kit.input}
        value={a.name}
        maxLength={20}
        autoComplete="name"
        onChange={(e) => set('name', e.target.value)}
      />
      {errors.name ? <p className={kit.error}>{errors.name}</p> : null}
      <label className={kit.label} htmlFor={`${prefix}-mobile`}>
        手机号
      </label>
      <input
        id={`${prefix}-mobile`}
        className={kit.input}
        value={a.mobile}
        maxLength={11}
        inputMode="tel"
        autoComplete="tel"
        onChange={(e) => set('mobile', e.target.value)}
      />
      {errors.mobile ? <p className={kit.error}>{errors.mobile}</p> : null}
      <label className={kit.label} htmlFor={`${prefix}-area`}>
        所在区（天津市）
      </label>
      <select id={`${prefix}-area`} className={kit.select} value={a.areaCode} onChange={(e) => set('areaCode', e.target.value)}>
        <option value="">请选择</option>
        {districts.map((d) => (
          <option key={d.value} value={d.value}>
            {d.text}
          </option>
        ))}
      </select>
      {errors.areaCode ? <p className={kit.error}>{errors.areaCode}</p> : null}
      <label className={kit.label} htmlFor={`${prefix}-detail`}>
        详细地址
      </label>
      <input
        id={`${prefix}-detail`}
        className={kit.input}
        value={a.detail}
        maxLength={100}
        autoComplete="street-address"
        onChange={(e) => set('detail', e.target.value)}
      />
      {errors.detail ? <p className={kit.error}>{errors.detail}</p> : null}
      <Checkbox checked={Boolean(a.isDefault)} onChange={(v) => set('isDefault', v)}>
        设为默认地址
      </Checkbox>
      {error ? (
        <p className={kit.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button size="small" onClick={onCancel} disabled={busy}>
          取消
        </Button>
        <Button size="small" color="primary" loading={busy} onClick={save}>
          保存地址
        </Button>
      </div>
    </fieldset>
  );
}
