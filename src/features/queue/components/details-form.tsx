import { Button, Input, TextArea } from 'antd-mobile';
import type { UseFormReturn } from 'react-hook-form';
import { AlertField } from '@/components/form-kit/alert-field';
import { cleanDetails } from '../booking-schema';
import type { BookingDetails } from '../types';
import styles from './queue.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

/**
 * The user's details for a booking. The form is the wizard's draft form (useDraftForm with
 * bookingDetailsSchema): every keystroke goes to the draft, so nothing typed is lost.
 */
export function DetailsForm({ form, onNext }: { form: UseFormReturn<BookingDetails>; onNext: (v: BookingDetails) => void }) {
  const { control, handleSubmit } = form;
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
      <AlertField control={control} name="name" label="预约人姓名" id="rsv-name" boxClassName={styles.input}>
        {(p) => <Input {...p} autoComplete="name" placeholder="与身份证一致" />}
      </AlertField>
      <AlertField control={control} name="mobile" label="手机号" id="rsv-mobile" boxClassName={styles.input}>
        {(p) => <Input {...p} type="tel" autoComplete="tel" maxLength={11} placeholder="用于接收预约提醒" />}
      </AlertField>
      <AlertField control={control} name="idcard" label="身份证号" id="rsv-idcard" boxClassName={styles.input}>
        {(p) => <Input {...p} maxLength={18} placeholder="18位居民身份证号" />}
      </AlertField>
      <AlertField control={control} name="remark" label="备注（选填）" id="rsv-remark" boxClassName={styles.input}>
        {(p) => <TextArea {...p} maxLength={200} showCount rows={2} placeholder="需要说明的情况" />}
      </AlertField>
      <Button block color="primary" type="submit">
        下一步：核对信息
      </Button>
    </form>
  );
}
