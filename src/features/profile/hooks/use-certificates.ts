import { useQuery } from '@tanstack/react-query';
import { archivedMaterialKey, getArchivedMaterial } from '../api/get-archived-material';
import { archivedMaterialsKey, getArchivedMaterials } from '../api/get-archived-materials';
import { certificateKey, getCertificate } from '../api/get-certificate';
import { certificateEventsKey, getCertificateEvents } from '../api/get-certificate-events';
import { certificatesKey, getCertificates } from '../api/get-certificates';

/** Asked again on every visit: a real-name verification elsewhere changes what is found. */
export function useCertificates() {
  return useQuery({ queryKey: certificatesKey, queryFn: getCertificates, refetchOnMount: 'always' });
}

export function useCertificate(id: string) {
  return useQuery({ queryKey: certificateKey(id), queryFn: () => getCertificate(id) });
}

export function useCertificateEvents(certId: string) {
  return useQuery({ queryKey: certificateEventsKey(certId), queryFn: () => getCertificateEvents(certId), refetchOnMount: 'always' });
}

export function useArchivedMaterials(enabled = true) {
  return useQuery({ queryKey: archivedMaterialsKey, queryFn: getArchivedMaterials, enabled, refetchOnMount: 'always' });
}

export function useArchivedMaterial(id: string) {
  return useQuery({ queryKey: archivedMaterialKey(id), queryFn: () => getArchivedMaterial(id) });
}
