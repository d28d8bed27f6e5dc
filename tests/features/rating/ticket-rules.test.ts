import { describe, expect, it } from 'vitest';
import type { ComplaintStage } from '@/contract/complaint';
import { complaintProblems, currentStage, emptyComplaint, nextSteps, stageWhen } from '@/features/rating/complaints/ticket-rules';

const cst = (t: string) => Date.parse(`${t}+08:00`);
const hall = {
  kind: 'hall',
  ref: 'H1',
  hallId: 'H1',
  hallName: '和平区政务服务中心',
  windowName: null,
  staffName: null,
  matterName: null,
  at: null,
  label: '和平区政务服务中心',
} as const;
const stage = (key: ComplaintStage['key'], name: string, due: string, done: string | null = null): ComplaintStage => ({
  key,
  name,
  dueAt: cst(due),
  doneAt: done ? cst(done) : null,
  note: null,
});
const stages = [
  stage('accept', '受理', '2026-12-01T17:30:00', '2026-11-30T09:30:00'),
  stage('verify', '核实', '2026-12-02T17:30:00'),
  stage('rectify', '整改', '2026-12-07T17:30:00'),
  stage('feedback', '反馈', '2026-12-09T17:30:00'),
  stage('revisit', '回访', '2026-12-14T17:30:00'),
];

describe('complaint draft problems', () => {
  it.each([
    [{}, ['subject', 'type', 'content', 'phone']],
    [{ subject: hall, type: '服务态度', content: '十个字十个字十个字十', phone: '13800138000' }, []],
    [{ subject: hall, type: '服务态度', content: '  九个字九个字九个  ', phone: '13800138000' }, ['content']],
    [{ subject: hall, type: '服务态度', content: '字'.repeat(501), phone: '13800138000' }, ['content']],
    [{ subject: hall, type: '服务态度', content: '字'.repeat(500), phone: '1380013800' }, ['phone']],
  ])('%o → %o', (patch, fields) => {
    expect(Object.keys(complaintProblems({ ...emptyComplaint(), ...patch } as never)).sort()).toEqual([...fields].sort());
  });

  it('lets a visitor’s photo wait for the login, but not a failed or uploading one', () => {
    const ok = { ...emptyComplaint(), subject: hall, type: '其他' as const, content: '十个字十个字十个字十', phone: '13800138000' };
    const img = (patch: object) => ({ key: 'k', name: 'a.png', status: 'failed' as const, ...patch });
    expect(complaintProblems({ ...ok, images: [img({ needsLogin: true })] })).toEqual({});
    expect(complaintProblems({ ...ok, images: [img({})] }).images).toBe('有图片上传失败，请重试或删除后再提交');
    expect(complaintProblems({ ...ok, images: [img({ status: 'uploading' })] }).images).toBe('图片正在上传，请稍候');
  });

  it('gives each new complaint its own submission key', () => {
    expect(emptyComplaint().clientToken).not.toBe(emptyComplaint().clientToken);
  });
});

describe('complaint stages as read', () => {
  it('says when a stage was done, by when the current one will be, and when to rate', () => {
    expect(currentStage({ stages })?.key).toBe('verify');
    expect(stageWhen(stages[0], false)).toBe('11月30日 09:30 完成');
    expect(stageWhen(stages[1], true)).toBe('办理中，12月2日前完成');
    expect(stageWhen(stages[2], false)).toBe('12月7日前');
    expect(stageWhen(stages[4], true)).toBe('请在12月14日前评价处理结果');
    expect(currentStage({ stages: stages.map((s) => ({ ...s, doneAt: 1 })) })).toBeNull();
  });

  it('builds what happens next from the complaint’s own deadlines', () => {
    expect(nextSteps({ stages, subject: hall })).toEqual([
      '和平区政务服务中心在12月1日前受理，12月2日前核实您反映的情况',
      '12月9日前把处理结果反馈给您，结果会发到消息中心，并按您的通知设置提醒您',
      '收到结果后请评价处理情况；不满意可要求重新办理一次',
    ]);
  });
});
