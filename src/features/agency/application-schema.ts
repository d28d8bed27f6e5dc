import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';
import { applicationErrors } from './application-rules';

/**
 * The 帮办代办 application's schema (react-hook-form with zod, the project's one form model): the
 * matter (or its name when it is another one), the applicant's name and mobile, a preferred time,
 * at most 500 characters of remark; for a relative also their name, the relation, a valid
 * identity card number and a mobile. The relative's consent is its own step after this check.
 */
export const applicationSchema = problemsSchema(
  {
    forWhom: z.enum(['self', 'relative']),
    matterId: z.string(),
    matterName: z.string(),
    applicantName: z.string(),
    contactMobile: z.string(),
    preferredTime: z.string(),
    remark: z.string(),
    materials: z.array(z.object({ url: z.string(), name: z.string() })),
    principalName: z.string(),
    relation: z.string(),
    principalIdcard: z.string(),
    principalMobile: z.string(),
    consentAgreed: z.boolean(),
  },
  applicationErrors,
);
