import { describe, expect, it } from 'vitest';
import { maskIdCard, maskMobile } from '@/lib/validation/mask';

describe('maskMobile', () => {
  it.each([
    ['13800138000', '138****8000'],
    ['13900139000', '139****9000'],
    ['19912345678', '199****5678'],
    ['+8613800138000', '+86*******8000'],
    ['1380013', '*******'],
    ['123', '***'],
    ['', ''],
  ])('%s -> %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});

describe('maskIdCard', () => {
  it.each([
    ['11010519491231002X', '1****************X'],
    ['120101199001010017', '1****************7'],
    ['110105491231002', '1*************2'],
    ['12', '**'],
    ['1', '*'],
    ['', ''],
  ])('%s -> %s', (id, masked) => {
    expect(maskIdCard(id)).toBe(masked);
  });

  it('hides every middle character, including the birth date', () => {
    const masked = maskIdCard('11010519491231002X');
    expect(masked).toHaveLength(18);
    expect(masked).not.toContain('1949');
    expect(masked.slice(1, -1)).toMatch(/^\*+$/);
  });
});
