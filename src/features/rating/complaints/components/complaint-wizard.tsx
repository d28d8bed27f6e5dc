import { Button } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { FormPage } from '@/components/form-kit/form-page';
import { QueryView } from '@/components/query-view';
import { LoadingState } from '@/components/states';
import { paths } from '@/config/routes/index';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AppLink } from '@/lib/router/navigation';
import { useComplaintWizard } from '../hooks/use-complaint-wizard';
import styles from './complaint.module.css';
import { ComplaintConfirmation } from './complaint-confirmation';
import { ComplaintDetailsStep, ComplaintReviewStep, VisitorNote } from './complaint-steps';
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

  const loginHref = paths.login({ redirect: location.pathname + location.search });

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
    <FormPage
      title="投诉建议"
      onBack={() => void back()}
      right={
        <AppLink to={paths.myComplaint()} className={styles.headLink}>
          我的投诉
        </AppLink>
      }
      footer={
        <Button color="primary" onClick={() => void toDetails()}>
          下一步：填写问题
        </Button>
      }
    >
      <p className={styles.intro}>
        请选择您要投诉的那次办事，工作人员会据此找到当时的窗口和人员核实。对App本身的意见请到“意见反馈”。涉及紧急事项请拨打12345。
      </p>
      {loggedIn ? null : <VisitorNote loginHref={loginHref} />}
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
    </FormPage>
  );
}
