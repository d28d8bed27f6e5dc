import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { maskIdCard } from '@/lib/validation/mask';
import { createCertificateCopy } from '../api/create-certificate-copy';
import { certificateEventsKey } from '../api/get-certificate-events';
import type { CertificateCopy, CertificateDetail } from '../certificate-types';
import { useCertificate, useCertificateEvents } from '../hooks/use-certificates';
import { useOnce } from '../hooks/use-once';
import { useShowFlow } from '../hooks/use-show-flow';
import { ShowChoose, ShowConfirm } from './certificate-show-steps';
import { CertificateInput } from './certificate-input';
import styles from './certificate.module.css';

// The QR library loads only when a certificate is shown.
const CertificateQr = lazy(() => import('./certificate-qr').then((m) => ({ default: m.CertificateQr })));

const SENSITIVE = new Set(['idNumber']);
const KIND_TEXT = { show: '出示', verify: '核验', copy: '副本', open: '打开副本' } as const;

function Items({ cert }: { cert: CertificateDetail }) {
  return (
    <dl className={styles.items}>
      {cert.fields.map((f) => (
        <div key={f.key} className={styles.itemGroup}>
          <dt>{f.label}</dt>
          <dd>{SENSITIVE.has(f.key) ? maskIdCard(f.value) : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShowFlow({ cert, onChanged }: { cert: CertificateDetail; onChanged: () => void }) {
  const { step, setStep, chosen, setChosen, purpose, setPurpose, error, present, end, labels } = useShowFlow(cert, onChanged);

  if (step.name === 'idle') {
    return (
      <Button block color="primary" size="large" onClick={() => setStep({ name: 'choose' })}>
        亮证
      </Button>
    );
  }
  if (step.name === 'choose') {
    return (
      <ShowChoose
        cert={cert}
        chosen={chosen}
        onChosen={setChosen}
        purpose={purpose}
        onPurpose={setPurpose}
        onCancel={() => setStep({ name: 'idle' })}
        onNext={() => setStep({ name: 'confirm' })}
      />
    );
  }
  if (step.name === 'confirm') {
    return (
      <ShowConfirm
        cert={cert}
        labels={labels}
        purpose={purpose}
        error={error}
        busy={present.busy}
        onBack={() => setStep({ name: 'choose' })}
        onConfirm={() => void present.run()}
      />
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
      <CertificateInput id="copy-purpose" label="副本用途" value={purpose} onChange={setPurpose} placeholder="如：办理居住证" />
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
      <div className={styles.showFlow}>
        <ShowFlow cert={cert} onChanged={refreshLog} />
      </div>
      <CopyForm cert={cert} onOpen={onOpenCopy} onChanged={refreshLog} />
      <EventLog certId={cert.id} />
    </>
  );
}
