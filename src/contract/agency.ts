/** Agent request states (docs/agency-and-ems.md). */
export type AgencyStatus = 'submitted' | 'grabbed' | 'inProgress' | 'waitingCitizen' | 'signed' | 'done' | 'cancelled';

/** One change of an agent request, as its history lists it. */
export interface AgencyHistoryEntry {
  status: AgencyStatus;
  at: number;
  byName: string;
  byRole: 'citizen' | 'staff' | 'system';
  note?: string;
}

/** A message on an agent request (the staff greeting when grabbed, or text). */
export interface AgencyMessage {
  id: string;
  type: 'grabOrders' | 'text';
  from: 'staff' | 'citizen' | 'system';
  fromName: string;
  content: string;
  at: number;
}

/** The signature bound to the exact document it signed. */
export interface SignatureRecord {
  image: string;
  docHash: string;
  signedAt: number;
  device: string;
  signerId: string;
  signerName: string;
  points: number;
}
