import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { describedBy, FormField, FieldAlert } from '@/components/form-kit/form-field';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { toast } from '@/lib/feedback/feedback';
import type { DoorplateInput } from '../api/add-doorplate';
import { doorplateSchema } from '../doorplate-schema';
import { useDoorplateMutations } from '../hooks/use-doorplates';
import type { Doorplate } from '../types';
import styles from './doorplate-form.module.css';

export interface DoorplateFormProps {
  doorplate: Doorplate;
  /** The follow being edited, or null to follow the doorplate. */
  followId: string | null;
  initial: DoorplateInput;
  onDone: () => void;
}

/**
 * 编辑门牌: the user's own name and note for a doorplate. Every keystroke goes to the draft
 * (nothing typed is lost); the answers are checked on a summary before they are sent, once.
 */
export function DoorplateForm({ doorplate, followId, initial, onDone }: DoorplateFormProps) {
  const { form, discard } = useDraftForm<DoorplateInput>(`halls.doorplate.${followId ?? `new-${doorplate.id}`}`, {
    empty: initial,
    resolver: zodResolver(doorplateSchema),
    mode: 'onTouched',
  });
  const [checking, setChecking] = useState<DoorplateInput | null>(null);
  const { add, edit } = useDoorplateMutations();
  const { submitting, error, run } = useGuardedSubmit({ kept: '您填写的内容已保留，可以再次提交。', debounceMs: 0 });
  const { control, handleSubmit, formState } = form;

  const send = (v: DoorplateInput) =>
    run(async () => {
      if (followId) await edit.mutateAsync({ id: followId, ...v });
      else await add.mutateAsync({ doorplateId: doorplate.id, ...v });
      discard();
      toast.success(followId ? '门牌已更新' : '已关注该门牌');
      onDone();
    });

  if (checking) {
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
          <Button onClick={() => setChecking(null)} disabled={submitting}>
            返回修改
          </Button>
          <Button color="primary" loading={submitting} onClick={() => void send(checking)}>
            {followId ? '确认保存' : '确认关注'}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void handleSubmit((v) => setChecking({ alias: v.alias.trim(), remark: v.remark.trim() }))();
      }}
    >
      <h2 className={styles.title}>{doorplate.name}</h2>
      <p className={styles.hint}>{doorplate.address}</p>
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
                  {...describedBy('dp-alias', formState.errors.alias?.message)}
                />
              </div>
            )}
          />
          <FieldAlert id="dp-alias" error={formState.errors.alias?.message} />
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
                  {...describedBy('dp-remark', formState.errors.remark?.message)}
                />
              </div>
            )}
          />
          <FieldAlert id="dp-remark" error={formState.errors.remark?.message} />
        </FormField>
      </div>
      <Button block color="primary" type="submit" size="large">
        下一步：确认信息
      </Button>
    </form>
  );
}
