import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Input, List, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { toast } from '@/lib/feedback/feedback';
import { maskIdCard } from '@/lib/validation/mask';
import { createCertificateCopy } from '../api/create-certificate-copy';
import { endCertificatePresentation } from '../api/end-certificate-presentation';
import { certificateEventsKey } from '../api/get-certificate-events';
import { presentCertificate } from '../api/present-certificate';
import type { CertificateCopy, CertificateDetail, Presentation } from '../certificate-types';
import { useCertificate, useCertificateEvents } from '../hooks/use-certificates';
import { useOnce } from '../hooks/use-once';
import styles from './certificate.module.css';

// The QR library loads only when a certificate is shown.
const CertificateQr = lazy(() => import('./certificate-qr').then((m) => ({ default: m.CertificateQr })));

const SENSITIVE = new Set(['idNumber']);
const KIND_TEXT = { show: '出示', verify: '核验', copy: '副本', open: '打开副本' } as const;

function Items({ cert }: { cert: CertificateDetail }) {
  return (
    <dl className={styles.items}>
      {cert.fields.map((f) => (
        <div key={f.key} style={{ display: 'contents' }}>
          <dt>{f.label}</dt>
          <dd>{SENSITIVE.has(f.key) ? maskIdCard(f.value) : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Step = { name: 'idle' } | { name: 'choose' } | { name: 'confirm' } | { name: 'showing'; presentation: Presentation };

function ShowFlow({ cert, onChanged }: { cert: CertificateDetail; onChanged: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [chosen, setChosen] = useState<string[]>(() => cert.disclosable.filter((d) => d.key === 'name').map((d) => d.key));
  const [purpose, setPurpose] = useState('');
  const [error, setError] = useState<string | null>(null);
  const present = useOnce(
    useCallback(async () => {
      setError(null);
      try {
        const presentation = await presentCertificate({ certId: cert.id, fields: chosen, purpose: purpose.trim() || undefined });
        setStep({ name: 'showing', presentation });
        onChanged();
      } catch (e) {
        setError(e instanceof Error ? e.message : '出示失败');
      }
    }, [cert.id, chosen, purpose, onChanged]),
  );
  const end = useOnce(
    useCallback(
      async (presentationId: string) => {
        try {
          await endCertificatePresentation(presentationId);
        } catch (e) {
          // The code still lapses on its own within a minute; say so rather than pretend.
          toast.fail(e instanceof Error ? `${e.message}，二维码将在一分钟内自动失效` : '结束出示失败');
        }
        setStep({ name: 'idle' });
        onChanged();
      },
      [onChanged],
    ),
  );
  const labels = cert.disclosable.filter((d) => chosen.includes(d.key)).map((d) => d.label);

  if (step.name === 'idle') {
    return (
      <Button block color="primary" size="large" onClick={() => setStep({ name: 'choose' })}>
        亮证
      </Button>
    );
  }
  if (step.name === 'choose') {
    return (
      <section className={styles.section} aria-labelledby="choose-title">
        <h2 id="choose-title" className={styles.sectionTitle}>
          选择要出示的信息
        </h2>
        <p className={styles.warn}>只出示办事需要的信息。例如只需证明年龄时，可只选“年满60周岁”，对方看不到您的出生日期和证件号码。</p>
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])}>
          <div className={styles.choices}>
            {cert.disclosable.map((d) => (
              <Checkbox key={d.key} value={d.key}>
                {d.label}
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="show-purpose">
            出示用途（选填）
          </label>
          <Input
            id="show-purpose"
            className={styles.input}
            value={purpose}
            onChange={setPurpose}
            maxLength={40}
            placeholder="如：医院挂号、景区老年优惠"
          />
        </div>
        <div className={styles.actions}>
          <Button onClick={() => setStep({ name: 'idle' })}>取消</Button>
          <Button color="primary" disabled={chosen.length === 0} onClick={() => setStep({ name: 'confirm' })}>
            下一步
          </Button>
        </div>
        {chosen.length === 0 ? <p role="status">请至少选择一项</p> : null}
      </section>
    );
  }
  if (step.name === 'confirm') {
    return (
      <section className={styles.section} aria-labelledby="confirm-title">
        <h2 id="confirm-title" className={styles.sectionTitle}>
          确认出示
        </h2>
        <p className={styles.warn}>核验方扫码后将看到以下信息。二维码每分钟更新，旧码和截图都会失效。请确认周围无他人偷拍。</p>
        <dl className={styles.items}>
          <dt>证照</dt>
          <dd>{cert.typeName}</dd>
          <dt>出示信息</dt>
          <dd>{labels.join('、')}</dd>
          <dt>用途</dt>
          <dd>{purpose.trim() || '未填写'}</dd>
        </dl>
        {error ? (
          <p role="alert" className={styles.fail}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => setStep({ name: 'choose' })}>返回修改</Button>
          <Button color="primary" loading={present.busy} onClick={() => void present.run()}>
            确认出示
          </Button>
        </div>
      </section>
    );
  }
  const presentation = step.presentation;
  return (
    <Suspense fallback={<LoadingState rows={3} />}>
      <CertificateQr
        presentation={presentation}
        typeName={cert.typeName}
        ending={end.busy}
        onEnd={() => void end.run(presentation.presentationId)}
      />
    </Suspense>
  );
}

function CopyForm({
  cert,
  onOpen,
  onChanged,
}: {
  cert: CertificateDetail;
  onOpen: (copy: CertificateCopy, typeName: string) => void;
  onChanged: () => void;
}) {
  const [purpose, setPurpose] = useState('');
  const [error, setError] = useState<string | null>(null);
  const make = useOnce(
    useCallback(async () => {
      if (!purpose.trim()) {
        setError('请填写副本用途，它会写在水印里');
        return;
      }
      setError(null);
      try {
        const copy = await createCertificateCopy({ certId: cert.id, purpose: purpose.trim() });
        onChanged();
        onOpen(copy, cert.typeName);
      } catch (e) {
        setError(e instanceof Error ? e.message : '副本生成失败');
      }
    }, [cert.id, cert.typeName, purpose, onOpen, onChanged]),
  );
  return (
    <section className={styles.section} aria-labelledby="copy-title">
      <h2 id="copy-title" className={styles.sectionTitle}>
        带水印副本
      </h2>
      <p>副本上会印有用途和日期，只能用于所写用途，防止被挪作他用。</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="copy-purpose">
          副本用途
        </label>
        <Input
          id="copy-purpose"
          className={styles.input}
          value={purpose}
          onChange={setPurpose}
          maxLength={40}
          placeholder="如：办理居住证"
        />
      </div>
      {error ? (
        <p role="alert" className={styles.fail}>
          {error}
        </p>
      ) : null}
      <Button block onClick={() => void make.run()} loading={make.busy}>
        生成并查看副本
      </Button>
    </section>
  );
}

function EventLog({ certId }: { certId: string }) {
  const query = useCertificateEvents(certId);
  return (
    <section className={styles.section} aria-labelledby="log-title">
      <h2 id="log-title" className={styles.sectionTitle}>
        核验与查看记录
      </h2>
      <QueryView query={query} isEmpty={(l) => l.length === 0} empty={<p>还没有人核验或查看过这张证照</p>}>
        {(events) => (
          <List>
            {events.map((e) => (
              <List.Item
                key={e.id}
                className={styles.event}
                description={`${dayjs(e.at).format('YYYY-MM-DD HH:mm:ss')} · ${e.actor}`}
                extra={
                  <Tag color={e.ok ? 'success' : 'danger'} fill="outline">
                    {e.ok ? '成功' : '未通过'}
                  </Tag>
                }
              >
                {KIND_TEXT[e.kind]}：{e.detail}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
    </section>
  );
}

/** One certificate: its items, 亮证 with chosen items, a watermarked copy, and who verified it. */
export function CertificateView({ id, onOpenCopy }: { id: string; onOpenCopy: (copy: CertificateCopy, typeName: string) => void }) {
  const query = useCertificate(id);
  const client = useQueryClient();
  const refreshLog = useCallback(() => void client.invalidateQueries({ queryKey: certificateEventsKey(id) }), [client, id]);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const cert = query.data;
  return (
    <>
      <section className={styles.section} aria-labelledby="cert-title">
        <h2 id="cert-title" className={styles.sectionTitle}>
          {cert.typeName}
        </h2>
        <Items cert={cert} />
        <p>
          {cert.issuer} · {cert.issuedAt} 签发 · 有效期至 {cert.validUntil}
        </p>
      </section>
      <div style={{ margin: 12 }}>
        <ShowFlow cert={cert} onChanged={refreshLog} />
      </div>
      <CopyForm cert={cert} onOpen={onOpenCopy} onChanged={refreshLog} />
      <EventLog certId={cert.id} />
    </>
  );
}
