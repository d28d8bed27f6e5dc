import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { addressErrors } from '../rules';
import type { EmsAddressInput } from '../types';
import styles from './express.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

/** One text field of the address: its label, the input and its problem. */
function AddressText({
  id,
  label,
  value,
  maxLength,
  inputMode,
  autoComplete,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  inputMode?: 'tel';
  autoComplete: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className={kit.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={kit.input}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? <p className={kit.error}>{error}</p> : null}
    </>
  );
}

/** The address itself: who, their mobile, the district and the street address. */
function AddressFields({
  a,
  prefix,
  errors,
  districts,
  set,
}: {
  a: EmsAddressInput;
  prefix: string;
  errors: ReturnType<typeof addressErrors>;
  districts: { text: string; value: string }[];
  set: <K extends keyof EmsAddressInput>(k: K, v: EmsAddressInput[K]) => void;
}) {
  return (
    <>
      <AddressText
        id={`${prefix}-name`}
        label="联系人"
        value={a.name}
        maxLength={20}
        autoComplete="name"
        error={errors.name}
        onChange={(v) => set('name', v)}
      />
      <AddressText
        id={`${prefix}-mobile`}
        label="手机号"
        value={a.mobile}
        maxLength={11}
        inputMode="tel"
        autoComplete="tel"
        error={errors.mobile}
        onChange={(v) => set('mobile', v)}
      />
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
      <AddressText
        id={`${prefix}-detail`}
        label="详细地址"
        value={a.detail}
        maxLength={100}
        autoComplete="street-address"
        error={errors.detail}
        onChange={(v) => set('detail', v)}
      />
    </>
  );
}

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
      <AddressFields a={a} prefix={prefix} errors={errors} districts={districts} set={set} />
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
