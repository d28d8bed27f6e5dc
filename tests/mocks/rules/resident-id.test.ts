import { describe, expect, it } from 'vitest';
import { checkResidentId } from '@/mocks/rules/resident-id';
import { idCardCases } from '../../lib/validation/id-card.cases';

describe('the emulator reads the id rule on its own', () => {
  it.each(idCardCases)('%j -> %s (%s)', (value, expected) => {
    const verdict = checkResidentId(value);
    if (expected === null) expect(verdict.ok).toBe(true);
    else expect(verdict).toMatchObject({ ok: false, problem: expected });
  });

  it.each([
    ['11010519491231002x', '11010519491231002X'],
    ['120101199001010017', '120101199001010017'],
    ['110105491231002', '11010519491231002X'],
    ['130503670401001', '130503196704010016'],
  ])('canonical form of %s is %s', (value, canonical) => {
    expect(checkResidentId(value)).toEqual({ ok: true, canonical });
  });
});
