import { z } from 'zod/mini';
import { materialGiven, type MaterialGiven } from '@/components/material-uploader/material-uploader';

/** The 补正 form's values: the new pages (or e-certificate) of each returned material, by its index. */
export interface SupplementDraft {
  materials: Record<string, MaterialGiven>;
}

export const EMPTY_SUPPLEMENT: SupplementDraft = { materials: {} };

/** What the page knows beyond the form: the materials the staff returned, and whether a page is still uploading. */
export interface SupplementContext {
  returned: { index: number; name: string }[];
  uploading: boolean;
}

const file = z.object({ url: z.string(), name: z.string(), size: z.number(), type: z.string() });

/**
 * The 补正 form's schema (react-hook-form with zod, the project's one form model), checked with
 * the page's context: nothing may still be uploading, and every returned material needs new
 * pages or an e-certificate. Both are reported on `materials`, where the form shows its one message.
 */
export const supplementSchema = z
  .object({
    materials: z.record(z.string(), z.object({ files: z.array(file), certId: z.nullable(z.string()) })),
    returned: z.array(z.object({ index: z.number(), name: z.string() })),
    uploading: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['materials'], input: v });
      if (v.uploading) return problem('材料还在上传，请稍候');
      const missing = v.returned.filter((m) => !materialGiven(v.materials[m.index]));
      if (missing.length) problem(`请重新上传：${missing.map((m) => m.name).join('、')}`);
    }),
  );
