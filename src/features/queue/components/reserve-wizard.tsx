import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { isGatewayError } from '@/lib/http/errors';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { dateListQuery } from '../api/date-list';
import { queueKey } from '../api/keys';
import { reserve, SLOT_TAKEN_CODE } from '../api/reserve';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { usePosition } from '../hooks/use-position';
import { bookingDetailsSchema, EMPTY_DETAILS } from '../booking-schema';
import { shortDate } from '../rules';
import type { BookingDetails, Reservation } from '../types';
import { DetailsForm } from './details-form';
import { DateGrid, HallPicker, MatterPicker, SlotList } from './pickers';
import { Section } from './rows';
import { ReserveConfirmation } from './reserve-confirmation';
import { ReserveReview } from './reserve-review';
import { STEP_TITLES, type Step } from './reserve-steps';
import { useReserveChoices } from '../hooks/use-reserve-choices';
import { WaitlistPanel } from './waitlist-panel';
import styles from './queue.module.css';

export interface ReserveWizardProps {
  title: string;
  /** `comprehensive`: the 一窗 comprehensive window, no matter step. */
  mode: 'matter' | 'comprehensive';
  hallId?: string;
  matterId?: string;
  category?: string;
  /** Shown on the confirmation below what happens next (the page's subscribe offer: docs/notices.md). */
  confirmationExtra?: ReactNode;
}

/** 预约办理: hall, matter, date, slot, details, check your answers, confirm, confirmation. */
export function ReserveWizard({
  title,
  mode,
  hallId: initialHall,
  matterId: initialMatter,
  category,
  confirmationExtra,
}: ReserveWizardProps) {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const queryClient = useQueryClient();
  const { position } = usePosition();
  const steps: Step[] =
    mode === 'comprehensive' ? ['hall', 'date', 'slot', 'details', 'review'] : ['hall', 'matter', 'date', 'slot', 'details', 'review'];
  const first: Step = initialHall && (mode === 'comprehensive' || initialMatter) ? 'date' : initialHall ? 'matter' : 'hall';
  const { hall, setHall, matter, setMatter, date, setDate, slot, setSlot, forget } = useReserveChoices(
    `queue.reserve.${mode}.choices`,
    initialHall,
    mode === 'comprehensive' ? undefined : initialMatter,
  );
  const { form: detailsForm, discard } = useDraftForm<BookingDetails>(`queue.reserve.${mode}`, {
    empty: EMPTY_DETAILS,
    resolver: zodResolver(bookingDetailsSchema),
    mode: 'onTouched',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Reservation | null>(null);
  // Each step is a history entry: the phone's back button steps back and every choice stays.
  const wizard = useStepInHistory<Step>(first, (s) => {
    if (done) return s === 'done';
    if (s === 'hall') return steps.includes(s);
    if (s === 'matter') return steps.includes(s) && Boolean(hall);
    if (s === 'date') return Boolean(hall) && (mode === 'comprehensive' || Boolean(matter));
    if (s === 'slot') return Boolean(hall && date);
    if (s === 'details' || s === 'review') return Boolean(hall && date && slot);
    return false;
  });
  // Once booked, the confirmation whatever the address says (history is being put back meanwhile).
  const step: Step = done ? 'done' : wizard.step;
  const { submitting, attempt } = useGuardedSubmit();
  const heading = useRef<HTMLHeadingElement>(null);
  const matterId = mode === 'comprehensive' ? null : (matter?.id ?? null);
  // Names of a hall and matter handed over by id (from a guide or a hall page) come with the calendar.
  const calendar = useQuery({
    ...dateListQuery(hall?.id ?? '', matterId),
    enabled: Boolean(hall) && (mode === 'comprehensive' || Boolean(matter)),
  });
  const hallName = hall?.name || calendar.data?.hall.name || '';
  const matterName = mode === 'comprehensive' ? '综合窗口（一窗受理）' : matter?.name || calendar.data?.matter?.name || '';

  // Focus moves to the new step's heading so that a screen reader reads where the user is, at every
  // change of step after the first render (the phone's back button's too). It moves in the commit
  // that shows the step (not on a later frame, which would take the focus from a field the user is
  // already typing in).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
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

  const stepNo = steps.indexOf(step) + 1;
  return (
    <PageShell title={title} onBack={back}>
      {step !== 'done' ? (
        <p className={styles.steps}>
          第{stepNo}步，共{steps.length}步
        </p>
      ) : null}
      {hallName && step !== 'hall' && step !== 'done' ? (
        <p className={styles.steps}>
          {hallName}
          {matterName && step !== 'matter' ? ` · ${matterName}` : ''}
        </p>
      ) : null}
      <Section>
        <h2 className={styles.sectionTitle} tabIndex={-1} ref={heading}>
          {STEP_TITLES[step]}
        </h2>
        {problem ? (
          <div className={styles.notice} role="alert" style={{ margin: '0 0 12px' }}>
            {problem}
          </div>
        ) : null}
        {step === 'hall' ? (
          <HallPicker
            areaCode={fixedArea}
            position={position}
            category={category}
            matterId={initialMatter}
            selected={hall?.id}
            onPick={(h) => {
              setHall({ id: h.id, name: h.name });
              setDate(null);
              setSlot(null);
              to(mode === 'comprehensive' || (initialMatter && matter) ? 'date' : 'matter');
            }}
          />
        ) : null}
        {step === 'matter' && hall ? (
          <MatterPicker
            hallId={hall.id}
            category={category}
            selected={matter?.id}
            onPick={(m) => {
              setMatter({ id: m.id, name: m.name, departmentName: m.departmentName });
              setDate(null);
              setSlot(null);
              to('date');
            }}
          />
        ) : null}
        {step === 'date' && hall ? (
          <DateGrid
            hallId={hall.id}
            matterId={matterId}
            selected={date?.date}
            onPick={(d) => {
              setDate({ date: d.date, weekday: d.weekday });
              setSlot(null);
              setProblem(null);
              to('slot');
            }}
          />
        ) : null}
        {step === 'date' && hall ? <WaitlistPanel hallId={hall.id} matterId={matterId} /> : null}
        {step === 'slot' && hall && date ? (
          <>
            <p className={styles.muted}>
              {shortDate(date.date)} {date.weekday}
            </p>
            <SlotList
              hallId={hall.id}
              matterId={matterId}
              date={date.date}
              selected={slot?.startTime}
              onPick={(s) => {
                setSlot({ startTime: s.startTime, endTime: s.endTime });
                setProblem(null);
                to('details');
              }}
            />
          </>
        ) : null}
        {step === 'details' ? (
          <DetailsForm
            form={detailsForm}
            onNext={(v) => {
              // What is sent is what the review shows: trimmed, the identity card in capitals.
              for (const k of Object.keys(v) as (keyof BookingDetails)[]) detailsForm.setValue(k, v[k]);
              to('review');
            }}
          />
        ) : null}
        {step === 'review' && hall && date && slot ? (
          <ReserveReview
            hallName={hallName}
            matterName={matterName}
            when={`${date.date} ${date.weekday} ${slot.startTime}-${slot.endTime}`}
            details={detailsForm.getValues()}
            onChange={(s) => to(s)}
            submitting={submitting}
            onConfirm={() => void confirmBooking()}
          />
        ) : null}
        {step === 'done' && done ? (
          <p className={styles.muted} role="status">
            已为您预约 {done.date} {done.startTime}-{done.endTime}，请按时到大厅签到。
          </p>
        ) : null}
      </Section>
      {step === 'done' && done ? <ReserveConfirmation done={done} extra={confirmationExtra} /> : null}
    </PageShell>
  );
}
