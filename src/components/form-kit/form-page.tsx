import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PageShell } from '../page-shell';
import kit from './form-kit.module.css';

/** A page of a long form (a step of a wizard): its fields in the form's column, its buttons in the footer. */
export function FormPage({
  title,
  onBack,
  right,
  footer,
  children,
}: {
  title: string;
  onBack?: () => void;
  right?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageShell title={title} onBack={onBack} right={right} footer={<div className={kit.footer}>{footer}</div>}>
      <div className={kit.form}>{children}</div>
    </PageShell>
  );
}

/**
 * A check-your-answers page: the answers (children), then 返回修改 and the send in the footer, both
 * held while the send goes. `onChange` is 返回修改 where it differs from the page's back; `send`
 * stands in for the send button where the send is not a button (a visitor's 登录后提交 link).
 */
export function ReviewPage({
  title,
  onBack,
  onChange = onBack,
  submitting,
  onSend,
  sendLabel = '确认提交',
  send,
  children,
}: {
  title: string;
  onBack: () => void;
  onChange?: () => void;
  submitting: boolean;
  onSend: () => void;
  sendLabel?: ReactNode;
  send?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormPage
      title={title}
      onBack={onBack}
      footer={
        <>
          <Button onClick={onChange} disabled={submitting}>
            返回修改
          </Button>
          {send ?? (
            <Button color="primary" loading={submitting} disabled={submitting} onClick={onSend}>
              {sendLabel}
            </Button>
          )}
        </>
      }
    >
      {children}
    </FormPage>
  );
}
