import { describe, expect, it } from 'vitest';
import { newAddressFor, toInput } from '@/features/express/hooks/use-address-book';
import { addressInUse, firstProblem } from '@/features/express/hooks/use-ems-order';
import { EMS_FIELD_ORDER } from '@/features/express/ems-schema';

// 邮寄服务's rules of state (hooks/use-ems-order.ts, hooks/use-address-book.ts), as tables.

const book = [
  { id: 'A1', isDefault: false },
  { id: 'A2', isDefault: true },
];

describe('the address an order uses', () => {
  it.each<[string, string, typeof book | undefined, string]>([
    ['the one chosen', 'A1', book, 'A1'],
    ['the default when none is chosen', '', book, 'A2'],
    ['the default when the chosen one was deleted (or an old draft names it)', 'A9', book, 'A2'],
    ['none without a default', 'A9', [{ id: 'A1', isDefault: false }], ''],
    ['none while the book loads', 'A1', undefined, ''],
  ])('%s', (_, chosen, addresses, used) => {
    expect(addressInUse(chosen, addresses)).toBe(used);
  });
});

describe('one problem at a time', () => {
  it('the first in the page order, whatever order the check found them in', () => {
    const [first, second] = EMS_FIELD_ORDER;
    expect(firstProblem({ [second]: { message: '第二' }, [first]: { message: '第一' } })).toBe('第一');
    expect(firstProblem({ [second]: { message: '第二' } })).toBe('第二');
    expect(firstProblem({})).toBeNull();
  });
});

describe('a new address', () => {
  it.each([
    [
      'the user name first',
      { userName: '张三', nickName: '小张', mobile: '13800138000' },
      0,
      { name: '张三', mobile: '13800138000', isDefault: true },
    ],
    ['the nickname without one', { nickName: '小张' }, 2, { name: '小张', mobile: '', isDefault: false }],
    ['empty without a user', null, 1, { name: '', mobile: '', isDefault: false }],
  ])('%s; the first of the book is the default', (_, info, count, expected) => {
    expect(newAddressFor(info, count)).toEqual({ areaCode: '', detail: '', ...expected });
  });

  it('an address to edit keeps its id and fields, not its display names', () => {
    expect(
      toInput({
        id: 'A1',
        name: '张三',
        mobile: '13800138000',
        areaCode: '120101',
        areaName: '和平区',
        detail: '幸福路1号',
        isDefault: true,
      } as never),
    ).toEqual({ id: 'A1', name: '张三', mobile: '13800138000', areaCode: '120101', detail: '幸福路1号', isDefault: true });
  });
});
