export type { ArchivedMaterial } from '@/contract/certificate';

/** An e-certificate (电子证照) as the list shows it. */
export interface CertificateSummary {
  id: string;
  type: 'idCard' | 'household' | 'marriage' | 'socialSecurity' | 'businessLicence' | 'drivingLicence';
  typeName: string;
  holderName: string;
  maskedNumber: string;
  issuer: string;
  issuedAt: string;
  validUntil: string;
}

export interface CertificateItem {
  key: string;
  label: string;
  value: string;
}

export interface CertificateDetail extends CertificateSummary {
  fields: CertificateItem[];
  /** Items that can be disclosed on their own: fields, and claims such as 年满60周岁. */
  disclosable: { key: string; label: string }[];
}

export interface CertificateList {
  /** False before real-name verification: certificates are found through the verified identity. */
  verified: boolean;
  certificates: CertificateSummary[];
}

/** A signed, short-lived code of one showing (亮证). */
export interface CertificateCode {
  presentationId: string;
  code: string;
  issuedAt: number;
  expiresAt: number;
  ttlSeconds: number;
}

export interface Presentation extends CertificateCode {
  disclosed: CertificateItem[];
}

export type VerifyOutcome =
  | {
      valid: true;
      message: string;
      verifiedAt: number;
      certificate: { typeName: string; issuer: string; validUntil: string };
      disclosed: CertificateItem[];
      expiresAt: number;
    }
  | { valid: false; reason: 'malformed' | 'signature' | 'expired' | 'ended' | 'missing'; message: string; verifiedAt: number };

export interface CertificateEvent {
  id: string;
  kind: 'show' | 'verify' | 'copy' | 'open';
  ok: boolean;
  actor: string;
  detail: string;
  at: number;
}

export interface CertificateCopy {
  copyId: string;
  url: string;
  purpose: string;
  date: string;
  watermark: string;
}
