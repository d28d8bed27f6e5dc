import { describe, expect, it } from 'vitest';
import { areaLevel, isInsideArea, normalizeAreaCode, resolveFixedArea } from '@/lib/router/area';
import { readAreaParams, withAreaParams } from '@/lib/router/href';

describe('area codes', () => {
  it.each([
    ['000000', 0],
    ['120000', 1],
    ['120100', 2],
    ['120101', 3],
    ['120116', 3],
    ['110000', 1],
    ['130200', 2],
  ])('level of %s is %i (trailing zeros)', (code, level) => {
    expect(areaLevel(code)).toBe(level);
  });

  it('refuses a code that is not 6 digits', () => {
    expect(() => areaLevel('12010')).toThrow('不是有效的区划代码');
    expect(() => areaLevel('12010a')).toThrow();
  });

  it('maps 120200 to 120100 and nothing else', () => {
    expect(normalizeAreaCode('120200')).toBe('120100');
    expect(normalizeAreaCode('120100')).toBe('120100');
    expect(normalizeAreaCode('120201')).toBe('120201');
  });

  it.each([
    ['120101', '120000', true],
    ['120100', '120000', true],
    ['120000', '120000', true],
    ['110101', '120000', false],
    ['120101', '120100', true],
    ['120116', '120101', false],
    ['130000', '000000', true],
  ])('%s inside %s: %s', (code, root, inside) => {
    expect(isInsideArea(code, root)).toBe(inside);
  });

  it('refuses a fixed area outside the root with a clear message, after mapping 120200', () => {
    expect(resolveFixedArea('120200', '120000')).toBe('120100');
    expect(() => resolveFixedArea('110101', '120000')).toThrow('不在当前服务范围');
  });
});

describe('area parameters on a target', () => {
  const area = { fixedArea: '120101', rootArea: '120000', sys: 'home' };
  it('adds all three', () => {
    expect(withAreaParams('/gotoHandle', area)).toBe('/gotoHandle?fixedArea=120101&rootArea=120000&sys=home');
  });
  it('keeps the target query and lets its own values win', () => {
    expect(withAreaParams('/guidelines?matterId=M1&fixedArea=120102', area)).toBe(
      '/guidelines?matterId=M1&fixedArea=120102&rootArea=120000&sys=home',
    );
  });
  it('reads them back', () => {
    expect(readAreaParams('?fixedArea=120101&x=1')).toEqual({ fixedArea: '120101' });
  });
});
