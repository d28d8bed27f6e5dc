import type { SelfServiceMachine } from '@/contract/matter';
import { defineTable, type Row } from '@/mocks/db/store';
import { SEED } from '@/mocks/seed/halls';
import {
  CERTIFICATE_TYPES,
  COMBOS,
  HOT_WORDS,
  LAWS,
  MACHINE_KINDS,
  ONE_THINGS,
  SELF_TESTS,
  type CertificateTypeSeed,
  type OneThingSeed,
  type SelfTestSeed,
} from '@/mocks/seed/matter-catalogue';

export interface LawRow extends Row {
  title: string;
  clause: string;
  text: string;
}

export type CertificateTypeRow = CertificateTypeSeed & Row;
export type OneThingRow = OneThingSeed & Row;
export type SelfTestRow = SelfTestSeed & Row;

export interface ComboRow extends Row {
  name: string;
  templates: number[];
  note: string;
}

/** A self-service machine (自助终端) in a hall. */
export interface MachineRow extends Row, SelfServiceMachine {
  /** The catalogue templates whose matters it handles (answered as `matters`). */
  templates: number[];
}

/** One search typed by someone: hot words are counted from these. */
export interface SearchLogRow extends Row {
  word: string;
  areaCode: string;
  count: number;
}

export const laws = defineTable<LawRow>('laws', () => Object.entries(LAWS).map(([id, law]) => ({ id, ...law })));
export const certificateTypes = defineTable<CertificateTypeRow>('certificateTypes', () => CERTIFICATE_TYPES.map((c) => ({ ...c })));
export const oneThings = defineTable<OneThingRow>('oneThings', () => ONE_THINGS.map((o) => ({ ...o })));
export const combos = defineTable<ComboRow>('combos', () => COMBOS.map((c) => ({ ...c })));
export const selfTests = defineTable<SelfTestRow>('selfTests', () => SELF_TESTS.map((t) => ({ ...t })));
// From the seed's halls, not the table's (as the halls' photos: src/mocks/features/halls/tables.ts).
export const machines = defineTable<MachineRow>('machines', () =>
  SEED.halls.flatMap((h, i) =>
    MACHINE_KINDS.filter((_, k) => k === 0 || (i + k) % 3 !== 0).map((m, k) => ({
      id: `SM${h.id}${k}`,
      hallId: h.id,
      name: `${m.kind}${k + 1}号机`,
      kind: m.kind,
      location: `${h.name}${k === 0 ? '一楼大厅入口处' : `${1 + (k % Math.max(1, h.floors))}楼自助服务区`}`,
      hours: k === 0 ? '24小时（自助服务区）' : h.openHours,
      abilities: m.abilities,
      templates: m.templates,
      status: (i + k) % 7 === 3 ? ('maintenance' as const) : ('running' as const),
      lat: h.lat + k * 0.0001,
      lng: h.lng + k * 0.0001,
    })),
  ),
);
export const searchLog = defineTable<SearchLogRow>('searchLog', () =>
  HOT_WORDS.map((word, i) => ({ id: `SL120100${i}`, word, areaCode: '120100', count: 100 - i * 7 })),
);
