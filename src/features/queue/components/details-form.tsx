import { Button, Input, TextArea } from 'antd-mobile';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { describedBy, FormField, FieldAlert } from '@/components/form-kit/form-field';
import { cleanDetails } from '../booking-schema';
import type { BookingDetails } from '../types';
import styles from './queue.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

/**
 * The user's details for a booking. The form is the wizard's draft form (useDraftForm with
 * bookingDetailsSchema): every keystroke goes to the draft, so nothing typed is lost.
 */
export function DetailsForm({ form, onNext }: { form: UseFormReturn<BookingDetails>; onNext: (v: BookingDetails) => void }) {
  const { control, handleSubmit, formState } = form;
  const submit = handleSubmit((v) => onNext(cleanDetails(v)));
  const field = (
    name: keyof BookingDetails,
    label: string,
    input: (p: { value: string; onChange: (v: string) => void; onBlur: () => void; id: string; error?: string }) => React.ReactNode,
  ) => (
    <FormField label={label} id={`rsv-${name}`}>
      <Controller
        control={control}
        name={name}
        render={({ field: f, fieldState }) => (
          <div className={styles.input}>
            {input({ value: f.value, onChange: f.onChange, onBlur: f.onBlur, id: `rsv-${name}`, error: fieldState.error?.message })}
          </div>
        )}
      />
      <FieldAlert id={`rsv-${name}`} error={formState.errors[name]?.message} />
    </FormField>
  );
  return (
    <form
      className={kit.form}
      style={{ padding: 0 }}
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
          {...describedBy(p.id, p.error)}
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
          {...describedBy(p.id, p.error)}
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
          {...describedBy(p.id, p.error)}
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
          {...describedBy(p.id, p.error)}
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
