import { Input, type InputProps } from 'antd-mobile';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './rating.module.css';

/** 联系方式: a logged-in user's is the account's mobile, read-only. */
export function ContactField<T extends FieldValues>({
  control,
  name,
  id,
  prefilled,
  error,
  inputMode,
  autoComplete,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  prefilled: string;
  error: string | undefined;
} & Pick<InputProps, 'inputMode' | 'autoComplete'>) {
  return (
    <div className={styles.section}>
      <label className={styles.label} htmlFor={id}>
        <span className={styles.required}>联系方式</span>
        {prefilled ? <span className={styles.hint}>已使用账号手机号</span> : null}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            id={id}
            value={prefilled || field.value}
            readOnly={Boolean(prefilled)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder="请输入手机号或邮箱"
            inputMode={inputMode}
            autoComplete={autoComplete}
          />
        )}
      />
      <FieldError error={error} />
    </div>
  );
}
