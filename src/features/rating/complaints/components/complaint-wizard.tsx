import { Button } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { FieldAlert } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { LoadingState } from '@/components/states';
import { paths } from '@/config/routes/index';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AppLink } from '@/lib/router/navigation';
import { maskMobile } from '@/lib/validation/mask';
import { useComplaintWizard } from '../hooks/use-complaint-wizard';
import styles from './complaint.module.css';
import { SummaryList } from '@/components/form-kit/summary-list';
import { ComplaintConfirmation } from './complaint-confirmation';
import { ComplaintDetailsFields } from './complaint-details-fields';
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
  const visitorNote = loggedIn ? null : (
    <p className={styles.note} role="note">
      提交投诉需要登录。登录后还可以从您近90天的预约、取号和办件记录中选择投诉对象，已填写的内容不会丢失。
      <AppLink to={loginHref}>去登录</AppLink>
    </p>
  );

  if (step === 'review' && d.subject && d.type) {
    const rows: [string, string][] = [
      ['投诉对象', d.subject.label],
      ['办事大厅', d.subject.hallName],
      ...(d.subject.windowName ? ([['窗口', d.subject.windowName]] as [string, string][]) : []),
      ...(d.subject.staffName ? ([['工作人员', d.subject.staffName]] as [string, string][]) : []),
      ['投诉类型', d.type],
      ['问题描述', d.content.trim()],
      ['图片', d.images.length ? `${d.images.length}张` : '无'],
      ['联系电话', maskMobile(d.phone.trim())],
    ];
    return (
      <PageShell
        title="核对投诉内容"
        onBack={() => void wizard.back('details')}
        footer={
          <div className={kit.footer}>
            <Button onClick={() => void wizard.back('details')} disabled={submit.submitting}>
              返回修改
            </Button>
            {loggedIn ? (
              <Button color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
                确认提交
              </Button>
            ) : (
              <AppLink to={loginHref} className={styles.linkButton}>
                登录后提交
              </AppLink>
            )}
          </div>
        }
      >
        <div className={kit.form}>
          <p className={styles.intro}>请核对以下内容，确认无误后提交。提交后会生成工单号，您可随时查看处理进度。</p>
          <SummaryList rows={rows} />
          {visitorNote}
          <FieldAlert id="ct-submit" error={submit.error ?? undefined} />
        </div>
      </PageShell>
    );
  }

  if (step === 'details' && d.subject) {
    return (
      <PageShell
        title="投诉建议"
        onBack={() => void wizard.back('subject')}
        footer={
          <div className={kit.footer}>
            <Button color="primary" onClick={() => void toReview()}>
              下一步：核对内容
            </Button>
          </div>
        }
      >
        <div className={kit.form}>
          <p className={styles.intro}>
            投诉对象：{d.subject.label}（{d.subject.hallName}）
          </p>
          <ComplaintDetailsFields form={form} draft={d} images={images} />
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell
      title="投诉建议"
      onBack={() => void back()}
      right={
        <AppLink to={paths.myComplaint()} className={styles.headLink}>
          我的投诉
        </AppLink>
      }
      footer={
        <div className={kit.footer}>
          <Button color="primary" onClick={() => void toDetails()}>
            下一步：填写问题
          </Button>
        </div>
      }
    >
      <div className={kit.form}>
        <p className={styles.intro}>
          请选择您要投诉的那次办事，工作人员会据此找到当时的窗口和人员核实。对App本身的意见请到“意见反馈”。涉及紧急事项请拨打12345。
        </p>
        {visitorNote}
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
      </div>
    </PageShell>
  );
}
