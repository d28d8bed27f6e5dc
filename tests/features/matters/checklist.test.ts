import { describe, expect, it } from 'vitest';
import { checklistOf, wrapText } from '@/features/matters/checklist';
import type { Material } from '@/features/matters/types';

const m = (name: string, required: boolean, extra: Partial<Material> = {}): Material => ({
  name,
  required,
  copies: '原件1份',
  form: '纸质',
  copyCount: 1,
  original: true,
  condition: null,
  sample: null,
  cert: null,
  ...extra,
});

const guide = {
  name: '户口迁移',
  materials: [
    m('居民身份证', true, { cert: 'C01' }),
    m('居民户口簿', true, { cert: 'C02' }),
    m('照片', false, { condition: '16周岁以上的' }),
  ],
};
const held = (index: number) => ({ index, name: '', certTypeId: '', certificateId: '', typeName: '', validUntil: '长期' });

describe('the personal checklist', () => {
  it.each([
    [[], [], ['todo', 'todo', 'todo'], '必要材料已备齐 0/2 项'],
    [[1], [], ['todo', 'have', 'todo'], '必要材料已备齐 1/2 项'],
    [[], [0], ['cert', 'todo', 'todo'], '必要材料已备齐 1/2 项'],
    [[0, 1], [0], ['cert', 'have', 'todo'], '必要材料已备齐 2/2 项，可以去办理了'],
    [[2], [0, 1], ['cert', 'cert', 'have'], '必要材料已备齐 2/2 项，可以去办理了'],
  ])('ticked %j, held %j: %j, %s', (have, heldAt, states, summary) => {
    const list = checklistOf(guide, have, heldAt.map(held));
    expect(list.rows.map((r) => r.state)).toEqual(states);
    expect(list.summary).toBe(summary);
    expect(list.title).toBe('户口迁移 · 我的材料清单');
  });

  it('describes each material: required or its condition, and the copies', () => {
    expect(checklistOf(guide, []).rows.map((r) => r.detail)).toEqual(['必要 · 原件1份', '必要 · 原件1份', '16周岁以上的 · 原件1份']);
  });
});

describe('wrapText', () => {
  const measure = (s: string) => Array.from(s).length * 10;
  it.each([
    ['', 50, ['']],
    ['居民身份证', 50, ['居民身份证']],
    ['居民身份证原件', 50, ['居民身份证', '原件']],
    ['一二三四五六七八九十一', 30, ['一二三', '四五六', '七八九', '十一']],
    // A character wider than the line still goes on a line of its own.
    ['甲乙', 5, ['甲', '乙']],
  ])('%s in %i', (text, width, lines) => {
    expect(wrapText(text, width, measure)).toEqual(lines);
  });
});
