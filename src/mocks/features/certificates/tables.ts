import { defineTable, type Row } from '@/mocks/db/store';
import { ARCHIVED_MATERIALS, CERTIFICATES, type ArchivedMaterialSeed, type CertificateSeed } from './seed';

export type CertificateRow = CertificateSeed & Row;
export type ArchivedMaterialRow = ArchivedMaterialSeed & Row;

/** One showing (亮证) of a certificate: the disclosed keys, until ended or left to expire. */
export interface PresentationRow extends Row {
  certId: string;
  userId: string;
  fields: string[];
  purpose: string;
  startedAt: number;
  /** Set when the holder ends the showing: its codes stop passing at once. */
  endedAt: number | null;
}

/** Who showed, verified or opened a certificate, and whether it passed. */
export interface CertificateEventRow extends Row {
  certId: string;
  kind: 'show' | 'verify' | 'copy' | 'open';
  ok: boolean;
  actor: string;
  detail: string;
  at: number;
}

/** A watermarked copy made for one purpose. */
export interface CertificateCopyRow extends Row {
  certId: string;
  userId: string;
  purpose: string;
  createdAt: number;
}

export const certificates = defineTable<CertificateRow>('certificates', () =>
  CERTIFICATES.map((c) => ({ ...c, fields: c.fields.map((f) => ({ ...f })) })),
);
export const archivedMaterials = defineTable<ArchivedMaterialRow>('archivedMaterials', () => ARCHIVED_MATERIALS.map((m) => ({ ...m })));
export const presentations = defineTable<PresentationRow>('certificatePresentations');
export const certificateEvents = defineTable<CertificateEventRow>('certificateEvents');
export const certificateCopies = defineTable<CertificateCopyRow>('certificateCopies');
