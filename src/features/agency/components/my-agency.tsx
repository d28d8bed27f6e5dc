import { Button } from 'antd-mobile';
import { useWatch } from 'react-hook-form';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyAction, EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';
import { editAgency } from '../api/edit-agency';
import { updateAgencyStatus } from '../api/update-agency-status';
import { formatTime } from '../format';
import { useAgencyList, useAgencyRequest, useRefreshAgency } from '../hooks/use-agency';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AGENCY_SUBMIT } from '../agency-submit';
import type { AgencyRequest } from '../types';
import styles from './agency.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { History, Messages, SignatureBox, StatusTag } from './request-parts';
import { RequestSummary } from './request-summary';
import { FieldAlert } from '@/components/form-kit/form-field';

/** 我的帮办代办: my applications (and those made for me), or one of them with its assistant and messages. */
export function MyAgency({ id }: { id?: string }) {
  return id ? <AgencyDetail id={id} /> : <AgencyList />;
}

function AgencyList() {
  const list = useAgencyList('mine', true);
  return (
    <PageShell title="我的帮办代办">
      <QueryView
        query={list}
        isEmpty={(d) => d.records.length === 0}
        empty={
          <EmptyState
            title="暂无帮办代办申请"
            description="您为自己或亲属提交的申请会显示在这里"
            action={<EmptyAction to={paths.agencyApplication()}>去申请</EmptyAction>}
          />
        }
      >
        {(data) => (
          <ul className={styles.plainList}>
            {data.records.map((r) => (
              <li key={r.id}>
                <AppLink to={paths.myAgencyDetails({ id: r.id })} className={styles.rowLink}>
                  <div className={styles.card}>
                    <div className={styles.cardHead}>
                      <span className={styles.cardTitle}>{r.matterName}</span>
                      <StatusTag status={r.status} />
                    </div>
                    <p className={styles.meta}>
                      {r.viewer === 'principal'
                        ? `${r.applicantName}为您申请`
                        : r.forWhom === 'self'
                          ? '为本人申请'
                          : `为${r.relation}${r.principalName}申请`}{' '}
                      · {formatTime(r.createdAt)}
                    </p>
                    {r.assigneeName ? <p className={styles.meta}>帮办员：{r.assigneeName}</p> : null}
                  </div>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageShell>
  );
}

function AgencyDetail({ id }: { id: string }) {
  const request = useAgencyRequest(id, true);
  return (
    <PageShell title="我的帮办代办">
      <QueryView query={request}>{(r) => <DetailBody request={r} />}</QueryView>
    </PageShell>
  );
}

/**
 * A request's own words, a draft of that request: a message being written and a reason to cancel
 * survive a failed send and a 401's login (docs/reliability.md).
 */
interface DetailDraft {
  reply: string;
  reason: string;
}

function DetailBody({ request: r }: { request: AgencyRequest }) {
  const refresh = useRefreshAgency();
  const { form, discard } = useDraftForm<DetailDraft>(`agency.detail.${r.id}`, { empty: { reply: '', reason: '' } });
  const { reply, reason } = useWatch({ control: form.control }) as DetailDraft;
  const setReply = (v: string) => form.setValue('reply', v, { shouldDirty: true });
  const setReason = (v: string) => form.setValue('reason', v, { shouldDirty: true });
  const send = useGuardedSubmit(AGENCY_SUBMIT);
  const cancel = useGuardedSubmit(AGENCY_SUBMIT);
  const canCancel = r.moves.includes('cancelled');
  const canReply = r.viewer === 'owner' && r.status !== 'done' && r.status !== 'cancelled';

  const sendReply = () =>
    send.run(async () => {
      if (!reply.trim()) throw new Error('请输入留言内容');
      await editAgency({ id: r.id, message: reply.trim() });
      if (r.status === 'waitingCitizen') await updateAgencyStatus({ id: r.id, status: 'inProgress' });
      setReply('');
      await refresh();
    });

  const doCancel = () =>
    cancel.run(async () => {
      if (!reason.trim()) throw new Error('请填写取消原因');
      const ok = await confirm({
        title: '取消申请',
        content: `确定取消“${r.matterName}”的帮办代办申请吗？取消后不能恢复。`,
        confirmText: '确定取消',
        cancelText: '再想想',
        danger: true,
      });
      if (!ok) return;
      await updateAgencyStatus({ id: r.id, status: 'cancelled', note: reason.trim() });
      discard();
      toast.success('申请已取消');
      await refresh();
    });

  return (
    <>
      <RequestSummary request={r} />
      <Messages request={r} />
      {canReply ? (
        <section className={styles.section}>
          <label htmlFor="reply" className={kit.label}>
            给帮办员留言
          </label>
          <textarea id="reply" className={kit.textarea} value={reply} maxLength={300} onChange={(e) => setReply(e.target.value)} />
          <FieldAlert error={send.error} />
          <Button size="small" color="primary" loading={send.submitting} onClick={() => void sendReply()}>
            发送留言
          </Button>
        </section>
      ) : null}
      <History request={r} />
      <SignatureBox request={r} />
      {canCancel ? (
        <section className={styles.section} aria-labelledby="cancel">
          <h2 id="cancel">取消申请</h2>
          <label htmlFor="cancel-reason" className={kit.label}>
            取消原因
          </label>
          <textarea
            id="cancel-reason"
            className={kit.textarea}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
          <FieldAlert error={cancel.error} />
          <Button color="danger" fill="outline" loading={cancel.submitting} onClick={() => void doCancel()}>
            取消申请
          </Button>
        </section>
      ) : null}
    </>
  );
}
