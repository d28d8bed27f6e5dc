import { useLocation } from 'react-router-dom';
import { QueryView } from '@/components/query-view';
import { LoadingState } from '@/components/states';
import { loginReturningTo } from '@/config/routes/index';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useComplaintWizard } from '../hooks/use-complaint-wizard';
import { ComplaintConfirmation } from './complaint-confirmation';
import { ComplaintDetailsStep, ComplaintReviewStep } from './complaint-steps';
import { ComplaintFirstStep } from './complaint-first-step';
import { SubjectChoice } from './complaint-subject';

/**
 * 投诉 (docs/complaints.md): what it is about (one of the user's own visits, or a hall), what
 * happened, check, file; the confirmation gives the 工单号 and the deadlines. Each step is a
 * history entry; the draft outlives a reload and a login.
 */
export function ComplaintWizard({ hallId }: { hallId?: string }) {
  // The guarded submit stays in this file: the form fault matrix names the file that calls it
  // (docs/reliability.md, "The form matrix (submits)").
  const submit = useGuardedSubmit({ kept: '您填写的内容和图片已保留，可直接重新提交。' });
  const { loggedIn, subjects, form, d, sent, wizard, images, back, toDetails, toReview, send } = useComplaintWizard(hallId, submit);
  const location = useLocation();
  const { setValue, formState } = form;
  const step = wizard.step;

  if (step === 'done' && sent) return <ComplaintConfirmation id={sent.id} ticketNo={sent.ticketNo} />;

  const loginHref = loginReturningTo(location);

  if (step === 'review' && d.subject && d.type) {
    return (
      <ComplaintReviewStep
        d={d}
        subject={d.subject}
        type={d.type}
        loggedIn={loggedIn}
        loginHref={loginHref}
        submitting={submit.submitting}
        error={submit.error}
        onBack={() => void wizard.back('details')}
        onSend={() => void send()}
      />
    );
  }

  if (step === 'details' && d.subject) {
    return (
      <ComplaintDetailsStep
        subject={d.subject}
        form={form}
        draft={d}
        images={images}
        onBack={() => void wizard.back('subject')}
        onNext={() => void toReview()}
      />
    );
  }

  return (
    <ComplaintFirstStep loggedIn={loggedIn} loginHref={loginHref} onBack={() => void back()} onNext={() => void toDetails()}>
      {subjects.isPending ? (
        <LoadingState rows={3} />
      ) : (
        <QueryView query={subjects}>
          {(data) => (
            <SubjectChoice
              visits={data.visits}
              halls={data.halls}
              loggedIn={loggedIn}
              value={d.subject}
              error={formState.errors.subject?.message}
              onChange={(s) => setValue('subject', s, { shouldValidate: formState.isSubmitted })}
            />
          )}
        </QueryView>
      )}
    </ComplaintFirstStep>
  );
}
