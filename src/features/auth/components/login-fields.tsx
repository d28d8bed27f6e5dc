import { Button, Input } from 'antd-mobile';
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
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-mobile">
          手机号
        </label>
        <Controller
          control={control}
          name="mobile"
          render={({ field }) => (
            <Input
              id="login-mobile"
              type="tel"
              inputMode="numeric"
              maxLength={11}
              value={field.value}
              onChange={(v) => field.onChange(v.replace(/\D/g, ''))}
              onBlur={field.onBlur}
              placeholder="请输入11位手机号"
              autoComplete="tel"
              clearable
            />
          )}
        />
        <div className={styles.error} aria-live="polite">
          {errors.mobile?.message ?? ''}
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-code">
          短信验证码
        </label>
        <div className={styles.row}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <Input
                id="login-code"
                inputMode="numeric"
                maxLength={6}
                value={field.value}
                onChange={(v) => field.onChange(v.replace(/\D/g, ''))}
                onBlur={field.onBlur}
                placeholder="6位验证码"
                autoComplete="one-time-code"
              />
            )}
          />
          <Button size="small" color="primary" fill="outline" onClick={onSendCode} disabled={sendDisabled} loading={sending}>
            {sendLabel}
          </Button>
        </div>
        <div className={styles.error} aria-live="polite">
          {errors.code?.message ?? ''}
        </div>
      </div>
    </div>
  );
}
