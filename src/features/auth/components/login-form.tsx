import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isGatewayError } from '@/lib/http/errors';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { authContext } from '../context';
import { useCountdown } from '../hooks/use-countdown';
import { loginByMobile } from '../login-by-mobile';
import { AUTH_MESSAGES } from '../messages';
import { useAuthStore } from '../stores/auth-store';
import { LoginFields } from './login-fields';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from './login-form-schema';
import styles from './auth.module.css';

export interface LoginFormProps {
  /** Called after a successful login (the page goes back to the redirect). */
  onLoggedIn: () => void;
  /** Emulator mode: the demo number is named. (A code the gateway answers, as a demo gateway does, is shown in any mode.) */
  demo?: boolean;
}

function messageOf(e: unknown, fallback: string): string {
  return isGatewayError(e) && e.message ? e.message : fallback;
}

/**
 * Mobile number, SMS code with a 60 s resend countdown, agreement, login: react-hook-form with the
 * zod schema beside it (docs/adding-a-page.md, "Forms and submits"). A field's problem shows once it
 * was left or a login was tried; the agreement's, and the gateway's answers, above the button.
 */
export function LoginForm({ onLoggedIn, demo }: LoginFormProps) {
  const { control, register, handleSubmit, trigger, getValues, setValue, setError, clearErrors, formState } = useForm<LoginValues>({
    defaultValues: EMPTY_LOGIN,
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
  });
  // The shared guarded submit: one call at a time, decided before React re-renders the button.
  const codeSend = useGuardedSubmit({ debounceMs: 0 });
  const loginSend = useGuardedSubmit({ debounceMs: 0 });
  // What the last code sent said: null before the first (the button says 获取验证码).
  const [sent, setSent] = useState<{ demoCode: string } | null>(null);
  const { left, start } = useCountdown();
  const { errors } = formState;

  const sendCode = async () => {
    // Asking for a code is using the number: its problem shows, and follows what is typed next.
    setValue('mobile', getValues('mobile'), { shouldTouch: true });
    if (!(await trigger('mobile')) || left > 0) return;
    await codeSend.run(async () => {
      clearErrors('root');
      clearErrors('agreed');
      try {
        const res = await authContext.services.sendSmsCode(getValues('mobile').trim());
        setSent({ demoCode: res?.demoCode ?? '' });
        start(res?.resendAfter || 60);
      } catch (e) {
        setError('root', { message: messageOf(e, AUTH_MESSAGES.smsFailed) });
      }
    });
  };

  const submit = handleSubmit(({ mobile, code }) =>
    loginSend.run(async () => {
      useAuthStore.getState().markLoginSubmitted();
      try {
        const result = await loginByMobile(authContext, mobile.trim(), code.trim(), useAuthStore.getState().setAuthority);
        if (result.ok) onLoggedIn();
        else setError('root', { message: result.message });
      } catch (err) {
        setError('root', { message: messageOf(err, AUTH_MESSAGES.loginFailed) });
      }
    }),
  );

  const sendLabel = left > 0 ? `${left}秒后重新获取` : sent ? '重新获取' : '获取验证码';
  const sending = codeSend.submitting;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="登录表单">
      <LoginFields
        control={control}
        errors={errors}
        sendLabel={sendLabel}
        onSendCode={sendCode}
        sendDisabled={left > 0 || sending}
        sending={sending}
      />
      {/* A gateway that answers the code is a demo gateway (the in-page emulator, or the gateway server): show it. */}
      {sent?.demoCode ? (
        <div className={styles.sms} role="status">
          【模拟短信】您的登录验证码为 <strong data-testid="demo-sms-code">{sent.demoCode}</strong>，5分钟内有效。
        </div>
      ) : null}
      {demo ? <p className={styles.hint}>模拟环境：演示手机号 13800138000，验证码发送后显示在页面上。</p> : null}
      <div className={styles.agree}>
        {/* A real checkbox: focusable, announced with its state, toggled by Space. */}
        <label className={styles.agreeLabel}>
          <input type="checkbox" className={styles.agreeBox} {...register('agreed')} />
          <span>我已阅读并同意《用户服务协议》和《隐私政策》</span>
        </label>
      </div>
      <div className={`${styles.error} ${styles.formError}`} role="alert">
        {errors.root?.message ?? errors.agreed?.message ?? ''}
      </div>
      <div className={styles.actions}>
        <Button block type="submit" color="primary" size="large" loading={loginSend.submitting}>
          登录
        </Button>
      </div>
    </form>
  );
}
