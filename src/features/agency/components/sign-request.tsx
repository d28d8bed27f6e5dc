import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { SignaturePad, type SignatureResult } from '@/components/signature-pad/signature-pad';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { toast } from '@/lib/feedback/feedback';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { editAndSign } from '../api/edit-and-sign';
import { useAgencyRequest, useRefreshAgency } from '../hooks/use-agency';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AGENCY_SUBMIT } from '../agency-submit';
import { deviceDescription, sha256Hex } from '../signing-record';
import type { AgencyRequest } from '../types';
import styles from './agency.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { SignatureBox, StatusTag } from './request-parts';
import { StaffGate } from './staff-gate';

/** 手写签名: the assignee signs the request's document; the signature is stored with its hash, time and device. */
export function SignRequest({ id }: { id: string }) {
  return (
    <PageShell title="手写签名">
      <StaffGate redirect={paths.signature({ id })}>{() => <SignBody id={id} />}</StaffGate>
    </PageShell>
  );
}

function SignBody({ id }: { id: string }) {
  const request = useAgencyRequest(id);
  return <QueryView query={request}>{(r) => <Signing request={r} />}</QueryView>;
}

/** The signature drawn and not yet sent: the draft `agency.sign.<id>`. */
interface SignDraft {
  signature: Pick<SignatureResult, 'image' | 'points'> | null;
}

/**
 * The document, then the signature drawn, shown, then sent with 提交签名: the drawn signature is a
 * draft of the request (docs/reliability.md, "Submits"), so a failed send or a 401 (the login, then
 * back here) does not make the assistant sign again; 重新签名 draws it anew.
 */
function Signing({ request: r }: { request: AgencyRequest }) {
  const go = useAppNavigate();
  const refresh = useRefreshAgency();
  const submit = useGuardedSubmit(AGENCY_SUBMIT);
  const { form, discard } = useDraftForm<SignDraft>(`agency.sign.${r.id}`, { empty: { signature: null } });
  const drawn = useWatch({ control: form.control, name: 'signature' });
  const [hash, setHash] = useState<string | null>(null);
  if (r.viewer !== 'assignee') {
    return <EmptyState title="只有接单的帮办员可以签名" description="请在“代办请求”中接单后再签名" />;
  }
  const signable = r.status === 'inProgress' || r.status === 'waitingCitizen';
  const send = () =>
    submit.run(async () => {
      const signature = form.getValues('signature');
      if (!signature) return;
      // The hash of exactly the text shown above: the emulator refuses it if the document changed.
      const docHash = await sha256Hex(r.document);
      setHash(docHash);
      await editAndSign({ id: r.id, image: signature.image, points: signature.points, docHash, device: deviceDescription() });
      discard();
      toast.success('签名已提交');
      await refresh();
      go(paths.agentRequest({ tab: 'assigned' }), { replace: true });
    });
  return (
    <div className={kit.form}>
      <div className={styles.cardHead}>
        <span className={styles.cardTitle}>{r.matterName}</span>
        <StatusTag status={r.status} />
      </div>
      <h2 className={styles.docTitle}>签署文书</h2>
      <pre className={styles.doc} data-testid="sign-document">
        {r.document}
      </pre>
      {signable ? (
        <>
          <p className={kit.hint}>请在下方签名区域手写签名，签名将与上面的文书内容绑定保存（文书摘要、签名时间和设备）。</p>
          {drawn ? (
            <section aria-labelledby="sign-kept">
              <h3 id="sign-kept" className={kit.label}>
                待提交的签名
              </h3>
              <img className={styles.signatureImage} src={drawn.image} alt="您的手写签名（待提交）" />
              <div className={styles.actions}>
                <Button onClick={() => form.setValue('signature', null)} disabled={submit.submitting}>
                  重新签名
                </Button>
                <Button color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
                  提交签名
                </Button>
              </div>
            </section>
          ) : (
            <SignaturePad onConfirm={(s) => form.setValue('signature', { image: s.image, points: s.points })} confirmText="确认签名" />
          )}
          {hash ? <p className={`${styles.meta} ${styles.hash}`}>文书摘要 SHA-256 {hash}</p> : null}
          {submit.error ? (
            <p className={kit.error} role="alert">
              签名提交失败：{submit.error}
            </p>
          ) : null}
        </>
      ) : r.signature ? (
        <SignatureBox request={r} />
      ) : (
        <p className={kit.hint}>当前状态不能签名：请先开始办理。</p>
      )}
      <AppLink to={paths.agentRequest({ tab: 'assigned' })}>
        <Button block>返回代办请求</Button>
      </AppLink>
    </div>
  );
}
