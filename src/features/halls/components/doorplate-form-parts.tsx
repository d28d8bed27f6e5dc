import { Button, Input, TextArea } from 'antd-mobile';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { describedBy, FormField, FieldAlert } from '@/components/form-kit/form-field';
import type { DoorplateInput } from '../api/add-doorplate';
import type { Doorplate } from '../types';
import styles from './doorplate-form.module.css';

/** 请确认以下信息: the doorplate and the answers, sent on 确认 (or back to the fields). */
export function DoorplateCheck({
  doorplate,
  checking,
  followId,
  error,
  submitting,
  onBack,
  onConfirm,
}: {
  doorplate: Doorplate;
  checking: DoorplateInput;
  followId: string | null;
  error: string | null;
  submitting: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <section className={styles.form} aria-labelledby="dp-check">
      <h2 id="dp-check">请确认以下信息</h2>
      <dl className={styles.summary}>
        <dt>门牌</dt>
        <dd>{doorplate.name}</dd>
        <dt>地址</dt>
        <dd>{doorplate.address}</dd>
        <dt>门牌名称</dt>
        <dd>{checking.alias}</dd>
        <dt>备注</dt>
        <dd>{checking.remark || '无'}</dd>
      </dl>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onBack} disabled={submitting}>
          返回修改
        </Button>
        <Button color="primary" loading={submitting} onClick={onConfirm}>
          {followId ? '确认保存' : '确认关注'}
        </Button>
      </div>
    </section>
  );
}

/** 门牌名称 and 备注, each with its error. */
export function DoorplateFields({ control, errors }: { control: Control<DoorplateInput>; errors: FieldErrors<DoorplateInput> }) {
  return (
    <div className={styles.fields}>
      <FormField label="门牌名称（必填）" id="dp-alias">
        <Controller
          control={control}
          name="alias"
          render={({ field }) => (
            <div className={styles.input}>
              <Input
                id="dp-alias"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="如：家附近、单位旁"
                maxLength={30}
                {...describedBy('dp-alias', errors.alias?.message)}
              />
            </div>
          )}
        />
        <FieldAlert id="dp-alias" error={errors.alias?.message} />
      </FormField>
      <FormField label="备注" id="dp-remark">
        <Controller
          control={control}
          name="remark"
          render={({ field }) => (
            <div className={styles.input}>
              <TextArea
                id="dp-remark"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="如：周末也开门，可办社保卡"
                maxLength={120}
                showCount
                rows={3}
                {...describedBy('dp-remark', errors.remark?.message)}
              />
            </div>
          )}
        />
        <FieldAlert id="dp-remark" error={errors.remark?.message} />
      </FormField>
    </div>
  );
}
