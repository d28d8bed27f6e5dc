import { z } from 'zod/mini';
import { isMobile } from '@/lib/validation/contact';
import { CROSS_MODES } from '../cross';
import type { CrossMode } from '../online-types';

/** The 跨省通办 request form (crossProcessingFeedback): its values are its draft (`cross.apply`). */
export interface CrossDraft {
  matterId: string;
  mode: CrossMode | '';
  fromPlace: string;
  toPlace: string;
  description: string;
  mobile: string;
  /** On the check-your-answers step (kept in the draft, so a reload comes back to it). */
  review: boolean;
}

export const MAX_CROSS_PLACE = 30;
export const MAX_CROSS_DESCRIPTION = 500;
export const MAX_CROSS_FEEDBACK = 300;

export const CROSS_MESSAGES = {
  matterId: '请选择事项',
  mode: '请选择办理模式',
  fromPlaceTooLong: `申请地不能超过${MAX_CROSS_PLACE}个字`,
  toPlace: '请填写办理地',
  toPlaceTooLong: `办理地不能超过${MAX_CROSS_PLACE}个字`,
  description: '请填写申请说明',
  descriptionTooLong: `申请说明不能超过${MAX_CROSS_DESCRIPTION}个字`,
  mobile: '请输入正确的11位手机号',
  feedback: '请填写补充说明或提问',
  feedbackTooLong: `补充说明不能超过${MAX_CROSS_FEEDBACK}个字`,
} as const;

export const emptyCrossDraft = (matterId = ''): CrossDraft => ({
  matterId,
  mode: '',
  fromPlace: '天津市',
  toPlace: '',
  description: '',
  mobile: '',
  review: false,
});

const filled = (message: string) => z.refine<string>((s) => s.trim().length > 0, message);
const atMost = (max: number, message: string) => z.refine<string>((s) => Array.from(s.trim()).length <= max, message);

/** The request's rules, in the form's order (the emulator checks again). */
export const crossApplySchema = z.object({
  matterId: z.string().check(filled(CROSS_MESSAGES.matterId)),
  mode: z
    .enum(['', ...CROSS_MODES.map((m) => m.mode)] as ['', ...CrossMode[]], CROSS_MESSAGES.mode)
    .check(z.refine((m) => m !== '', CROSS_MESSAGES.mode)),
  fromPlace: z.string().check(atMost(MAX_CROSS_PLACE, CROSS_MESSAGES.fromPlaceTooLong)),
  toPlace: z.string().check(filled(CROSS_MESSAGES.toPlace), atMost(MAX_CROSS_PLACE, CROSS_MESSAGES.toPlaceTooLong)),
  description: z.string().check(filled(CROSS_MESSAGES.description), atMost(MAX_CROSS_DESCRIPTION, CROSS_MESSAGES.descriptionTooLong)),
  mobile: z.string().check(z.refine<string>(isMobile, CROSS_MESSAGES.mobile)),
  review: z.boolean(),
});

/** The feedback a citizen adds to a request (crossDetails): its draft is `cross.feedback.<id>`. */
export interface CrossFeedbackDraft {
  text: string;
}

export const crossFeedbackSchema = z.object({
  text: z.string().check(filled(CROSS_MESSAGES.feedback), atMost(MAX_CROSS_FEEDBACK, CROSS_MESSAGES.feedbackTooLong)),
});
