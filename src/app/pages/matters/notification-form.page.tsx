import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox } from 'antd-mobile';
import { useWatch } from 'react-hook-form';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { SignaturePad } from '@/components/signature-pad/signature-pad';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { commitmentQuery } from '@/features/matters/api/online/get-commitment';
import { signCommitment } from '@/features/matters/api/online/sign-commitment';
import { materialInfoQuery } from '@/features/matters/api/online/get-material-info';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { FieldAlert } from '@/components/form-kit/form-field';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AppLink } from '@/lib/router/navigation';

/** What the commitment form keeps as its draft (`commitment.<matterId>`): the agreement and the signature drawn. */
interface CommitmentDraft {
  agreed: boolean;
  signature: { image: string; points: number } | null;
}

const EMPTY: CommitmentDraft = { agreed: false, signature: null };

/**
 * 同意, the hand signature, then 提交承诺书: the signature drawn is kept in the form's draft
 * (docs/reliability.md, "Submits") and shown before it is sent, so a failed send or a 401 (the
 * login, then back here) loses neither the tick nor the signature; 重新签名 draws it again.
 */
function CommitmentForm({ matterId, onSigned }: { matterId: string; onSigned: () => Promise<unknown> }) {
  const { form, discard } = useDraftForm<CommitmentDraft>(`commitment.${matterId}`, { empty: EMPTY });
  const d = useWatch({ control: form.control }) as CommitmentDraft;
  const submit = useGuardedSubmit({ kept: '签名已保留，可直接重新提交。' });
  const send = () =>
    submit.run(async () => {
      const signature = form.getValues('signature');
      if (!signature) return;
      await signCommitment({ matterId, agreed: true, signature: signature.image, points: signature.points });
      discard();
      await onSigned();
    });
  return (
    <div className={kit.form}>
      <Checkbox checked={d.agreed} onChange={(v) => form.setValue('agreed', v)} disabled={submit.submitting}>
        我已阅读并理解上述承诺内容，自愿作出承诺
      </Checkbox>
      {!d.agreed ? (
        <p className={kit.hint}>勾选同意后签名。</p>
      ) : d.signature ? (
        <section aria-labelledby="cm-kept">
          <h3 id="cm-kept" className={kit.label}>
            待提交的签名
          </h3>
          <img className={styles.signature} src={d.signature.image} alt="您的手写签名（待提交）" />
          <div className={`${styles.actions} ${styles.below}`}>
            <Button onClick={() => form.setValue('signature', null)} disabled={submit.submitting}>
              重新签名
            </Button>
            <Button color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
              提交承诺书
            </Button>
          </div>
        </section>
      ) : (
        <SignaturePad
          label="承诺人签名区域，请用手指签名"
          confirmText="确认签名"
          onConfirm={(s) => form.setValue('signature', { image: s.image, points: s.points })}
        />
      )}
      <FieldAlert error={submit.error} />
    </div>
  );
}

/** 告知承诺: read the commitment and sign it by hand, where the matter allows it. */
export default function NotificationFormPage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  const q = useQuery(commitmentQuery(matterId));
  const client = useQueryClient();
  const [again, setAgain] = useState(false);
  return (
    <PageShell title="告知承诺">
      <QueryView query={q} missing={!matterId}>
        {(c) =>
          !c.allowed ? (
            <EmptyState
              title="该事项不适用告知承诺制"
              description="请按办事指南提交全部材料。"
              action={<AppLink to={paths.onlinepage({ matterId })}>返回网上办理</AppLink>}
            />
          ) : (
            <>
              <article className={`${kit.panel} ${styles.lists}`} aria-labelledby="cm-title">
                <h2 id="cm-title">{c.matterName}告知承诺书</h2>
                <p className={kit.hint}>实行告知承诺制的证明事项，您书面承诺符合条件后，可免交相应证明材料。</p>
                <ol>
                  {c.items.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </ol>
              </article>
              {c.signed && !again ? (
                <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="cm-signed">
                  <h2 id="cm-signed">已签署</h2>
                  <p>签署时间：{new Date(c.signed.signedAt).toLocaleString('zh-CN', { hour12: false })}</p>
                  <img className={styles.signature} src={c.signed.signature} alt="您的手写签名" />
                  <div className={`${styles.actions} ${styles.below}`}>
                    <AppLink className="adm-button adm-button-primary adm-button-block" to={paths.application({ matterId })}>
                      去在线申报
                    </AppLink>
                    <button type="button" className="adm-button adm-button-default adm-button-block" onClick={() => setAgain(true)}>
                      重新签署
                    </button>
                  </div>
                </section>
              ) : (
                <CommitmentForm
                  matterId={matterId}
                  onSigned={async () => {
                    setAgain(false);
                    await client.invalidateQueries({ queryKey: commitmentQuery(matterId).queryKey });
                    // The proofs the commitment replaces are no longer required in 在线申报.
                    await client.invalidateQueries({ queryKey: materialInfoQuery(matterId).queryKey });
                  }}
                />
              )}
            </>
          )
        }
      </QueryView>
    </PageShell>
  );
}
