import type { ReactNode } from 'react';
import type { CertificateChoice } from '@/components/material-uploader/material-uploader';
import { useApplication, type CarriedMaterials, type Identity } from '../hooks/use-application';
import type { LoadedForm } from '../api/online/get-form-definition';
import type { MaterialSpec, OnlineInfo } from '../online-types';
import { ApplicantStep, FormStep, MaterialsStep, ReviewStep, SubmittedView } from './application-step-views';

export type { CarriedMaterials, Identity } from '../hooks/use-application';

export interface HeldCertificate {
  id: string;
  type: string;
  typeName: string;
  holderName: string;
}

/**
 * 在线申报: applicant (prefilled from the verified identity), the matter's form, its materials,
 * check your answers, then one submission. Everything goes to the draft as it is typed, with the
 * step the user is on; handleContinue lists the drafts and resumes them here. State:
 * hooks/use-application.ts (rules of the steps: application-steps.ts); the steps:
 * application-step-views.tsx.
 */
export function ApplicationWizard({
  info,
  materials,
  form,
  identity,
  certificates,
  carried = null,
  confirmationExtra,
}: {
  info: OnlineInfo;
  materials: MaterialSpec[];
  form: LoadedForm;
  identity: Identity | null;
  certificates: HeldCertificate[];
  carried?: CarriedMaterials | null;
  /** Shown on the confirmation below what happens next (the page's subscribe offer: docs/notices.md). */
  confirmationExtra?: ReactNode;
}) {
  const a = useApplication({ info, materials, form, identity, carried });
  if (a.done) return <SubmittedView done={a.done} info={info} extra={confirmationExtra} />;

  const title = `${info.name} · 在线申报`;
  const certsFor = (m: MaterialSpec): CertificateChoice[] =>
    m.cert ? certificates.filter((c) => c.type === m.cert!.type).map((c) => ({ id: c.id, label: `${c.typeName}（${c.holderName}）` })) : [];
  switch (a.step) {
    case 'applicant':
      return <ApplicantStep a={a} title={title} identity={identity} />;
    case 'form':
      return <FormStep a={a} title={title} form={form} />;
    case 'materials':
      return <MaterialsStep a={a} title={title} info={info} materials={materials} certsFor={certsFor} />;
    default:
      return <ReviewStep a={a} title={title} form={form} materials={materials} />;
  }
}
