import { Button, Switch, Tabs } from 'antd-mobile';
import { useWatch } from 'react-hook-form';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';
import { editAgency } from '../api/edit-agency';
import { updateAgencyStatus } from '../api/update-agency-status';
import { formatTime } from '../format';
import { useAgencyList, useOnDuty, useRefreshAgency } from '../hooks/use-agency';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AGENCY_SUBMIT } from '../agency-submit';
import type { AgencyRequest, StaffMember } from '../types';
import styles from './agency.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { History, Messages, SignatureBox, StatusTag } from './request-parts';
import { AssignedNote } from './assigned-note';
import { StaffGate } from './staff-gate';

/** 代办请求 (staff, kept alive): incoming requests live, grab, then work the ones taken. */
export function AgentRequests() {
  return (
    <PageShell title="代办请求" right={<AppLink to={paths.addressBook()}>通讯录</AppLink>}>
      <StaffGate redirect={paths.agentRequest()}>{(me) => <Workbench me={me} />}</StaffGate>
    </PageShell>
  );
}

function Workbench({ me }: { me: StaffMember }) {
  // The tab is in the address (?tab=assigned): a reload, or the login after a 401, comes back to
  // the list the assistant was working in, with what they were writing (docs/reliability.md).
  const [query, setQuery] = useSearchParams();
  const tab = query.get('tab') === 'assigned' ? 'assigned' : 'pool';
  const setTab = (key: string) => {
    const next = new URLSearchParams(query);
    next.set('tab', key);
    setQuery(next, { replace: true });
  };
  // A lost grab is said here: the card itself leaves the pool at the next refresh.
  const [lost, setLost] = useState<string | null>(null);
  const duty = useOnDuty();
  const pool = useAgencyList('pool', tab === 'pool');
  const assigned = useAgencyList('assigned', tab === 'assigned');
  return (
    <>
      <div className={styles.bar}>
        <span>
          {me.name} · {me.departmentName} · {me.title}
        </span>
        <label className={styles.duty}>
          <Switch checked={me.onDuty} loading={duty.isPending} onChange={(v) => duty.mutate(v)} aria-label="在岗状态" />
          {me.onDuty ? '在岗' : '离岗'}
        </label>
      </div>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title={`待接单${pool.data ? `（${pool.data.total}）` : ''}`} key="pool">
          {lost ? (
            <div className={styles.card} role="alert">
              <p className={styles.flush}>{lost}</p>
              <Button size="mini" onClick={() => setLost(null)}>
                知道了
              </Button>
            </div>
          ) : null}
          <RequestList
            query={pool}
            label="待接单请求"
            empty={<EmptyState title="暂无待接单的请求" description="新的代办请求会自动出现在这里" />}
          >
            {(r) => (
              <PoolCard
                request={r}
                me={me}
                onTaken={() => {
                  setLost(null);
                  setTab('assigned');
                }}
                onLost={(m) => setLost(`抢单未成功：${r.matterName}（${r.principalName}）${m}`)}
              />
            )}
          </RequestList>
        </Tabs.Tab>
        <Tabs.Tab title="我的请求" key="assigned">
          <RequestList
            query={assigned}
            label="我的请求"
            empty={<EmptyState title="您还没有接单" description="在“待接单”中抢单后，请求会出现在这里" />}
          >
            {(r) => <AssignedCard request={r} />}
          </RequestList>
        </Tabs.Tab>
      </Tabs>
    </>
  );
}

