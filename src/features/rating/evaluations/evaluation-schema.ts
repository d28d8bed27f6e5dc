import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';
import { evaluationProblems } from './evaluation-rules';

/** The 好差评 form's schema: a level; a bad one needs one of its tags or a reason; 500 characters at most. */
export const evaluationSchema = problemsSchema({ level: z.number(), tags: z.array(z.string()), reason: z.string() }, evaluationProblems);
