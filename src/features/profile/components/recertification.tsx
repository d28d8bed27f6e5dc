import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { isGatewayError } from '@/lib/http/errors';
import { useAppNavigate } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { drafts } from '@/lib/storage/drafts';
import { maskIdCard } from '@/lib/validation/mask';
import { userInfoKey } from '../api/get-user-info';
import { verifyRealName } from '../api/verify-real-name';
import { useUserInfo } from '../hooks/use-user-info';
import type { RealNameDraft, VerifyRealNameParams } from '../types';
import { RealNameFailure, RealNameSuccess } from './real-name-outcome';
import { RealNameForm } from './real-name-form';
import styles from './profile.module.css';
import { paths } from '@/config/routes';

const DRAFT = 'realName';
const EMPTY: RealNameDraft = { name: '', idcard: '', agreed: false };

/**
 * A refusal of the gateway (name and number do not match...), shown as the outcome, versus a call
 * that did not get through (network, time-out, a 5xx with an envelope): only the latter is worth
 * sending again as it is.
 */
const isRefusal = (e: unknown) => isGatewayError(e) && e.kind === 'business' && (e.status ?? 200) < 500;

/** recertificationHome: real-name verification with its form, success and failure states. */
export function Recertification() {
  const go = useAppNavigate();
  const client = useQueryClient();
  const current = useUserInfo();
  // Kept in the tab's session until verified, so a failed call or a re-login loses nothing.
  const [draft, setDraft] = useState<RealNameDraft>(() => ({ ...EMPTY, ...drafts.get<RealNameDraft>(DRAFT) }));
  const mutation = useMutation({
    mutationFn: (params: VerifyRealNameParams) => verifyRealName(params),
    onSuccess: (info) => {
      drafts.clear(DRAFT);
      setDraft(EMPTY);
      client.setQueryData(userInfoKey, info);
    },
  });
  // The outcome is a history entry: back from a refusal is the form as it was typed; back from
  // success leaves the page (finish), never showing the form already sent.
  const wizard = useStepInHistory<'form' | 'outcome'>('form', (s) => s === 'form' || mutation.isSuccess || mutation.isError);
  const showForm = wizard.step === 'form';

  // The shared guarded submit: five taps in one task send one verify call; the mutation's
  // state says how it ended.
  const guard = useGuardedSubmit();
  // A call that did not get through (network, time-out, a 5xx, an answer not understood): said on
  // the form, what was typed still in it, to send again (docs/reliability.md, "Submits").
  const [notSent, setNotSent] = useState<string | null>(null);
  const verify = (params: VerifyRealNameParams) =>
    void guard.run(async () => {
      setNotSent(null);
      try {
        await mutation.mutateAsync(params);
        wizard.finish('outcome');
      } catch (e) {
        // An expired session goes to the login (and back to the form, kept): no outcome to show.
        if (isGatewayError(e) && e.kind === 'auth') throw e;
        if (isRefusal(e)) wizard.to('outcome', { replace: !showForm });
        else setNotSent(`提交失败：${e instanceof Error ? e.message : '请稍后重试'}。您填写的信息已保留，可以再次提交。`);
        throw e;
      }
    });

  const change = (next: RealNameDraft) => {
    setDraft(next);
    drafts.set(DRAFT, next);
  };
  const backToForm = () => {
    mutation.reset();
    void wizard.back('form');
  };

  if (!showForm && mutation.isSuccess) {
    return (
      <PageShell title="实名认证">
        <RealNameSuccess info={mutation.data} onViewInfo={() => go(paths.myInfo(), { replace: true })} onDone={() => go(-1)} />
      </PageShell>
    );
  }
  if (!showForm && mutation.isError) {
    const error = mutation.error;
    // Only a refusal comes here now (the rest is said on the form); kept as the outcome knows both.
    const refused = isRefusal(error);
    return (
      <PageShell title="实名认证" onBack={backToForm}>
        <RealNameFailure
          message={error.message}
          refused={refused}
          onEdit={backToForm}
          onRetry={() => verify(mutation.variables ?? { name: draft.name.trim(), idcard: draft.idcard })}
        />
      </PageShell>
    );
  }

  const verified = current.data?.realNameVerified ? current.data : null;
  return (
    <PageShell title="实名认证">
      {verified ? (
        <div className={styles.banner} role="note">
          您已于{verified.verifiedAt ? dayjs(verified.verifiedAt).format('YYYY年M月D日') : '此前'}完成实名认证（{verified.userName}，
          <span className={styles.number}>{maskIdCard(verified.idcard)}</span>）。如身份信息有变化，可重新认证。
        </div>
      ) : null}
      {notSent ? (
        <div className={styles.problem} role="alert">
          {notSent}
        </div>
      ) : null}
      <p className={styles.intro}>根据政务服务实名制要求，请填写本人真实姓名和居民身份证号。信息仅用于身份核验，将依法保护。</p>
      <RealNameForm draft={draft} onChange={change} onSubmit={verify} submitting={guard.submitting || mutation.isPending} />
    </PageShell>
  );
}
