import { type ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { useAreaParams } from '@/lib/router/navigation';
import { usePosition } from '../hooks/use-position';
import { useReserveWizard } from '../hooks/use-reserve-wizard';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import type { BookingDetails } from '../types';
import { DetailsForm } from './details-form';
import { Section } from './rows';
import { ReserveChoiceSteps } from './reserve-choice-steps';
import { ReserveConfirmation } from './reserve-confirmation';
import { ReserveReview } from './reserve-review';
import { STEP_TITLES } from './reserve-steps';
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
  const { position } = usePosition();
  // The guarded submit stays in this file: the form fault matrix names the file that calls it
  // (docs/reliability.md, "The form matrix (submits)").
  const { submitting, attempt } = useGuardedSubmit();
  const wizard = useReserveWizard({ mode, initialHall, initialMatter, attempt });
  const { hall, date, slot, steps, step, detailsForm, problem, done } = wizard;
  const { heading, hallName, matterName, to, back, confirmBooking } = wizard;

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
          <div className={`${styles.notice} ${styles.problem}`} role="alert">
            {problem}
          </div>
        ) : null}
        <ReserveChoiceSteps
          wizard={wizard}
          mode={mode}
          category={category}
          initialMatter={initialMatter}
          areaCode={fixedArea}
          position={position}
        />
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
