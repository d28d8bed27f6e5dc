import { Button, Checkbox } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import kit from '@/components/form-kit/form-kit.module.css';
import { SummaryList } from '@/components/form-kit/summary-list';
import { ReviewPage } from '@/components/form-kit/form-page';
import { maskIdCard } from '@/lib/validation/mask';
import { consentStatement, type ApplicationDraft } from '../application-rules';
import styles from './agency.module.css';

/** 亲属授权确认: the statement read to the relative, their agreement, then on to the check. */
export function ConsentStep({
  draft: d,
  onAgree,
  onBack,
  onNext,
}: {
  draft: ApplicationDraft;
  onAgree: (agreed: boolean) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <PageShell title="亲属授权确认" onBack={onBack}>
      <div className={kit.form}>
        <p className={kit.hint}>
          为亲属申请帮办代办，需要先取得亲属本人的同意。请将下面的声明读给{d.principalName}听，或请其本人阅读后确认。
        </p>
        <blockquote className={styles.doc} aria-label="授权声明">
          {consentStatement(d)}
        </blockquote>
        <Checkbox checked={d.consentAgreed} onChange={onAgree}>
          {d.principalName}已阅读并同意上述声明
        </Checkbox>
        <Button color="primary" block disabled={!d.consentAgreed} onClick={onNext}>
          下一步：核对信息
        </Button>
      </div>
    </PageShell>
  );
}

/** 核对申请信息: every answer (the relative's identity card masked), then 确认提交 once; a failed send is said here. */
export function ApplicationReview({
  draft: d,
  onBack,
  onChange,
  submitting,
  error,
  onSend,
}: {
  draft: ApplicationDraft;
  onBack: () => void;
  onChange: () => void;
  submitting: boolean;
  error: string | null | undefined;
  onSend: () => void;
}) {
  const rows: [string, string][] = [
    ['申请对象', d.forWhom === 'self' ? '本人' : `亲属（${d.relation}）`],
    ['办理事项', d.matterName],
    ['申请人', d.applicantName],
    ['联系电话', d.contactMobile],
    ...(d.forWhom === 'relative'
      ? ([
          ['亲属姓名', d.principalName],
          ['亲属身份证号', maskIdCard(d.principalIdcard)],
          ['亲属手机号', d.principalMobile],
          ['亲属授权', d.consentAgreed ? '已同意' : '未同意'],
        ] as [string, string][])
      : []),
    ['期望时间', d.preferredTime],
    ['补充说明', d.remark || '无'],
    ['材料', d.materials.length ? d.materials.map((m) => m.name).join('、') : '无'],
  ];
  return (
    <ReviewPage title="核对申请信息" onBack={onBack} onChange={onChange} submitting={submitting} onSend={onSend}>
      <p className={kit.hint}>请核对以下信息，确认无误后提交。</p>
      <SummaryList rows={rows} />
      {error ? (
        <p className={kit.error} role="alert">
          提交失败：{error}。您填写的内容已保留。
        </p>
      ) : null}
    </ReviewPage>
  );
}
