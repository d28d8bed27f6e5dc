import type { EmsAddress } from '@/contract/express';
import { defineTable, type Row } from '@/mocks/db/store';

/** An address of the user's EMS address book. */
export interface EmsAddressRow extends Row, EmsAddress {
  userId: string;
  createdAt: number;
}

export type EmsKind = 'materialsToHall' | 'certificateHome';

export interface EmsOrderRow extends Row {
  userId: string;
  kind: EmsKind;
  waybillNo: string;
  sender: Omit<EmsAddressRow, 'id' | 'userId' | 'isDefault' | 'createdAt'>;
  receiver: Omit<EmsAddressRow, 'id' | 'userId' | 'isDefault' | 'createdAt'>;
  weightGrams: number;
  zone: string;
  fee: number;
  contents: string;
  pickupStart: number;
  pickupEnd: number;
  agencyId: string | null;
  createdAt: number;
  cancelledAt: number | null;
}

export const emsAddresses = defineTable<EmsAddressRow>('emsAddresses');
export const emsOrders = defineTable<EmsOrderRow>('emsOrders');
