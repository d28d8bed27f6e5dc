import type { Check } from '../harness.mjs';

export const AREAS: string[];
export const CHECKS: Check[];
export function selectChecks(only?: string[], checks?: Check[]): Check[];
