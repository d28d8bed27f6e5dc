import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';
import type { DraftImage } from '@/components/image-field/image-limits';
import { ratingProblems } from '@/features/rating/rules';

/**
 * The complaint / rating form's schema (react-hook-form with zod, the project's one form model):
 * stars, a mobile or email contact, at most 500 characters, and for a low rating at most 8
 * photos, none still uploading or failed.
 */
export const complaintSchema = problemsSchema(
  {
    stars: z.number(),
    contact: z.string(),
    causes: z.array(z.string()),
    remarks: z.string(),
    images: z.array(z.custom<DraftImage>()),
  },
  ratingProblems,
);
