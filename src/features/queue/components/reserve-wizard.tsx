import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { WhatNext } from '@/components/what-next';
import { paths } from '@/config/routes';
import { isGatewayError } from '@/lib/http/errors';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { drafts } from '@/lib/storage/drafts';
import { AppLink, useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { dateListQuery } from '../api/date-list';
import { queueKey } from '../api/keys';
import { reserve, SLOT_TAKEN_CODE } from '../api/reserve';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { usePosition } from '../hooks/use-position';
import { bookingDetailsSchema, EMPTY_DETAILS } from '../booking-schema';
import { shortDate } from '../rules';
import type { BookingDetails, Reservation } from '../types';
import { BookingSummary } from './booking-summary';
import { DetailsForm } from './details-form';
import { DateGrid, HallPicker, MatterPicker, SlotList } from './pickers';
import { Rows, Section } from './rows';
import { WaitlistPanel } from './waitlist-panel';
import styles from './queue.module.css';
import { maskIdCard } from '@/lib/validation/mask';

type Step = 'hall' | 'matter' | 'date' | 'slot' | 'details' | 'review' | 'done';

const STEP_TITLES: Record<Step, string> = {
  hall: '选择大厅',
  matter: '选择事项',
  date: '选择日期',
  slot: '选择时段',
  details: '填写预约人信息',
  review: '核对预约信息',
  done: '预约成功',
};

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
  // The choices before the details are kept for the tab with them (docs/reliability.md, "Submits"):
  // a login in the middle (a 401 on 确认预约) comes back to the step it left, every choice made.
  const choicesKey = `queue.reserve.${mode}.choices`;
  const [kept] = useState(() => keptChoices(choicesKey, initialHall, mode === 'comprehensive' ? undefined : initialMatter));
  const [hall, setHall] = useState<{ id: string; name: string } | null>(kept?.hall ?? (initialHall ? { id: initialHall, name: '' } : null));
  const [matter, setMatter] = useState<{ id: string; name: string; departmentName: string } | null>(
    kept?.matter ?? (initialMatter ? { id: initialMatter, name: '', departmentName: '' } : null),
  );
  const [date, setDate] = useState<{ date: string; weekday: string } | null>(kept?.date ?? null);
  const [slot, setSlot] = useState<{ startTime: string; endTime: string } | null>(kept?.slot ?? null);
  const { form: detailsForm, discard } = useDraftForm<BookingDetails>(`queue.reserve.${mode}`, {
    empty: EMPTY_DETAILS,
    resolver: zodResolver(bookingDetailsSchema),
    mode: 'onTouched',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Reservation | null>(null);
  useEffect(() => {
    if (!done) drafts.set(choicesKey, { hall, matter, date, slot });
  }, [choicesKey, done, hall, matter, date, slot]);
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
      drafts.clear(choicesKey);
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
          <Review
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
      {step === 'done' && done ? (
        <>
          <WhatNext
            reference={{ label: '预约编号', value: done.id }}
            steps={[
              `${done.date} ${done.startTime}前到${done.hallInfo.hallName}，出示签到码签到取号`,
              '未按时签到将记为爽约',
              done.canCancel ? `如需取消，请在${done.cancelDeadline}前到“我的预约”中取消` : '可在“我的预约”中查看本次预约',
            ]}
          />
          {confirmationExtra}
          <BookingSummary booking={done} />
          <div className={styles.actions}>
            <AppLink to={paths.appointmentDetails({ id: done.id })}>
              <Button block color="primary">
                查看预约详情
              </Button>
            </AppLink>
            <AppLink to={paths.historical({ tab: 'reservation' })}>
              <Button block>我的预约记录</Button>
            </AppLink>
          </div>
        </>
      ) : null}
    </PageShell>
  );
}

interface Choices {
  hall: { id: string; name: string } | null;
  matter: { id: string; name: string; departmentName: string } | null;
  date: { date: string; weekday: string } | null;
  slot: { startTime: string; endTime: string } | null;
}

/** The choices kept in this tab, when they are of the hall (and matter) the wizard is opened for. */
function keptChoices(key: string, hallId?: string, matterId?: string): Choices | null {
  const kept = drafts.get<Choices>(key);
  if (!kept) return null;
  if (hallId && kept.hall?.id !== hallId) return null;
  if (matterId && kept.matter?.id !== matterId) return null;
  return kept;
}

function Review({
  hallName,
  matterName,
  when,
  details,
  onChange,
  submitting,
  onConfirm,
}: {
  hallName: string;
  matterName: string;
  when: string;
  details: BookingDetails;
  onChange: (s: Step) => void;
  submitting: boolean;
  onConfirm: () => void;
}) {
  const change = (s: Step, what: string) => (
    <Button size="mini" fill="none" color="primary" onClick={() => onChange(s)} aria-label={`修改${what}`}>
      修改
    </Button>
  );
  return (
    <>
      <Rows
        items={[
          [
            '办理大厅',
            <span key="h">
              {hallName || '已选大厅'} {change('hall', '大厅')}
            </span>,
          ],
          [
            '办理事项',
            <span key="m">
              {matterName || '已选事项'} {matterName !== '综合窗口（一窗受理）' ? change('matter', '事项') : null}
            </span>,
          ],
          [
            '预约时间',
            <span key="t">
              {when} {change('date', '预约时间')}
            </span>,
          ],
          [
            '预约人',
            <span key="n">
              {details.name} {change('details', '预约人信息')}
            </span>,
          ],
          ['手机号', details.mobile],
          ['身份证号', maskIdCard(details.idcard)],
          ...(details.remark ? ([['备注', details.remark]] as [string, string][]) : []),
        ]}
      />
      <p className={styles.muted}>请核对以上信息。预约成功后，请在预约时段按时到大厅签到；未签到将记为爽约。</p>
      <Button block color="primary" loading={submitting} disabled={submitting} onClick={onConfirm}>
        确认预约
      </Button>
    </>
  );
}
