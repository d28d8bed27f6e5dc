import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { formDefinitionQuery } from '@/features/matters/api/online/get-form-definition';
import { materialInfoQuery } from '@/features/matters/api/online/get-material-info';
import { onlineInfoQuery } from '@/features/matters/api/online/get-online-info';
import { preAuditQuery } from '@/features/matters/api/online/get-pre-audit';
import {
  ApplicationWizard,
  type CarriedMaterials,
  type HeldCertificate,
  type Identity,
} from '@/features/matters/components/application-wizard';
import { certificatesQuery } from '@/features/profile/api/get-certificates';
import { userInfoQuery } from '@/features/profile/api/get-user-info';
import { AppLink } from '@/lib/router/navigation';
import { SubscribeOffer } from '@/app/subscribe-offer';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

/** 在线申报 (kept alive): the matter's application, its identity prefilled from the real-name profile. */
export default function ApplicationPage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  const signedIn = useSignedIn();
  const info = useQuery(onlineInfoQuery(matterId));
  const materials = useQuery(materialInfoQuery(matterId));
  const form = useQuery(formDefinitionQuery({ matterId }));
  const user = useQuery({ ...userInfoQuery(), enabled: signedIn });
  const certs = useQuery({ ...certificatesQuery(), enabled: signedIn });
  // From a passed pre-review: its materials are carried in (the user may still replace them).
  const preAudit = useQuery(preAuditQuery(query.get('preAuditId') ?? '', signedIn));
  const carried: CarriedMaterials | null =
    preAudit.data && preAudit.data.stage === 'passed' && preAudit.data.matterId === matterId
      ? {
          from: preAudit.data.id,
          materials: Object.fromEntries(
            preAudit.data.materials.map((m) => [
              m.index,
              { files: m.files.map((f) => ({ url: f.url, name: f.name, size: f.size, type: f.type })), certId: m.certId },
            ]),
          ),
        }
      : null;
  const identity: Identity | null = user.data
    ? { name: user.data.userName, idcard: user.data.idcard, mobile: user.data.mobile, verified: user.data.realNameVerified }
    : null;
  const held: HeldCertificate[] = (certs.data?.certificates ?? []).map((c) => ({
    id: c.id,
    type: c.type,
    typeName: c.typeName,
    holderName: c.holderName,
  }));
  const all = {
    data: info.data && materials.data && form.data ? { info: info.data, materials: materials.data, form: form.data } : undefined,
    isPending: info.isPending || materials.isPending || form.isPending,
    isError: info.isError || materials.isError || form.isError,
    error: info.error ?? materials.error ?? form.error,
    refetch: () => Promise.all([info.refetch(), materials.refetch(), form.refetch()]),
  };
  if (!matterId || all.isPending || all.isError || !all.data)
    return (
      <PageShell title="在线申报">
        <QueryView query={all} missing={!matterId}>
          {() => null}
        </QueryView>
      </PageShell>
    );
  if (!all.data.info.online)
    return (
      <PageShell title="在线申报">
        <EmptyState
          title="该事项暂不支持网上办理"
          description="请到大厅窗口办理，可先预约。"
          action={<AppLink to={paths.guidelines({ matterId })}>查看办事指南</AppLink>}
        />
      </PageShell>
    );
  return (
    <ApplicationWizard
      key={matterId}
      info={all.data.info}
      materials={all.data.materials}
      form={all.data.form}
      identity={identity}
      certificates={held}
      carried={carried}
      confirmationExtra={<SubscribeOffer template="case" />}
    />
  );
}
