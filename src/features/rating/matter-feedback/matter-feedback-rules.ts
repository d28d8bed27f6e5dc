import { contactProblem, MAX_REMARKS } from '../rules';

export const MATTER_FEEDBACK_TYPES = ['材料有误', '流程有误', '收费有误', '时限有误', '地址电话有误', '其他'] as const;

export const MATTER_FEEDBACK_MESSAGES = {
  types: '请选择问题类型',
  content: '请描述需要纠正的内容',
  contentTooLong: `问题描述不能超过${MAX_REMARKS}字`,
} as const;

export interface MatterFeedbackDraft {
  types: string[];
  content: string;
  contact: string;
}

/** Problems by field; empty when it can be sent. */
export function matterFeedbackProblems(d: MatterFeedbackDraft): Partial<Record<'types' | 'content' | 'contact', string>> {
  const out: Partial<Record<'types' | 'content' | 'contact', string>> = {};
  if (d.types.length === 0) out.types = MATTER_FEEDBACK_MESSAGES.types;
  if (!d.content.trim()) out.content = MATTER_FEEDBACK_MESSAGES.content;
  else if (Array.from(d.content).length > MAX_REMARKS) out.content = MATTER_FEEDBACK_MESSAGES.contentTooLong;
  const contact = contactProblem(d.contact);
  if (contact) out.contact = contact;
  return out;
}
