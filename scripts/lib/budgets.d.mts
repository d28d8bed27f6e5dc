export interface Budgets {
  home: number;
  default: number;
  exceptions: Record<string, { kb: number; why: string }>;
}
export interface HeavyLib {
  lib: string;
  packages: string[];
  routes: string[];
}
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteRow {
  name: string;
  pageKey: string;
  files: string[];
  bytes: number;
  kb: number;
  budgetKb: number;
  why: string;
  heavy: string[];
  ok: boolean;
}
export const BUDGETS: Budgets;
export const HEAVY: HeavyLib[];
export interface EmulatorBudget {
  key: string;
  kb: number;
  why: string;
}
export const EMULATOR: EmulatorBudget;
export function emulatorFiles(manifest: Manifest, entryKey?: string, emulatorKey?: string): string[];
export function checkEmulator(o: {
  manifest: Manifest;
  gzipBytes: (file: string) => number;
  entryKey?: string;
  emulator?: EmulatorBudget;
}): { name: 'emulator'; files: string[]; bytes: number; kb: number; budgetKb: number; why: string; ok: boolean };
export function budgetOf(name: string, budgets?: Budgets): { kb: number; why: string };
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function firstLoadFiles(manifest: Manifest, entryKey: string, pageKey: string, before?: string[]): string[];
export function checkRoutes(o: {
  routes: Array<{ name: string; pageKey: string; before?: string[] }>;
  manifest: Manifest;
  gzipBytes: (file: string) => number;
  packagesOf: (file: string) => string[];
  entryKey?: string;
  budgets?: Budgets;
  heavy?: HeavyLib[];
  always?: string[];
}): RouteRow[];
export function packageOfModule(id: string): string | null;
export interface LandingBudget {
  key: string;
  levels: number;
  kb: Record<string, number>;
}
export const LANDING: LandingBudget;
export function parseLandingMap(source: string): Record<string, string[]>;
export function parseLandingLogin(source: string): string[];
export interface LandingRow {
  name: string;
  kb: number;
  budgetKb: number | undefined;
  levels: number;
  late: string[];
  extra: string[];
  ok: boolean;
}
export function checkLanding(o: {
  routes: Array<{ name: string; path: string; pageKey: string; before?: string[]; firstCalls?: boolean; login?: boolean }>;
  manifest: Manifest;
  gzipBytes: (file: string) => number;
  loginFiles?: string[];
  preloaded: Record<string, string[]>;
  entryKey?: string;
  landing?: LandingBudget;
  always?: string[];
}): LandingRow[];
