import { z } from 'zod/mini';

/**
 * The 编辑门牌 form's schema (react-hook-form with zod, the project's one form model): the user's
 * own name for a doorplate (1 to 20 characters) and a note of at most 100; spaces around do not count.
 */
export const doorplateSchema = z.object({
  alias: z.string().check(
    z.refine((s) => s.trim().length > 0, '请输入门牌名称，如：家附近'),
    z.refine((s) => s.trim().length <= 20, '门牌名称不能超过20字'),
  ),
  remark: z.string().check(z.refine((s) => s.trim().length <= 100, '备注不能超过100字')),
});
