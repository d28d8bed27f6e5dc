import { Button, Input, TextArea } from 'antd-mobile';
import type { Control } from 'react-hook-form';
import { AlertField } from '@/components/form-kit/alert-field';
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
export function DoorplateFields({ control }: { control: Control<DoorplateInput> }) {
  return (
    <div className={styles.fields}>
      <AlertField control={control} name="alias" label="门牌名称（必填）" id="dp-alias" boxClassName={styles.input}>
        {(p) => <Input {...p} placeholder="如：家附近、单位旁" maxLength={30} />}
      </AlertField>
      <AlertField control={control} name="remark" label="备注" id="dp-remark" boxClassName={styles.input}>
        {(p) => <TextArea {...p} placeholder="如：周末也开门，可办社保卡" maxLength={120} showCount rows={3} />}
      </AlertField>
    </div>
  );
}
