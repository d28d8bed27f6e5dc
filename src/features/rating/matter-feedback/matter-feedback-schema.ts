import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';
import { matterFeedbackProblems } from './matter-feedback-rules';

/** The guide correction (纠错) form's schema: a type, a description of at most 500 characters, a mobile or email. */
export const matterFeedbackSchema = problemsSchema(
  { types: z.array(z.string()), content: z.string(), contact: z.string() },
  matterFeedbackProblems,
);