/** A tab's requests: loading, error or empty as QueryView says, else a named list of cards. */
function RequestList({
  query,
  label,
  empty,
  children,
}: {
  query: ReturnType<typeof useAgencyList>;
  label: string;
  empty: ReactNode;
  children: (request: AgencyRequest) => ReactNode;
}) {
  return (
    <QueryView query={query} isEmpty={(d) => d.records.length === 0} empty={empty}>
      {(d) => (
        <ul className={styles.plainList} aria-label={label}>
          {d.records.map((r) => (
            <li key={r.id}>{children(r)}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** A request's card: named by its matter and principal, headed by the matter and its status. */
function RequestCard({ request: r, children }: { request: AgencyRequest; children: ReactNode }) {
  return (
    <article className={styles.card} aria-label={`${r.matterName}，${r.principalName}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{r.matterName}</h3>
        <StatusTag status={r.status} />
      </div>
      {children}
    </article>
  );
}

function PoolCard({
  request: r,
  me,
  onTaken,
  onLost,
}: {
  request: AgencyRequest;
  me: StaffMember;
  onTaken: () => void;
  onLost: (message: string) => void;
}) {
  const refresh = useRefreshAgency();
  const grab = useGuardedSubmit(AGENCY_SUBMIT);
  const take = () =>
    grab.run(async () => {
      try {
        await updateAgencyStatus({ id: r.id, status: 'grabbed', version: r.version });
        toast.success('接单成功，已向群众发送问候');
        onTaken();
      } catch (e) {
        onLost(e instanceof Error ? e.message : '请刷新后重试');
        throw e;
      } finally {
        await refresh();
      }
    });
  return (
    <RequestCard request={r}>
      <p className={styles.meta}>
        被代办人：{r.principalName}
        {r.forWhom === 'relative' ? `（${r.applicantName}的${r.relation}）` : ''} · 电话 {r.contactMobile}
      </p>
      <p className={styles.meta}>
        期望：{r.preferredTime} · 提交于 {formatTime(r.createdAt)}
      </p>
      {r.remark ? <p className={styles.meta}>说明：{r.remark}</p> : null}
      {grab.error ? (
        <p className={kit.error} role="alert">
          {grab.error}
        </p>
      ) : null}
      <Button color="primary" loading={grab.submitting} disabled={!me.onDuty || me.role === 'volunteer'} onClick={() => void take()}>
        抢单
      </Button>
      {!me.onDuty ? (
        <p className={styles.meta}>切换为在岗后可接单</p>
      ) : me.role === 'volunteer' ? (
        <p className={styles.meta}>志愿者不能接单</p>
      ) : null}
    </RequestCard>
  );
}

function AssignedCard({ request: r }: { request: AgencyRequest }) {
  const refresh = useRefreshAgency();
  const [open, setOpen] = useState(r.status !== 'done' && r.status !== 'cancelled');
  // The message being written is a draft of this request: a failed send or a 401's login loses
  // nothing (docs/reliability.md).
  const { form } = useDraftForm<{ text: string }>(`agency.note.${r.id}`, { empty: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const setText = (v: string) => form.setValue('text', v, { shouldDirty: true });
  const act = useGuardedSubmit(AGENCY_SUBMIT);
  const move = (to: AgencyRequest['status']) =>
    act.run(async () => {
      if (to === 'submitted' || to === 'done') {
        const ok = await confirm({
          content: to === 'submitted' ? '退回后其他帮办员可以接单，确定退回吗？' : '确定该申请已办结吗？',
          confirmText: '确定',
        });
        if (!ok) return;
      }
      await updateAgencyStatus({ id: r.id, status: to, ...(text.trim() ? { note: text.trim() } : {}) });
      setText('');
      await refresh();
    });
  const sendMessage = () =>
    act.run(async () => {
      if (!text.trim()) throw new Error('请输入消息内容');
      await editAgency({ id: r.id, message: text.trim() });
      setText('');
      await refresh();
    });
  const canSign = r.status === 'inProgress' || r.status === 'waitingCitizen';
  const live = r.status !== 'done' && r.status !== 'cancelled';
  return (
    <RequestCard request={r}>
      <p className={styles.meta}>
        被代办人：{r.principalName}
        {r.forWhom === 'relative' ? `（${r.applicantName}的${r.relation}）` : ''} · 期望：{r.preferredTime}
      </p>
      <div className={styles.actions}>
        <a href={`tel:${r.contactMobile}`}>拨打 {r.contactMobile}</a>
        <Button size="mini" fill="none" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? '收起详情' : '展开详情'}
        </Button>
      </div>
      {open ? (
        <>
          <Messages request={r} />
          <History request={r} />
          <SignatureBox request={r} />
          {live ? (
            <AssignedNote
              id={r.id}
              text={text}
              onText={setText}
              moves={r.moves}
              canSign={canSign}
              submitting={act.submitting}
              error={act.error}
              onSend={() => void sendMessage()}
              onMove={(to) => void move(to)}
            />
          ) : null}
        </>
      ) : null}
    </RequestCard>
  );
}
