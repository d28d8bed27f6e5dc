export type { EmsAddress } from '@/contract/express';
export type EmsKind = 'materialsToHall' | 'certificateHome';

export const KIND_TEXT: Record<EmsKind, string> = { materialsToHall: '材料寄送至大厅', certificateHome: '证照邮寄到家' };

export interface EmsAddressInput {
  id?: string;
  name: string;
  mobile: string;
  areaCode: string;
  detail: string;
  isDefault?: boolean;
}

export interface EmsQuote {
  zone: string;
  zoneLabel: string;
  weightGrams: number;
  fee: number;
}

export interface PickupSlot {
  start: number;
  end: number;
}

export interface EmsParty {
  name: string;
  mobile: string;
  areaName: string;
  detail: string;
}

export interface EmsOrder {
  id: string;
  kind: EmsKind;
  kindLabel: string;
  waybillNo: string;
  sender: EmsParty;
  receiver: EmsParty;
  weightGrams: number;
  zoneLabel: string;
  fee: number;
  contents: string;
  pickupStart: number;
  pickupEnd: number;
  createdAt: number;
  state: 'ordered' | 'inTransit' | 'delivered' | 'cancelled';
  events: { at: number; place: string; text: string }[];
}

export interface EmsOrderParams {
  kind: EmsKind;
  addressId: string;
  hallId: string;
  weightGrams: number;
  pickupStart?: number;
  contents?: string;
  expectedFee: number;
}
