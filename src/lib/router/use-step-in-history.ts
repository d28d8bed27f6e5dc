import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { STEP_PARAM } from './step-param';

// A wizard's step in the address (docs/adding-a-page.md, "A wizard"): each step is a history entry,
// so the phone's back button steps back one step, and the wizard, still mounted (a change of the
// address's query keeps the page), keeps every choice made.

export { STEP_PARAM };

interface StepState {
  /** How many entries this wizard pushed before this one (0: the entry it was opened on). */
  wizardDepth?: number;
}

export interface StepInHistory<S extends string> {
  /** The step to show: the address's when the wizard can show it, else the first. */
  step: S;
  /** Shows `next` as a new history entry, or in place of this one (`replace`: a step the user should not come back to). */
  to(next: S, opts?: { replace?: boolean }): void;
  /**
   * One step back, as the phone's back button: the previous entry when this wizard pushed one;
   * else `previous` in place of this one; else false (the caller leaves the page).
   */
  back(previous?: S): boolean;
  /**
   * The wizard is done: `last` (the confirmation) takes the place of this step, and back from it
   * leaves the wizard past its steps, never re-opens a form already sent.
   */
  finish(last: S): void;
}

/**
 * The step of a wizard kept in history. `shown(step)` says whether a step can be shown now: a
 * step from an address opened cold (a reload, a shared link) whose earlier choices are missing
 * falls back to `first`.
 */
export function useStepInHistory<S extends string>(first: S, shown: (step: S) => boolean): StepInHistory<S> {
  const location = useLocation();
  const navigate = useNavigate();
  const depth = (location.state as StepState | null)?.wizardDepth ?? 0;
  const asked = new URLSearchParams(location.search).get(STEP_PARAM) as S | null;
  const step = asked !== null && shown(asked) ? asked : first;
  const finished = useRef<S | null>(null);
  // A step asked for after the page was left (a submit that ended at the login) goes nowhere.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback(
    (next: S, replace: boolean, wizardDepth: number) => {
      if (!mounted.current) return;
      const params = new URLSearchParams(location.search);
      params.set(STEP_PARAM, next);
      const state: StepState = { ...(location.state as object | null), wizardDepth };
      navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace, state });
    },
    [location.pathname, location.search, location.state, navigate],
  );

  // Back from the confirmation lands on a step of a form already sent: on out of the wizard, to
  // the entry before the one it was opened on, in the same tap.
  useEffect(() => {
    if (finished.current === null || asked === finished.current) return;
    navigate(-(depth + 1));
  }, [asked, depth, navigate]);

  const to = useCallback(
    (next: S, opts: { replace?: boolean } = {}) => show(next, Boolean(opts.replace), opts.replace ? depth : depth + 1),
    [depth, show],
  );

  const back = useCallback(
    (previous?: S) => {
      if (depth > 0) {
        navigate(-1);
        return true;
      }
      if (previous === undefined) return false;
      show(previous, true, 0);
      return true;
    },
    [depth, navigate, show],
  );

  const finish = useCallback(
    (last: S) => {
      finished.current = last;
      show(last, true, depth);
    },
    [depth, show],
  );

  return { step, to, back, finish };
}
