/** Area codes: 6-digit administrative division codes (GB/T 2260). */

export type AreaLevel = 0 | 1 | 2 | 3;

export const AREA_PARAM_KEYS = ['fixedArea', 'rootArea', 'sys'] as const;
export type AreaParamKey = (typeof AREA_PARAM_KEYS)[number];
export type AreaParams = Record<AreaParamKey, string>;

export type SystemName = 'home' | 'governmentMap';

const CODE = /^\d{6}$/;

export function isAreaCode(code: string): boolean {
  return CODE.test(code);
}

/** Tianjin's old county-level code 120200 is served as 120100 (docs/spec-rules.md section 9). */
export function normalizeAreaCode(code: string): string {
  return code === '120200' ? '120100' : code;
}

/**
 * The level from the trailing zeros of a 6-digit code: 000000 national (0), xx0000 province (1),
 * xxxx00 city (2), anything else district (3).
 */
export function areaLevel(code: string): AreaLevel {
  if (!isAreaCode(code)) throw new Error(`不是有效的区划代码：${code}`);
  if (code === '000000') return 0;
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

/** The prefix that every code inside this area shares. */
function areaPrefix(code: string): string {
  switch (areaLevel(code)) {
    case 0:
      return '';
    case 1:
      return code.slice(0, 2);
    case 2:
      return code.slice(0, 4);
    default:
      return code;
  }
}

/** True when `code` is `root` or lies inside it. */
export function isInsideArea(code: string, root: string): boolean {
  if (!isAreaCode(code) || !isAreaCode(root)) return false;
  return code.startsWith(areaPrefix(root));
}

export class AreaOutsideRootError extends Error {
  constructor(code: string, root: string) {
    super(`所选区域（${code}）不在当前服务范围（${root}）内，请重新选择`);
    this.name = 'AreaOutsideRootError';
  }
}

/** Normalises a fixed area and checks it lies inside the root area; throws a clear error if not. */
export function resolveFixedArea(code: string, root: string): string {
  const normalized = normalizeAreaCode(code);
  if (!isInsideArea(normalized, root)) throw new AreaOutsideRootError(code, root);
  return normalized;
}
