import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Input } from 'antd-mobile';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { alert } from '@/lib/feedback/feedback';
import { isValidIdCard } from '@/lib/validation/id-card';
import { nameProblem, stripSpaces } from '../real-name-rules';
import type { RealNameDraft } from '../types';
import { IdNumberField } from './id-number-field';
import styles from './profile.module.css';

const CONSENT_TEXT =
  '为办理政务服务，您同意本平台将您填写的姓名和居民身份证号提交至身份核验服务进行比对。核验结果仅用于确认您的身份，信息将依法加密保存，不会用于其他用途或提供给无关第三方。';

export interface RealNameFormProps {
  draft: RealNameDraft;
  onChange: (draft: RealNameDraft) => void;
  onSubmit: (params: { name: string; idcard: string }) => void;
  submitting: boolean;
}

const AGREE_FIRST = '请先阅读并同意个人信息授权声明';

/** The form's rules (the project's one form model: react-hook-form with a zod schema). */
export const realNameSchema = z.object({
  name: z.string().check(
    z.superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: name });
    }),
  ),
  idcard: z.string().check(z.refine((v) => isValidIdCard(stripSpaces(v)), '请输入正确的身份证号')),
  agreed: z.boolean().check(z.refine((v) => v, AGREE_FIRST)),
});

/** Name, id number (checked as typed), consent and submit. Every change goes to the caller's draft. */
export function RealNameForm({ draft, onChange, onSubmit, submitting }: RealNameFormProps) {
  const { control, handleSubmit, formState } = useForm<RealNameDraft>({
    defaultValues: draft,
    resolver: zodResolver(realNameSchema),
    mode: 'onTouched',
  });
  const watched = useWatch({ control });
  useEffect(() => {
    onChange({ name: watched.name ?? '', idcard: watched.idcard ?? '', agreed: watched.agreed ?? false });
    // onChange is the draft setter; only the typed values drive it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched.name, watched.idcard, watched.agreed]);
  const attempted = formState.isSubmitted;

  const submit = handleSubmit((v) => {
    if (submitting) return;
    onSubmit({ name: v.name.trim(), idcard: stripSpaces(v.idcard) });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="实名认证">
      <div className={styles.fields}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="real-name-name">
            姓名
          </label>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <>
                <Input
                  id="real-name-name"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="请输入与身份证一致的姓名"
                  clearable
                  autoComplete="name"
                />
                <div className={`${styles.status} ${styles.error}`} aria-live="polite">
                  {fieldState.error?.message ?? ''}
                </div>
              </>
            )}
          />
        </div>
        <Controller
          control={control}
          name="idcard"
          render={({ field }) => (
            <IdNumberField id="real-name-idcard" value={field.value} onChange={field.onChange} forceShow={attempted} />
          )}
        />
      </div>
      <div className={styles.agree}>
        <Controller
          control={control}
          name="agreed"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange} className={styles.agreeBox}>
              我已阅读并同意
            </Checkbox>
          )}
        />
        <a
          href="#consent"
          onClick={(e) => {
            e.preventDefault();
            void alert(CONSENT_TEXT, '个人信息授权声明');
          }}
        >
          《个人信息授权声明》
        </a>
        {formState.errors.agreed ? <div className={`${styles.status} ${styles.error}`}>{formState.errors.agreed.message}</div> : null}
      </div>
      <div className={styles.actions}>
        <Button block color="primary" size="large" type="submit" loading={submitting} loadingText="正在核验" disabled={submitting}>
          提交认证
        </Button>
      </div>
    </form>
  );
}
