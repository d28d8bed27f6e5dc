import { Button } from 'antd-mobile';
import type { UseFormReturn } from 'react-hook-form';
import type { useImageUploads } from '@/components/image-field/use-image-uploads';
import { FieldAlert } from '@/components/form-kit/form-field';
import { FormPage, ReviewPage } from '@/components/form-kit/form-page';
import { SummaryList } from '@/components/form-kit/summary-list';
import type { ComplaintSubject, ComplaintType } from '@/contract/complaint';
import { AppLink } from '@/lib/router/navigation';
import { maskMobile } from '@/lib/validation/mask';
import type { ComplaintDraft } from '../ticket-rules';
import { ComplaintDetailsFields } from './complaint-details-fields';
import { VisitorNote } from './complaint-first-step';
import styles from './complaint.module.css';

/** 核对投诉内容: what will be filed; 确认提交 when logged in, or a way to log in first. */
export function ComplaintReviewStep({
  d,
  subject,
  type,
  loggedIn,
  loginHref,
  submitting,
  error,
  onBack,
  onSend,
}: {
  d: ComplaintDraft;
  subject: ComplaintSubject;
  type: ComplaintType;
  loggedIn: boolean;
  loginHref: string;
  submitting: boolean;
  error: string | null;
  onBack: () => void;
  onSend: () => void;
}) {
  const rows: [string, string][] = [
    ['投诉对象', subject.label],
    ['办事大厅', subject.hallName],
    ...(subject.windowName ? ([['窗口', subject.windowName]] as [string, string][]) : []),
    ...(subject.staffName ? ([['工作人员', subject.staffName]] as [string, string][]) : []),
    ['投诉类型', type],
    ['问题描述', d.content.trim()],
    ['图片', d.images.length ? `${d.images.length}张` : '无'],
    ['联系电话', maskMobile(d.phone.trim())],
  ];
  return (
    <ReviewPage
      title="核对投诉内容"
      onBack={onBack}
      submitting={submitting}
      onSend={onSend}
      send={
        loggedIn ? undefined : (
          <AppLink to={loginHref} className={styles.linkButton}>
            登录后提交
          </AppLink>
        )
      }
    >
      <p className={styles.intro}>请核对以下内容，确认无误后提交。提交后会生成工单号，您可随时查看处理进度。</p>
      <SummaryList rows={rows} />
      {loggedIn ? null : <VisitorNote loginHref={loginHref} />}
      <FieldAlert id="ct-submit" error={error ?? undefined} />
    </ReviewPage>
  );
}

/** 投诉建议's second step: what happened, about the subject chosen. */
export function ComplaintDetailsStep({
  subject,
  form,
  draft,
  images,
  onBack,
  onNext,
}: {
  subject: ComplaintSubject;
  form: UseFormReturn<ComplaintDraft>;
  draft: ComplaintDraft;
  images: ReturnType<typeof useImageUploads>;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <FormPage
      title="投诉建议"
      onBack={onBack}
      footer={
        <Button color="primary" onClick={onNext}>
          下一步：核对内容
        </Button>
      }
    >
      <p className={styles.intro}>
        投诉对象：{subject.label}（{subject.hallName}）
      </p>
      <ComplaintDetailsFields form={form} draft={draft} images={images} />
    </FormPage>
  );
}
