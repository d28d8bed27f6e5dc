import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';
import { isMobile } from '@/lib/validation/contact';

/** The 远程办 booking form (remoteProcessing): a slot, a mobile, an optional question. */
export interface RemoteDraft {
  /** Slot start (emulator clock ms); 0 until one is chosen. */
  slot: number;
  mobile: string;
  topic: string;
}

export const MAX_REMOTE_TOPIC = 200;

export const REMOTE_MESSAGES = {
  slot: '请选择视频办理时段',
  mobile: '请输入正确的11位手机号',
  topicTooLong: `咨询内容不能超过${MAX_REMOTE_TOPIC}字`,
} as const;

export const emptyRemoteDraft = (): RemoteDraft => ({ slot: 0, mobile: '', topic: '' });

/** Problems by field, in the form's order; empty when it can be sent (the emulator checks again). */
export function remoteProblems(d: RemoteDraft): Partial<Record<keyof RemoteDraft, string>> {
  const out: Partial<Record<keyof RemoteDraft, string>> = {};
  if (!d.slot) out.slot = REMOTE_MESSAGES.slot;
  if (!isMobile(d.mobile)) out.mobile = REMOTE_MESSAGES.mobile;
  if (Array.from(d.topic.trim()).length > MAX_REMOTE_TOPIC) out.topic = REMOTE_MESSAGES.topicTooLong;
  return out;
}

export const remoteBookingSchema = problemsSchema({ slot: z.number(), mobile: z.string(), topic: z.string() }, remoteProblems);
