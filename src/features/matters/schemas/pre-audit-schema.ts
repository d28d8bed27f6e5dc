import { z } from 'zod/mini';
import { materialGiven, type MaterialGiven } from '@/components/material-uploader/material-uploader';
import type { MaterialSpec } from '../online-types';

/** Materials sent for 材料预审 (preAuditionFillIn): the pages of each, by material index; the form's draft. */
export interface PreAuditDraft {
  given: Record<string, MaterialGiven>;
}

export const PRE_AUDIT_MESSAGES = {
  none: '请至少上传一项材料',
  returned: (names: string[]) => `请重新上传：${names.join('、')}`,
} as const;

/**
 * The rule of a pre-review send: a first send needs at least one material; a send of returned
 * materials (`returned`) needs every one of them again.
 */
export function preAuditSchema(materials: MaterialSpec[], returned: boolean) {
  return z.object({
    given: z.record(z.string(), z.object({ files: z.array(z.unknown()), certId: z.nullable(z.string()) })).check(
      z.superRefine((value, ctx) => {
        const given = value as PreAuditDraft['given'];
        if (returned) {
          const missing = materials.filter((m) => !materialGiven(given[m.index]));
          if (missing.length)
            ctx.addIssue({ code: 'custom', message: PRE_AUDIT_MESSAGES.returned(missing.map((m) => m.name)), input: value });
        } else if (!materials.some((m) => materialGiven(given[m.index]))) {
          ctx.addIssue({ code: 'custom', message: PRE_AUDIT_MESSAGES.none, input: value });
        }
      }),
    ),
  });
}
