import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { SignaturePad } from '@/components/signature-pad/signature-pad';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { commitmentOptions } from '@/features/matters/api/online/get-commitment';
import { signCommitment } from '@/features/matters/api/online/sign-commitment';
import { materialInfoOptions } from '@/features/matters/api/online/get-material-info';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AppLink } from '@/lib/router/navigation';

/** 告知承诺: read the commitment and sign it by hand, where the matter allows it. */
export default function NotificationFormPage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  const q = useQuery(commitmentOptions(matterId));
  const client = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [again, setAgain] = useState(false);
  const submit = useGuardedSubmit({ kept: '请重新确认签名。' });
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
                  <div className={styles.actions} style={{ marginTop: 8 }}>
                    <AppLink className="adm-button adm-button-primary adm-button-block" to={paths.application({ matterId })}>
                      去在线申报
                    </AppLink>
                    <button type="button" className="adm-button adm-button-default adm-button-block" onClick={() => setAgain(true)}>
                      重新签署
                    </button>
                  </div>
                </section>
              ) : (
                <div className={kit.form}>
                  <Checkbox checked={agreed} onChange={setAgreed}>
                    我已阅读并理解上述承诺内容，自愿作出承诺
                  </Checkbox>
                  {agreed ? (
                    <SignaturePad
                      label="承诺人签名区域，请用手指签名"
                      confirmText="确认签名并提交"
                      busy={submit.submitting}
                      onConfirm={(s) =>
                        submit.run(async () => {
                          await signCommitment({ matterId, agreed: true, signature: s.image, points: s.points });
                          setAgain(false);
                          await client.invalidateQueries({ queryKey: commitmentOptions(matterId).queryKey });
                          // The proofs the commitment replaces are no longer required in 在线申报.
                          await client.invalidateQueries({ queryKey: materialInfoOptions(matterId).queryKey });
                        })
                      }
                    />
                  ) : (
                    <p className={kit.hint}>勾选同意后签名。</p>
                  )}
                  {submit.error ? (
                    <p className={kit.error} role="alert">
                      {submit.error}
                    </p>
                  ) : null}
                </div>
              )}
            </>
          )
        }
      </QueryView>
    </PageShell>
  );
}
