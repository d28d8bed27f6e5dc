import type { GuardedSubmitOptions } from '@/lib/forms/use-guarded-submit';

/**
 * The agency pages' use of the shared guarded submit: one send at a time (staff may act on two
 * requests in a row, so no debounce), the failure's own message shown in the page.
 */
export const AGENCY_SUBMIT: GuardedSubmitOptions = { debounceMs: 0, plainError: true };
