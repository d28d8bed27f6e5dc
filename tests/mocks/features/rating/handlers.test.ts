import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { complaints, evaluations } from '@/mocks/features/rating/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';

const valid = {
  evaluateTarget: 'doorplate',
  outHallId: 'H1201010',
  suggestComplaintsType: 6,
  openId: 'demo-openid-001',
  phone: '13800138000',
  remarks: '',
  sumStars: 2,
  complaintCause: '体验问题',
  createTime: '2026-11-22 09:00:00',
  userName: '张三',
  source: 3,
  image: '/gw/oss/files/a/1.png,/gw/oss/files/b/2.JPG',
};

const insert = (patch: Record<string, unknown>) =>
  gateway.post<{ id: string }>('/complaint/insert', { ...valid, ...patch }, { silent: true });

describe('emulator: POST /complaint/insert', () => {
  it('needs a login', async () => {
    expect((await refusal(insert({}))).kind).toBe('auth');
    expect(complaints.all()).toEqual([]);
  });

  it.each([
    [{ evaluateTarget: 'hall' }, '评价对象不正确'],
    [{ suggestComplaintsType: '6' }, '反馈类型不正确'],
    [{ source: 1 }, '来源不正确'],
    [{ sumStars: 0 }, '请给出星级评价'],
    [{ sumStars: 6 }, '请给出星级评价'],
    [{ sumStars: 2.5 }, '请给出星级评价'],
    [{ sumStars: undefined }, '请给出星级评价'],
    [{ phone: '' }, '请留下您的联系方式'],
    [{ phone: '12345' }, '联系方式应为手机号或邮箱'],
    [{ remarks: '字'.repeat(501) }, '问题描述不能超过500字'],
    [{ complaintCause: '体验问题,态度差' }, '问题类型不正确'],
    [{ createTime: '' }, '提交时间不能为空'],
    [{ createTime: '2026/11/22 09:00' }, '提交时间格式不正确'],
    [{ image: Array.from({ length: 9 }, (_, i) => `/gw/oss/files/${i}/p.png`).join(',') }, '最多上传8张图片'],
    [{ image: '/gw/oss/files/a/movie.gif' }, '只能上传JPG、JPEG、PNG格式的图片'],
    [{ image: ['/a.png'] }, '图片格式不正确'],
    [{ outHallId: 'H-NOPE' }, '大厅不存在'],
  ])('refuses %o with “%s”', async (patch, message) => {
    startTestSession();
    const e = await refusal(insert(patch));
    expect(e.kind).toBe('business');
    expect(e.message).toBe(message);
    expect(complaints.all()).toEqual([]);
  });

  it('stores a valid rating with exactly 500 characters and 8 images, and answers it on its clock', async () => {
    startTestSession({ userId: 'U-EMU' });
    const image = Array.from({ length: 8 }, (_, i) => `/gw/oss/files/${i}/p.jpeg`).join(',');
    const { id } = await insert({ remarks: '字'.repeat(500), image, phone: 'a.b@example.com' });
    const row = complaints.get(id);
    expect(row).toMatchObject({
      userId: 'U-EMU',
      sumStars: 2,
      complaintCause: '体验问题',
      image,
      phone: 'a.b@example.com',
      hallName: expect.stringContaining('政务服务中心'),
    });
    expect(row?.replies).toEqual([]);
    emulatorTestApi.advanceClock(29 * 60_000);
    expect(complaints.get(id)?.replies).toEqual([]);
    emulatorTestApi.advanceClock(60_000);
    expect(complaints.get(id)?.replies[0]).toMatchObject({ content: expect.stringContaining('体验问题') });
  });

  it('keeps no chips with 3 stars or more, and does not answer a plain good rating', async () => {
    startTestSession();
    const { id } = await insert({ sumStars: 5, complaintCause: '其他', image: '' });
    expect(complaints.get(id)).toMatchObject({ complaintCause: '', replyDueAt: null });
  });
});

describe('emulator: 好差评', () => {
  it('gives each user pending ratings and refuses a bad rating without a tag or a reason', async () => {
    startTestSession({ userId: 'U-EV' });
    const pending = await gateway.get<{ id: string; status: string }[]>('/evaluate/auth/pendingList');
    expect(pending.length).toBe(4);
    const target = pending[0].id;
    const send = (body: Record<string, unknown>) =>
      gateway.post('/online-processing/anon/evaluateType/insertEvaluate', { id: target, ...body }, { silent: true });
    expect((await refusal(send({ level: 0 }))).message).toBe('请选择评价等级');
    expect((await refusal(send({ level: 1, tags: [], reason: '  ' }))).message).toBe('差评请选择问题标签或填写原因');
    expect((await refusal(send({ level: 2, tags: ['服务热情'] }))).message).toBe('评价标签不正确');
    expect((await refusal(send({ level: 5, reason: '好'.repeat(501) }))).message).toBe('评价内容不能超过500字');
    await send({ level: 2, tags: ['多次跑腿'], reason: '' });
    expect((await refusal(send({ level: 5 }))).message).toBe('该事项已评价，不能重复评价');
    expect(evaluations.get(target)).toMatchObject({ status: 'done', level: 2, tags: ['多次跑腿'] });
    emulatorTestApi.advanceClock(30 * 60_000);
    expect(evaluations.get(target)?.replies).toHaveLength(1);
  });

  it('does not let one user rate another user’s case', async () => {
    startTestSession({ userId: 'U-EV1' });
    const [mine] = await gateway.get<{ id: string }[]>('/evaluate/auth/pendingList');
    startTestSession({ userId: 'U-EV2' });
    const e = await refusal(
      gateway.post('/online-processing/anon/evaluateType/insertEvaluate', { id: mine.id, level: 5 }, { silent: true }),
    );
    expect(e.message).toBe('评价对象不存在');
  });
});

describe('emulator: matter guide feedback', () => {
  it('needs a type and a description, and answers on its clock', async () => {
    startTestSession({ userId: 'U-MF' });
    const send = (body: Record<string, unknown>) =>
      gateway.post<{ id: string }>(
        '/matter/feedback/insert',
        { matterId: 'M12010100', types: ['材料有误'], content: '材料清单缺少户口簿', phone: '13800138000', ...body },
        { silent: true },
      );
    expect((await refusal(send({ types: [] }))).message).toBe('请选择问题类型');
    expect((await refusal(send({ content: '' }))).message).toBe('问题描述不能为空');
    expect((await refusal(send({ matterId: 'M-NOPE' }))).message).toBe('事项不存在');
    const { id } = await send({});
    emulatorTestApi.advanceClock(30 * 60_000);
    const replies = await gateway.get<{ kind: string; id: string }[]>('/feedback/auth/repliesToMe');
    expect(replies).toEqual([expect.objectContaining({ kind: 'matter', id })]);
  });
});
