import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, TextArea } from 'antd-mobile';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { MOBILE_PATTERN } from '@/lib/validation/contact';
import { isValidIdCard } from '@/lib/validation/id-card';
import type { BookingDetails } from '../types';
import styles from './queue.module.css';

const schema = z.object({
  name: z.string().check(
    z.refine((s) => s.trim().length > 0, '请输入预约人姓名'),
    z.refine((s) => s.trim().length <= 30, '姓名不能超过30个字'),
  ),
  mobile: z.string().check(z.refine((s) => MOBILE_PATTERN.test(s.trim()), '请输入正确的11位手机号')),
  idcard: z.string().check(z.refine((s) => isValidIdCard(s.trim().toUpperCase()), '请输入正确的18位身份证号')),
  remark: z.string().check(z.refine((s) => s.length <= 200, '备注不能超过200字')),
});

/** The user's details for a booking; every keystroke goes to the draft, so nothing typed is lost. */
export function DetailsForm({
  value,
  onChange,
  onNext,
}: {
  value: BookingDetails;
  onChange: (v: BookingDetails) => void;
  onNext: (v: BookingDetails) => void;
}) {
  const { control, handleSubmit, formState } = useForm<BookingDetails>({
    defaultValues: value,
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const watched = useWatch({ control });
  useEffect(() => {
    onChange({ name: watched.name ?? '', mobile: watched.mobile ?? '', idcard: watched.idcard ?? '', remark: watched.remark ?? '' });
    // onChange is the draft setter; only the typed values drive it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched.name, watched.mobile, watched.idcard, watched.remark]);
  const submit = handleSubmit((v) =>
    onNext({ name: v.name.trim(), mobile: v.mobile.trim(), idcard: v.idcard.trim().toUpperCase(), remark: v.remark }),
  );
  const field = (
    name: keyof BookingDetails,
    label: string,
    input: (p: { value: string; onChange: (v: string) => void; onBlur: () => void; id: string; invalid: boolean }) => React.ReactNode,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`rsv-${name}`}>{label}</label>
      <Controller
        control={control}
        name={name}
        render={({ field: f, fieldState }) => (
          <div className={styles.input}>
            {input({ value: f.value, onChange: f.onChange, onBlur: f.onBlur, id: `rsv-${name}`, invalid: Boolean(fieldState.error) })}
          </div>
        )}
      />
      {formState.errors[name] ? (
        <div className={styles.error} role="alert" id={`rsv-${name}-error`}>
          {formState.errors[name]?.message}
        </div>
      ) : null}
    </div>
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {field('name', '预约人姓名', (p) => (
        <Input
          id={p.id}
          value={p.value}
          onChange={p.onChange}
          onBlur={p.onBlur}
          aria-invalid={p.invalid}
          aria-describedby={p.invalid ? `${p.id}-error` : undefined}
          autoComplete="name"
          placeholder="与身份证一致"
        />
      ))}
      {field('mobile', '手机号', (p) => (
        <Input
          id={p.id}
          type="tel"
          value={p.value}
          onChange={p.onChange}
          onBlur={p.onBlur}
          aria-invalid={p.invalid}
          aria-describedby={p.invalid ? `${p.id}-error` : undefined}
          autoComplete="tel"
          maxLength={11}
          placeholder="用于接收预约提醒"
        />
      ))}
      {field('idcard', '身份证号', (p) => (
        <Input
          id={p.id}
          value={p.value}
          onChange={p.onChange}
          onBlur={p.onBlur}
          aria-invalid={p.invalid}
          aria-describedby={p.invalid ? `${p.id}-error` : undefined}
          maxLength={18}
          placeholder="18位居民身份证号"
        />
      ))}
      {field('remark', '备注（选填）', (p) => (
        <TextArea
          id={p.id}
          value={p.value}
          onChange={p.onChange}
          onBlur={p.onBlur}
          maxLength={200}
          showCount
          rows={2}
          placeholder="需要说明的情况"
        />
      ))}
      <Button block color="primary" type="submit">
        下一步：核对信息
      </Button>
    </form>
  );
}
