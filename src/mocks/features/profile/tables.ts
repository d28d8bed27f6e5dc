import { RESIDENTS, type ResidentSeed } from '@/mocks/seed/residents';
import { defineTable, type Row } from '@/mocks/db/store';

/** A verified identity of a user (real-name verification). */
export interface RealNameRow extends Row {
  /** = the uc user id of the session. */
  id: string;
  name: string;
  /** As the user submitted it, X upper-case (15 digits stay 15). */
  idcard: string;
  /** 18-character form, for look-ups: a 15-digit number and its upgrade are one person. */
  canonical: string;
  verifiedAt: number;
}

export type ResidentRow = ResidentSeed & Row;

export const realNames = defineTable<RealNameRow>('realNames');
export const residents = defineTable<ResidentRow>('residents', () => RESIDENTS.map((r) => ({ ...r, id: r.idcard })));

/** A user's notice preferences (设置 → 消息通知); a user without a row has every notice on. */
export interface NoticePrefsRow extends Row {
  /** = the uc user id. */
  id: string;
  progress: boolean;
  reservation: boolean;
  queue: boolean;
  system: boolean;
  updatedAt: number;
}

export const noticePrefs = defineTable<NoticePrefsRow>('noticePrefs');
