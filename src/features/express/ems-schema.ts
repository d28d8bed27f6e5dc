import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';

export const EMS_MESSAGES = {
  kind: '请选择邮寄类型',
  hallId: '请选择大厅',
  senderAddress: '请添加或选择寄件地址',
  receiverAddress: '请添加或选择收件地址',
  pickupStart: '请选择上门取件时间',
  contents: '内件说明不能超过50字',
  fee: '运费还没有估算出来，请稍候',
} as const;

export const MAX_CONTENTS = 50;

/**
 * An EMS order as it will be placed: the form's choices completed by what the page knows (the
 * first hall and the default address when none was chosen, the pickup slot only while it is still
 * offered, the estimated fee once it came back).
 */
export interface EmsOrderCheck {
  kind: 'materialsToHall' | 'certificateHome' | '';
  hallId: string;
  addressId: string;
  weightGrams: number;
  /** The chosen pickup slot's start (0: none, or one no longer offered). */
  pickupStart: number;
  contents: string;
  /** The estimate (null while it is not known). */
  fee: number | null;
}

export type EmsField = 'kind' | 'hallId' | 'addressId' | 'pickupStart' | 'contents' | 'fee';

/** What keeps an order from its check-your-answers page, by field, in the order the page tells them. */
export function emsProblems(o: EmsOrderCheck): Partial<Record<EmsField, string>> {
  const out: Partial<Record<EmsField, string>> = {};
  if (!o.kind) out.kind = EMS_MESSAGES.kind;
  if (!o.hallId) out.hallId = EMS_MESSAGES.hallId;
  if (!o.addressId) out.addressId = o.kind === 'materialsToHall' ? EMS_MESSAGES.senderAddress : EMS_MESSAGES.receiverAddress;
  if (o.kind === 'materialsToHall' && !o.pickupStart) out.pickupStart = EMS_MESSAGES.pickupStart;
  if (Array.from(o.contents.trim()).length > MAX_CONTENTS) out.contents = EMS_MESSAGES.contents;
  if (o.fee === null) out.fee = EMS_MESSAGES.fee;
  return out;
}

/** The EMS form's schema (react-hook-form with zod, the project's one form model). */
export const emsSchema = problemsSchema(
  {
    kind: z.enum(['materialsToHall', 'certificateHome', '']),
    hallId: z.string(),
    addressId: z.string(),
    weightGrams: z.number(),
    pickupStart: z.number(),
    contents: z.string(),
    fee: z.nullable(z.number()),
  },
  emsProblems,
);

/** The first problem, as the page shows it (one line above the button). */
export const EMS_FIELD_ORDER: readonly EmsField[] = ['kind', 'hallId', 'addressId', 'pickupStart', 'contents', 'fee'];
