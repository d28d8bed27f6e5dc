/**
 * The query parameter that holds a wizard's step (use-step-in-history.ts). On its own so that the
 * login guard, in the first load of every page, reads it without carrying the hook.
 */
export const STEP_PARAM = 'step';
