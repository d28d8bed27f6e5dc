import type { z } from 'zod/mini';

/** The messages of a parse by field ({} when it passes): what a form shows under each field. */
export function schemaMessages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}
