import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FormPage } from '@/components/form-kit/form-page';
import { paths } from '@/config/routes/index';
import { AppLink } from '@/lib/router/navigation';
import styles from './complaint.module.css';

/** A visitor's note: filing needs a login, which keeps what was written. */
export function VisitorNote({ loginHref }: { loginHref: string }) {
  return (
    <p className={styles.note} role="note">
      提交投诉需要登录。登录后还可以从您近90天的预约、取号和办件记录中选择投诉对象，已填写的内容不会丢失。
      <AppLink to={loginHref}>去登录</AppLink>
    </p>
  );
}

/**
 * 投诉's first screen (docs/complaints.md): its title, the way to 我的投诉, what to choose and why,
 * a visitor's note, then the choice (children). Without the form's code: the page shows it with a
 * skeleton while the wizard loads (docs/performance.md, "投诉建议"), then the wizard with the subjects;
 * `onNext` is missing until then, and so is 下一步.
 */
export function ComplaintFirstStep({
  loggedIn,
  loginHref,
  onBack,
  onNext,
  children,
}: {
  loggedIn: boolean;
  loginHref: string;
  onBack?: () => void;
  onNext?: () => void;
  children: ReactNode;
}) {
  return (
    <FormPage
      title="投诉建议"
      onBack={onBack}
      right={
        <AppLink to={paths.myComplaint()} className={styles.headLink}>
          我的投诉
        </AppLink>
      }
      footer={
        onNext ? (
          <Button color="primary" onClick={onNext}>
            下一步：填写问题
          </Button>
        ) : null
      }
    >
      <p className={styles.intro}>
        请选择您要投诉的那次办事，工作人员会据此找到当时的窗口和人员核实。对App本身的意见请到“意见反馈”。涉及紧急事项请拨打12345。
      </p>
      {loggedIn ? null : <VisitorNote loginHref={loginHref} />}
      {children}
    </FormPage>
  );
}
