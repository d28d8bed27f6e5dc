import { Button, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { LoginValues } from './login-form-schema';
import styles from './auth.module.css';

/** 手机号 and 短信验证码 with its 获取验证码 button, each with its problem below it. */
export function LoginFields({
  control,
  errors,
  sendLabel,
  onSendCode,
  sendDisabled,
  sending,
}: {
  control: Control<LoginValues>;
  errors: FieldErrors<LoginValues>;
  sendLabel: string;
  onSendCode: () => void;
  sendDisabled: boolean;
  sending: boolean;
}) {
  return (
    <div className={styles.card}>
      <LoginField label="手机号" id="login-mobile" error={errors.mobile?.message}>
        <DigitsInput
          control={control}
          name="mobile"
          id="login-mobile"
          type="tel"
          maxLength={11}
          placeholder="请输入11位手机号"
          autoComplete="tel"
          clearable
        />
      </LoginField>
      <LoginField label="短信验证码" id="login-code" error={errors.code?.message}>
        <div className={styles.row}>
          <DigitsInput control={control} name="code" id="login-code" maxLength={6} placeholder="6位验证码" autoComplete="one-time-code" />
          <Button size="small" color="primary" fill="outline" onClick={onSendCode} disabled={sendDisabled} loading={sending}>
            {sendLabel}
          </Button>
        </div>
      </LoginField>
    </div>
  );
}

/** A field of the login card: its label, its input (children) and its problem, said politely. */
function LoginField({ label, id, error, children }: { label: string; id: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      <div className={styles.error} aria-live="polite">
        {error ?? ''}
      </div>
    </div>
  );
}

/** A number typed on the phone's keypad: anything but digits is dropped as it is typed. */
function DigitsInput({
  control,
  name,
  id,
  type,
  maxLength,
  placeholder,
  autoComplete,
  clearable,
}: {
  control: Control<LoginValues>;
  name: 'mobile' | 'code';
  id: string;
  type?: 'tel';
  maxLength: number;
  placeholder: string;
  autoComplete: string;
  clearable?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          id={id}
          type={type}
          inputMode="numeric"
          maxLength={maxLength}
          value={field.value}
          onChange={(v) => field.onChange(v.replace(/\D/g, ''))}
          onBlur={field.onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          clearable={clearable}
        />
      )}
    />
  );
}
