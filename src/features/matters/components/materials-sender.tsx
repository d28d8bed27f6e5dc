import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import kit from '@/components/form-kit/form-kit.module.css';
import { MaterialUploader, type MaterialGiven } from '@/components/material-uploader/material-uploader';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import type { MaterialSpec } from '../online-types';
import { preAuditSchema, type PreAuditDraft } from '../schemas/pre-audit-schema';

const EMPTY: MaterialGiven = { files: [], certId: null };

/** The pages of the given materials, as the pre-review call takes them. */
export const preAuditPayload = (indexes: number[], given: PreAuditDraft['given']) =>
  indexes.map((i) => ({ index: i, files: (given[i] ?? EMPTY).files.map((f) => f.url) }));

/**
 * Uploaders for a set of materials on the project's form model: the pages are the draft
 * (`draftKey`), checked by `preAuditSchema` (at least one; every returned one again), one send,
 * then empty again.
 */
export function MaterialsSender({
  draftKey,
  materials,
  sendText,
  onSend,
  returned,
}: {
  draftKey: string;
  materials: MaterialSpec[];
  sendText: string;
  onSend: (given: PreAuditDraft['given']) => Promise<unknown>;
  /** The reason of each returned material, by index: a resend of those only. */
  returned?: Record<number, string>;
}) {
  // The rule is read at check time: the list of materials may be a new array on each render.
  const rule = useRef({ materials, returned: Boolean(returned) });
  useEffect(() => {
    rule.current = { materials, returned: Boolean(returned) };
  }, [materials, returned]);
  const [resolver] = useState(() => {
    const check: Resolver<PreAuditDraft> = (values, context, options) =>
      (zodResolver(preAuditSchema(rule.current.materials, rule.current.returned)) as unknown as Resolver<PreAuditDraft>)(
        values,
        context,
        options,
      );
    return check;
  });
  const { form, clear } = useDraftForm<PreAuditDraft>(draftKey, { empty: { given: {} }, resolver });
  const given = (useWatch({ control: form.control, name: 'given' }) ?? {}) as PreAuditDraft['given'];
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const [busyError, setBusyError] = useState<string | null>(null);
  const submit = useGuardedSubmit({ kept: '已上传的材料已保留。' });
  const send = () => {
    if (Object.values(busy).some(Boolean)) return setBusyError('材料还在上传，请稍候');
    setBusyError(null);
    return form.handleSubmit((v) =>
      submit.run(async () => {
        await onSend(v.given);
        // Sent: the sender is empty again (the pages sent stayed, and a later tap sent them twice).
        clear();
      }),
    )();
  };
  const error = busyError ?? (form.formState.errors.given as { message?: string } | undefined)?.message ?? submit.error;
  return (
    <div className={kit.form}>
      {materials.map((m) => (
        <MaterialUploader
          key={m.index}
          material={{ ...m, returnedReason: returned?.[m.index] }}
          value={given[m.index] ?? EMPTY}
          onBusyChange={(b) => setBusy((x) => ({ ...x, [m.index]: b }))}
          onChange={(v) =>
            form.setValue('given', { ...form.getValues('given'), [m.index]: v }, { shouldValidate: form.formState.isSubmitted })
          }
        />
      ))}
      {error ? (
        <p className={kit.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button color="primary" block loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
        {sendText}
      </Button>
    </div>
  );
}
