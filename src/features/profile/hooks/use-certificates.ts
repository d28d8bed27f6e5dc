import { useQuery } from '@tanstack/react-query';
import { archivedMaterialQuery } from '../api/get-archived-material';
import { archivedMaterialsQuery } from '../api/get-archived-materials';
import { certificateQuery } from '../api/get-certificate';
import { certificateEventsQuery } from '../api/get-certificate-events';
import { certificatesQuery } from '../api/get-certificates';

/** Asked again on every visit: a real-name verification elsewhere changes what is found. */
export function useCertificates() {
  return useQuery({ ...certificatesQuery(), refetchOnMount: 'always' });
}

export function useCertificate(id: string) {
  return useQuery(certificateQuery(id));
}

export function useCertificateEvents(certId: string) {
  return useQuery(certificateEventsQuery(certId));
}

export function useArchivedMaterials(enabled = true) {
  return useQuery({ ...archivedMaterialsQuery(), enabled });
}

export function useArchivedMaterial(id: string) {
  return useQuery(archivedMaterialQuery(id));
}
