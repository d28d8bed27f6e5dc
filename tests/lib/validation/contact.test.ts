import { describe, expect, it } from 'vitest';
import { isEmail, isMobile } from '@/lib/validation/contact';

describe('contact rules', () => {
  it.each([
    ['13800138000', true],
    [' 19912345678 ', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['+8613800138000', false],
    ['', false],
  ])('mobile %j -> %s', (v, ok) => expect(isMobile(v)).toBe(ok));

  it.each([
    ['zhang@example.cn', true],
    [' li.si@gov.example.com ', true],
    ['zhang@example', false],
    ['zhang example@x.cn', false],
    ['@example.cn', false],
  ])('email %j -> %s', (v, ok) => expect(isEmail(v)).toBe(ok));
});
