import { useCallback, useState } from 'react';
import { toast } from '@/lib/feedback/feedback';
import { endCertificatePresentation } from '../api/end-certificate-presentation';
import { presentCertificate } from '../api/present-certificate';
import type { CertificateDetail, Presentation } from '../certificate-types';
import { useOnce } from './use-once';

export type ShowStep = { name: 'idle' } | { name: 'choose' } | { name: 'confirm' } | { name: 'showing'; presentation: Presentation };

/** 亮证's state: its step, what is disclosed and what for, the presentation started and ended. */
export function useShowFlow(cert: CertificateDetail, onChanged: () => void) {
  const [step, setStep] = useState<ShowStep>({ name: 'idle' });
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
  return { step, setStep, chosen, setChosen, purpose, setPurpose, error, present, end, labels };
}
