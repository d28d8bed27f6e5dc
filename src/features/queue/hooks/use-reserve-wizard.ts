import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isGatewayError } from '@/lib/http/errors';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import type { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useAppNavigate } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { dateListQuery } from '../api/date-list';
import { queueKey } from '../api/keys';
import { reserve, SLOT_TAKEN_CODE } from '../api/reserve';
import { bookingDetailsSchema, EMPTY_DETAILS } from '../booking-schema';
import type { Step } from '../components/reserve-steps';
import { shortDate } from '../rules';
import type { BookingDetails, Reservation } from '../types';
import { useReserveChoices, type ReserveChoices } from './use-reserve-choices';

/** Whether a step may be shown with the choices made so far (a step's address opened too early is not). */
function stepReachable(
  s: Step,
  { done, steps, mode, hall, matter, date, slot }: { done: boolean; steps: Step[]; mode: 'matter' | 'comprehensive' } & ReserveChoices,
) {
  if (done) return s === 'done';
  if (s === 'hall') return steps.includes(s);
  if (s === 'matter') return steps.includes(s) && Boolean(hall);
  if (s === 'date') return Boolean(hall) && (mode === 'comprehensive' || Boolean(matter));
  if (s === 'slot') return Boolean(hall && date);
  if (s === 'details' || s === 'review') return Boolean(hall && date && slot);
  return false;
}

/**
 * The step's heading, focused at every change of step after the first render (the phone's back
 * button's too) so that a screen reader reads where the user is. It moves in the commit that shows
 * the step (not on a later frame, which would take the focus from a field the user is already
 * typing in).
 */
function useStepHeadingFocus(step: Step) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

/**
 * The matter booked (none at the comprehensive window) and the names shown: those of a hall and
 * matter handed over by id (from a guide or a hall page) come with the calendar.
 */
function useChosenNames(mode: 'matter' | 'comprehensive', hall: ReserveChoices['hall'], matter: ReserveChoices['matter']) {
  const matterId = mode === 'comprehensive' ? null : (matter?.id ?? null);
  const calendar = useQuery({
    ...dateListQuery(hall?.id ?? '', matterId),
    enabled: Boolean(hall) && (mode === 'comprehensive' || Boolean(matter)),
  });
  const hallName = hall?.name || calendar.data?.hall.name || '';
  const matterName = mode === 'comprehensive' ? '综合窗口（一窗受理）' : matter?.name || calendar.data?.matter?.name || '';
  return { matterId, hallName, matterName };
}

/**
 * 预约办理's state: the choices (kept for the tab), the details' draft form, the step in the
 * address (docs/adding-a-page.md, "A wizard") with the focus on its heading, the booking through
 * the component's guarded submit and what it says when it fails (a slot taken meanwhile goes back
 * to the slots).
 */
export function useReserveWizard({
  mode,
  initialHall,
  initialMatter,
  attempt,
}: {
  mode: 'matter' | 'comprehensive';
  initialHall?: string;
  initialMatter?: string;
  attempt: ReturnType<typeof useGuardedSubmit>['attempt'];
}) {
  const go = useAppNavigate();
  const queryClient = useQueryClient();
  const steps: Step[] =
    mode === 'comprehensive' ? ['hall', 'date', 'slot', 'details', 'review'] : ['hall', 'matter', 'date', 'slot', 'details', 'review'];
  const first: Step = initialHall && (mode === 'comprehensive' || initialMatter) ? 'date' : initialHall ? 'matter' : 'hall';
  const choices = useReserveChoices(`queue.reserve.${mode}.choices`, initialHall, mode === 'comprehensive' ? undefined : initialMatter);
  const { hall, matter, date, slot, setSlot, forget } = choices;
  const { form: detailsForm, discard } = useDraftForm<BookingDetails>(`queue.reserve.${mode}`, {
    empty: EMPTY_DETAILS,
    resolver: zodResolver(bookingDetailsSchema),
    mode: 'onTouched',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Reservation | null>(null);
  // Each step is a history entry: the phone's back button steps back and every choice stays.
  const wizard = useStepInHistory<Step>(first, (s) => stepReachable(s, { done: Boolean(done), steps, mode, ...choices }));
  // Once booked, the confirmation whatever the address says (history is being put back meanwhile).
  const step: Step = done ? 'done' : wizard.step;
  const { matterId, hallName, matterName } = useChosenNames(mode, hall, matter);

  const heading = useStepHeadingFocus(step);
  const to = (next: Step, opts?: { replace?: boolean }) => {
    wizard.to(next, opts);
  };
  const back = () => {
    const i = steps.indexOf(step);
    setProblem(null);
    if (step === 'done' || i <= 0 || (step === first && first !== 'hall') || !wizard.back(steps[i - 1])) go(-1);
  };

  const confirmBooking = async () => {
    if (!hall || !date || !slot) return;
    const result = await attempt(() =>
      reserve({ hallId: hall.id, matterId, date: date.date, startTime: slot.startTime, ...detailsForm.getValues() }),
    );
    if (!result) return;
    if (result.ok) {
      discard();
      forget();
      setDone(result.value);
      void queryClient.invalidateQueries({ queryKey: queueKey });
      wizard.finish('done');
      return;
    }
    const e = result.error;
    if (isGatewayError(e) && e.code === SLOT_TAKEN_CODE) {
      // Someone else took the last place meanwhile: say so, and show the slots as they are now.
      setSlot(null);
      setProblem(`${shortDate(date.date)} ${slot.startTime}-${slot.endTime} 的名额刚刚被约满，请重新选择时段。`);
      await queryClient.invalidateQueries({ queryKey: queueKey });
      to('slot', { replace: true });
      return;
    }
    if (isGatewayError(e) && e.kind === 'auth') return;
    setProblem(`预约未成功：${e instanceof Error ? e.message : '请稍后重试'}。您填写的信息已保留。`);
  };

  return {
    ...choices,
    steps,
    step,
    detailsForm,
    problem,
    setProblem,
    done,
    heading,
    matterId,
    hallName,
    matterName,
    to,
    back,
    confirmBooking,
  };
}
