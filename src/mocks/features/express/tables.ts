import { defineTable, type Row } from '@/mocks/db/store';

/** An address of the user's EMS address book. */
export interface EmsAddressRow extends Row {
  userId: string;
  name: string;
  mobile: string;
  /** District code of the area table (Tianjin). */
  areaCode: string;
  areaName: string;
  detail: string;
  isDefault: boolean;
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
