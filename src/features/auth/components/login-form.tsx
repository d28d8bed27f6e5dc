import { Button, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { isGatewayError } from '@/lib/http/errors';
import { authContext } from '../context';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useCountdown } from '../hooks/use-countdown';
import { loginByMobile } from '../login-by-mobile';
import { AUTH_MESSAGES } from '../messages';
import { codeProblem, mobileProblem } from '../mobile-rule';
import { useAuthStore } from '../stores/auth-store';
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

/** Mobile number, SMS code with a 60 s resend countdown, agreement, login. */
export function LoginForm({ onLoggedIn, demo }: LoginFormProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState({ mobile: false, code: false });
  const [attempted, setAttempted] = useState(false);
  // The shared guarded submit: one call at a time, decided before React re-renders the button.
  const codeSend = useGuardedSubmit({ debounceMs: 0 });
  const loginSend = useGuardedSubmit({ debounceMs: 0 });
  const sending = codeSend.submitting;
  const submitting = loginSend.submitting;
  const [sentOnce, setSentOnce] = useState(false);
  const [demoCode, setDemoCode] = useState('');
  const [failure, setFailure] = useState('');
  const { left, start } = useCountdown();

  const mobileError = touched.mobile || attempted ? mobileProblem(mobile) : null;
  const codeError = touched.code || attempted ? codeProblem(code) : null;

  const sendCode = async () => {
    setTouched((t) => ({ ...t, mobile: true }));
    if (mobileProblem(mobile) || left > 0) return;
    await codeSend.run(async () => {
      setFailure('');
      try {
        const res = await authContext.services.sendSmsCode(mobile.trim());
        setSentOnce(true);
        start(res?.resendAfter || 60);
        setDemoCode(res?.demoCode ?? '');
      } catch (e) {
        setFailure(messageOf(e, AUTH_MESSAGES.smsFailed));
      }
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    setFailure('');
    if (mobileProblem(mobile) || codeProblem(code)) return;
    if (!agreed) {
      setFailure(AUTH_MESSAGES.agreement);
      return;
    }
    await loginSend.run(async () => {
      useAuthStore.getState().markLoginSubmitted();
      try {
        const result = await loginByMobile(authContext, mobile.trim(), code.trim(), useAuthStore.getState().setAuthority);
        if (result.ok) onLoggedIn();
        else setFailure(result.message);
      } catch (err) {
        setFailure(messageOf(err, AUTH_MESSAGES.loginFailed));
      }
    });
  };

  const sendLabel = left > 0 ? `${left}秒后重新获取` : sentOnce ? '重新获取' : '获取验证码';

  return (
    <form onSubmit={submit} noValidate aria-label="登录表单">
      <div className={styles.card}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-mobile">
            手机号
          </label>
          <Input
            id="login-mobile"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={mobile}
            onChange={(v) => setMobile(v.replace(/\D/g, ''))}
            onBlur={() => setTouched((t) => ({ ...t, mobile: true }))}
            placeholder="请输入11位手机号"
            autoComplete="tel"
            clearable
          />
          <div className={styles.error} aria-live="polite">
            {mobileError ?? ''}
          </div>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-code">
            短信验证码
          </label>
          <div className={styles.row}>
            <Input
              id="login-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(v) => setCode(v.replace(/\D/g, ''))}
              onBlur={() => setTouched((t) => ({ ...t, code: true }))}
              placeholder="6位验证码"
              autoComplete="one-time-code"
            />
            <Button size="small" color="primary" fill="outline" onClick={sendCode} disabled={left > 0 || sending} loading={sending}>
              {sendLabel}
            </Button>
          </div>
          <div className={styles.error} aria-live="polite">
            {codeError ?? ''}
          </div>
        </div>
      </div>
      {/* A gateway that answers the code is a demo gateway (the in-page emulator, or the gateway server): show it. */}
      {demoCode ? (
        <div className={styles.sms} role="status">
          【模拟短信】您的登录验证码为 <strong data-testid="demo-sms-code">{demoCode}</strong>，5分钟内有效。
        </div>
      ) : null}
      {demo ? <p className={styles.hint}>模拟环境：演示手机号 13800138000，验证码发送后显示在页面上。</p> : null}
      <div className={styles.agree}>
        {/* A real checkbox: focusable, announced with its state, toggled by Space. */}
        <label className={styles.agreeLabel}>
          <input type="checkbox" className={styles.agreeBox} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>我已阅读并同意《用户服务协议》和《隐私政策》</span>
        </label>
      </div>
      <div className={styles.error} role="alert" style={{ padding: '8px 16px 0' }}>
        {failure}
      </div>
      <div className={styles.actions}>
        <Button block type="submit" color="primary" size="large" loading={submitting}>
          登录
        </Button>
      </div>
    </form>
  );
}
