import { describe, expect, it } from 'vitest';
import {
  BAD_TAGS,
  EVAL_LEVELS,
  evaluationProblems,
  GOOD_TAGS,
  isBadLevel,
  levelLabel,
  sentTags,
  tagsFor,
} from '@/features/rating/evaluations/evaluation-rules';

describe('好差评 rules', () => {
  it('has five levels from 非常满意 to 非常不满意', () => {
    expect(EVAL_LEVELS.map((l) => [l.value, l.label])).toEqual([
      [5, '非常满意'],
      [4, '满意'],
      [3, '基本满意'],
      [2, '不满意'],
      [1, '非常不满意'],
    ]);
    expect(levelLabel(3)).toBe('基本满意');
    expect(levelLabel(undefined)).toBe('');
  });

  it('treats 不满意 and 非常不满意 as bad, with their own tags', () => {
    expect([1, 2, 3, 4, 5].map(isBadLevel)).toEqual([true, true, false, false, false]);
    expect(tagsFor(1)).toBe(BAD_TAGS);
    expect(tagsFor(3)).toBe(GOOD_TAGS);
    expect(tagsFor(0)).toEqual([]);
  });

  it('needs a level; a bad one needs a tag or a reason; 500 characters at most', () => {
    expect(evaluationProblems({ level: 0, tags: [], reason: '' })).toEqual({ level: '请选择评价等级' });
    expect(evaluationProblems({ level: 5, tags: [], reason: '' })).toEqual({});
    expect(evaluationProblems({ level: 2, tags: [], reason: '   ' })).toEqual({ reason: '差评请选择问题标签或填写原因' });
    expect(evaluationProblems({ level: 2, tags: ['多次跑腿'], reason: '' })).toEqual({});
    expect(evaluationProblems({ level: 1, tags: [], reason: '让我跑了三次' })).toEqual({});
    // A good tag left over from another level does not count for a bad rating.
    expect(evaluationProblems({ level: 1, tags: ['服务热情'], reason: '' })).toEqual({ reason: '差评请选择问题标签或填写原因' });
    expect(evaluationProblems({ level: 4, tags: [], reason: '好'.repeat(500) })).toEqual({});
    expect(evaluationProblems({ level: 4, tags: [], reason: '好'.repeat(501) })).toEqual({ reason: '评价内容不能超过500字' });
  });

  it('sends only the tags of the chosen level', () => {
    expect(sentTags({ level: 5, tags: ['多次跑腿', '服务热情'], reason: '' })).toEqual(['服务热情']);
  });
});
