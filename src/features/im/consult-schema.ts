import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';
import { consultErrors } from './consult-rules';

/**
 * The consultation form's schema (react-hook-form with zod, the project's one form model): a
 * department, a title of at most 50 characters, 5 to 500 characters of question, a mobile or an
 * email, at most 6 pictures. The matter is optional.
 */
export const consultSchema = problemsSchema(
  {
    departmentId: z.string(),
    departmentName: z.string(),
    matterId: z.string(),
    matterName: z.string(),
    title: z.string(),
    content: z.string(),
    images: z.array(z.object({ url: z.string(), name: z.string() })),
    contact: z.string(),
  },
  consultErrors,
);
