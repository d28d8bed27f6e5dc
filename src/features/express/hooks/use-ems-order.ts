import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { paths } from '@/config/routes';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { isGatewayError } from '@/lib/http/errors';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { placeOrder } from '../api/place-order';
import { EMS_FIELD_ORDER, emsSchema, type EmsOrderCheck } from '../ems-schema';
import type { EmsAddress, EmsKind } from '../types';
import { errorText } from './use-address-book';
import { useAddresses, useEstimate, useHalls, usePickupTimes } from './queries';

export interface EmsDraft {
  kind: EmsKind | '';
  hallId: string;
  addressId: string;
  weightGrams: number;
  pickupStart: number;
  contents: string;
}

export const EMPTY_EMS: EmsDraft = { kind: '', hallId: '', addressId: '', weightGrams: 500, pickupStart: 0, contents: '' };

/** What the page knows beyond the form: the hall and address in use, a pickup slot still offered, the estimate. */
type EmsContext = Pick<EmsOrderCheck, 'hallId' | 'addressId' | 'pickupStart' | 'fee'>;

/** The form's choices checked as the order they make (emsSchema), completed by the page's context. */
const checkOrder: Resolver<EmsDraft, EmsContext> = async (values, context, options) => {
  const order: EmsOrderCheck = { ...values, ...(context as EmsContext) };
  const result = await zodResolver(emsSchema)(order, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as FieldErrors<EmsDraft> } : { values, errors: {} };
};

/** The first problem in the page's order (one at a time, above the button), or null. */
export function firstProblem(errors: Record<string, { message?: string } | undefined>): string | null {
  return EMS_FIELD_ORDER.map((f) => errors[f]?.message).find(Boolean) ?? null;
}

/**
 * The address in use: the one chosen while it still exists, else the default one, else none
 * (an address deleted, or an old draft, does not stay chosen).
 */
export function addressInUse(chosen: string, addresses: readonly Pick<EmsAddress, 'id' | 'isDefault'>[] | undefined): string {
  if (chosen && addresses?.some((a) => a.id === chosen)) return chosen;
  return addresses?.find((a) => a.isDefault)?.id ?? '';
}

/**
 * 邮寄服务's order: the draft (kept through a reload and a login), the hall and address in use,
 * the estimate and the pickup slots, the check step (a history entry: the phone's back returns to
 * the form, everything kept), and placing the order once.
 */
export function useEmsOrder() {
  const { fixedArea } = useAreaParams();
  const addresses = useAddresses().data;
  const go = useAppNavigate();
  const [context] = useState<EmsContext>(() => ({ hallId: '', addressId: '', pickupStart: 0, fee: null }));
  const { form, discard } = useDraftForm<EmsDraft>('express.ems', { empty: EMPTY_EMS, resolver: checkOrder, context });
  const draft = useWatch({ control: form.control }) as EmsDraft;
  const set = <K extends keyof EmsDraft>(k: K, v: EmsDraft[K]) => form.setValue(k, v as never, { shouldDirty: true });
  const halls = useHalls(fixedArea);
  const pickup = usePickupTimes(draft.kind === 'materialsToHall');
  const [checked, setChecked] = useState(false);
  const wizard = useStepInHistory<'form' | 'review'>('form', (s) => s === 'form' || checked);
  const [formError, setFormError] = useState<string | null>(null);
  // The one guarded submit (docs/adding-a-page.md): one order at a time, a double tap sends once.
  const submit = useGuardedSubmit();

  const addressId = addressInUse(draft.addressId, addresses);
  const hallId = draft.hallId || halls.data?.[0]?.id || '';
  const estimate = useEstimate(
    draft.kind && addressId && hallId ? { kind: draft.kind, addressId, hallId, weightGrams: draft.weightGrams } : null,
  );
  const slot = pickup.data?.find((s) => s.start === draft.pickupStart);
  // The resolver reads the page's side of the order when it runs (a tap on 下一步).
  Object.assign(context, {
    hallId,
    addressId,
    pickupStart: draft.kind === 'materialsToHall' && slot ? slot.start : 0,
    fee: estimate.data?.fee ?? null,
  } satisfies EmsContext);

  const toReview = form.handleSubmit(
    () => {
      setFormError(null);
      setChecked(true);
      wizard.to('review');
    },
    (errors) => setFormError(firstProblem(errors as Record<string, { message?: string } | undefined>)),
  );

  const order = async () => {
    if (!draft.kind || !estimate.data) return;
    const kind = draft.kind;
    const expectedFee = estimate.data.fee;
    setFormError(null);
    const result = await submit.attempt(() =>
      placeOrder({
        kind,
        addressId,
        hallId,
        weightGrams: draft.weightGrams,
        ...(kind === 'materialsToHall' ? { pickupStart: draft.pickupStart } : {}),
        contents: draft.contents.trim(),
        expectedFee,
      }),
    );
    if (!result) return;
    if (result.ok) {
      discard();
      go(paths.emsSuccess({ id: result.value.id }), { replace: true });
      return;
    }
    // A 401 has gone to the login already; the draft brings the order back after it.
    if (!isGatewayError(result.error) || result.error.kind !== 'auth')
      setFormError(`下单失败：${errorText(result.error)}。您填写的内容已保留。`);
    void estimate.refetch();
    void pickup.refetch();
  };

  return {
    draft,
    set,
    halls,
    pickup,
    estimate,
    addressId,
    hallId,
    slot,
    review: wizard.step === 'review',
    backToForm: () => void wizard.back('form'),
    toReview: () => void toReview(),
    order: () => void order(),
    ordering: submit.submitting,
    formError,
  };
}

export type EmsOrderState = ReturnType<typeof useEmsOrder>;
