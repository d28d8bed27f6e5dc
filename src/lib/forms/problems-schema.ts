import { z } from 'zod/mini';

/**
 * A zod (mini) object schema for react-hook-form whose rules are a form's own `problems`
 * function (field -> message, in Chinese): the shape checks the types, the function the rules
 * that span fields (a low rating's photos, a bad rating's reason). Each problem is reported on
 * its field, so the form shows it there.
 */
export function problemsSchema<S extends z.core.$ZodShape, F extends string>(
  shape: S,
  problems: (values: z.infer<z.ZodMiniObject<S>>) => Partial<Record<F, string | null>>,
) {
  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(problems(values as z.infer<z.ZodMiniObject<S>>)) as [F, string | null][])
        if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: values });
    }),
  );
}
