import { z } from 'zod/mini';
import { problemsSchema } from '@/lib/forms/problems-schema';
import { AUTH_MESSAGES } from '../messages';
import { codeProblem, mobileProblem } from '../mobile-rule';

export interface LoginValues {
  mobile: string;
  code: string;
  agreed: boolean;
}

export const EMPTY_LOGIN: LoginValues = { mobile: '', code: '', agreed: false };

/**
 * The login form's rules: an 11-digit mobile number, a 6-digit code, and, once both are right,
 * the agreement (its message shows above the button, alone: the fields' problems come first).
 */
export function loginProblems(v: LoginValues): Partial<Record<keyof LoginValues, string | null>> {
  const mobile = mobileProblem(v.mobile);
  const code = codeProblem(v.code);
  return { mobile, code, agreed: !mobile && !code && !v.agreed ? AUTH_MESSAGES.agreement : null };
}

/** The login form's schema (react-hook-form with zod, the project's one form model). */
export const loginSchema = problemsSchema({ mobile: z.string(), code: z.string(), agreed: z.boolean() }, loginProblems);
