import { CHECKLIST_LIMITS } from '@/contract/online';

/** What staff usually check with the citizen during a remote-handling call. */
export const DEFAULT_CHECKLIST = ['身份证件已核验', '申请材料已逐项核对', '材料内容与申请表一致', '已告知办理时限和结果领取方式'];
/** The server's limits on a checklist (docs/messaging.md). */
export const { items: MAX_CHECKLIST_ITEMS, label: MAX_ITEM_LABEL, nextSteps: MAX_NEXT_STEPS } = CHECKLIST_LIMITS;

/** Why a check staff typed cannot be added, or null. */
export function newItemProblem(label: string, items: readonly { label: string }[]): string | null {
  const text = label.trim();
  if (!text) return '请填写核对事项';
  if (text.length > MAX_ITEM_LABEL) return `核对事项不能超过${MAX_ITEM_LABEL}字`;
  if (items.some((i) => i.label === text)) return '该核对事项已在清单中';
  if (items.length >= MAX_CHECKLIST_ITEMS) return `核对事项不能超过${MAX_CHECKLIST_ITEMS}项`;
  return null;
}
