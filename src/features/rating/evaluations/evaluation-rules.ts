/** 好差评 levels, best first (national 好差评 standard wording). */
export const EVAL_LEVELS = [
  { value: 5, label: '非常满意' },
  { value: 4, label: '满意' },
  { value: 3, label: '基本满意' },
  { value: 2, label: '不满意' },
  { value: 1, label: '非常不满意' },
] as const;

export const GOOD_TAGS = ['服务热情', '办事高效', '一次办好', '指引清晰', '环境舒适'] as const;
export const BAD_TAGS = ['态度不好', '办事效率低', '多次跑腿', '材料要求不清', '窗口无人', '其他'] as const;
export const MAX_REASON = 500;

export const EVAL_MESSAGES = {
  level: '请选择评价等级',
  badNeedsWhy: '差评请选择问题标签或填写原因',
  reasonTooLong: `评价内容不能超过${MAX_REASON}字`,
} as const;

/** 不满意 and 非常不满意 are bad ratings: they need a tag or a reason. */
export const isBadLevel = (level: number) => level > 0 && level <= 2;

export const levelLabel = (level: number | undefined) => EVAL_LEVELS.find((l) => l.value === level)?.label ?? '';

export const tagsFor = (level: number): readonly string[] => (level === 0 ? [] : isBadLevel(level) ? BAD_TAGS : GOOD_TAGS);

export interface EvaluationDraft {
  level: number;
  tags: string[];
  reason: string;
}

/** The problems of a rating by field (the form's schema reports each on its field); empty when it can be sent. */
export function evaluationProblems(d: EvaluationDraft): Partial<Record<'level' | 'reason', string>> {
  if (!d.level) return { level: EVAL_MESSAGES.level };
  if (Array.from(d.reason).length > MAX_REASON) return { reason: EVAL_MESSAGES.reasonTooLong };
  if (isBadLevel(d.level) && sentTags(d).length === 0 && !d.reason.trim()) return { reason: EVAL_MESSAGES.badNeedsWhy };
  return {};
}

/** Only the tags of the chosen level's group are sent (a user may switch levels after choosing). */
export const sentTags = (d: EvaluationDraft) => d.tags.filter((t) => tagsFor(d.level).includes(t));
