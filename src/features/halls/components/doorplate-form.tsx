import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { toast } from '@/lib/feedback/feedback';
import type { DoorplateInput } from '../api/add-doorplate';
import { doorplateSchema } from '../doorplate-schema';
import { useDoorplateMutations } from '../hooks/use-doorplates';
import type { Doorplate } from '../types';
import { DoorplateCheck, DoorplateFields } from './doorplate-form-parts';
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
  const { control, handleSubmit } = form;

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
      <DoorplateCheck
        doorplate={doorplate}
        checking={checking}
        followId={followId}
        error={error}
        submitting={submitting}
        onBack={() => setChecking(null)}
        onConfirm={() => void send(checking)}
      />
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
      <DoorplateFields control={control} />
      <Button block color="primary" type="submit" size="large">
        下一步：确认信息
      </Button>
    </form>
  );
}
