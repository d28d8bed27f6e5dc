import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { toast } from '@/lib/feedback/feedback';
import { useDraft } from '@/lib/storage/use-draft';
import type { DoorplateInput } from '../api/add-doorplate';
import { useDoorplateMutations } from '../hooks/use-doorplates';
import type { Doorplate } from '../types';
import styles from './doorplate-form.module.css';

const schema = z.object({
  alias: z.string().check(
    z.refine((s) => s.trim().length > 0, '请输入门牌名称，如：家附近'),
    z.refine((s) => s.trim().length <= 20, '门牌名称不能超过20字'),
  ),
  remark: z.string().check(z.refine((s) => s.trim().length <= 100, '备注不能超过100字')),
});

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
  const draft = useDraft<DoorplateInput>(`halls.doorplate.${followId ?? `new-${doorplate.id}`}`, initial);
  const [checking, setChecking] = useState<DoorplateInput | null>(null);
  const { add, edit } = useDoorplateMutations();
  const { submitting, error, run } = useGuardedSubmit({ kept: '您填写的内容已保留，可以再次提交。', debounceMs: 0 });
  const { control, handleSubmit, formState, reset } = useForm<DoorplateInput>({
    defaultValues: draft.value,
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  // A draft restored from IndexedDB after the form was drawn fills it in.
  useEffect(() => {
    if (draft.restored) reset(draft.value);
    // Only the moment of restoring matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.restored]);
  const watched = useWatch({ control });
  useEffect(() => {
    draft.setValue({ alias: watched.alias ?? '', remark: watched.remark ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched.alias, watched.remark]);

  const send = (v: DoorplateInput) =>
    run(async () => {
      if (followId) await edit.mutateAsync({ id: followId, ...v });
      else await add.mutateAsync({ doorplateId: doorplate.id, ...v });
      draft.clear();
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
      <div className={styles.field}>
        <label htmlFor="dp-alias">门牌名称（必填）</label>
        <Controller
          control={control}
          name="alias"
          render={({ field, fieldState }) => (
            <div className={styles.input}>
              <Input
                id="dp-alias"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="如：家附近、单位旁"
                maxLength={30}
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? 'dp-alias-error' : undefined}
              />
            </div>
          )}
        />
        {formState.errors.alias ? (
          <div className={styles.error} role="alert" id="dp-alias-error">
            {formState.errors.alias.message}
          </div>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="dp-remark">备注</label>
        <Controller
          control={control}
          name="remark"
          render={({ field, fieldState }) => (
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
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? 'dp-remark-error' : undefined}
              />
            </div>
          )}
        />
        {formState.errors.remark ? (
          <div className={styles.error} role="alert" id="dp-remark-error">
            {formState.errors.remark.message}
          </div>
        ) : null}
      </div>
      <Button block color="primary" type="submit" size="large">
        下一步：确认信息
      </Button>
    </form>
  );
}
