import { Button, Input, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
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
  return (
    <form
      className={`${kit.form} ${styles.detailsForm}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <BookingField control={control} name="name" label="预约人姓名" error={formState.errors.name?.message}>
        {(p) => (
          <Input
            id={p.id}
            value={p.value}
            onChange={p.onChange}
            onBlur={p.onBlur}
            {...describedBy(p.id, p.error)}
            autoComplete="name"
            placeholder="与身份证一致"
          />
        )}
      </BookingField>
      <BookingField control={control} name="mobile" label="手机号" error={formState.errors.mobile?.message}>
        {(p) => (
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
        )}
      </BookingField>
      <BookingField control={control} name="idcard" label="身份证号" error={formState.errors.idcard?.message}>
        {(p) => (
          <Input
            id={p.id}
            value={p.value}
            onChange={p.onChange}
            onBlur={p.onBlur}
            {...describedBy(p.id, p.error)}
            maxLength={18}
            placeholder="18位居民身份证号"
          />
        )}
      </BookingField>
      <BookingField control={control} name="remark" label="备注（选填）" error={formState.errors.remark?.message}>
        {(p) => (
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
        )}
      </BookingField>
      <Button block color="primary" type="submit">
        下一步：核对信息
      </Button>
    </form>
  );
}

type InputProps = { value: string; onChange: (v: string) => void; onBlur: () => void; id: string; error?: string };

/** One field of the details: its label, its input (bound to the form) and its error. */
function BookingField({
  control,
  name,
  label,
  error,
  children,
}: {
  control: Control<BookingDetails>;
  name: keyof BookingDetails;
  label: string;
  error: string | undefined;
  children: (p: InputProps) => ReactNode;
}) {
  return (
    <FormField label={label} id={`rsv-${name}`}>
      <Controller
        control={control}
        name={name}
        render={({ field: f, fieldState }) => (
          <div className={styles.input}>
            {children({ value: f.value, onChange: f.onChange, onBlur: f.onBlur, id: `rsv-${name}`, error: fieldState.error?.message })}
          </div>
        )}
      />
      <FieldAlert id={`rsv-${name}`} error={error} />
    </FormField>
  );
}
