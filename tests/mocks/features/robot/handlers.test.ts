import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { matters } from '@/mocks/db/tables';
import { answers, contexts, feedbacks } from '@/mocks/features/robot/tables';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';

const BASE = '/microservice-robot/robot';
const AREA = '120101';
const SESSION = 'conv-test-1';

interface Answer {
  answerId: string;
  kind: string;
  itemId: string | null;
  title: string;
  html: string;
  fromContext: boolean;
  context: { matterId: string; matterName: string } | null;
  suggestions: { itemId: string; question: string }[];
  contacts: { hallName: string; phone: string }[];
  actions: { kind: string; matterId?: string }[];
  source: { section: string; versionDate: string; matterId: string | null };
  related: { itemId: string; question: string }[];
}

const ask = (question: string, extra: Record<string, unknown> = {}) =>
  gateway.post<Answer>(`${BASE}/getAnswer`, { sessionId: SESSION, areaCode: AREA, question, ...extra }, { silent: true });

describe('emulator: the robot', () => {
  it('answers visitors (no login) with the matter, its guide section, version date and actions', async () => {
    const a = await ask('社保卡要带什么材料');
    expect(a.kind).toBe('answer');
    expect(a.itemId).toBe('M12010100.materials');
    expect(a.html).toContain('居民身份证');
    expect(a.html).toContain('href="#/guidelines?matterId=M12010100"');
    expect(a.source.section).toBe('《社会保障卡申领》办事指南 · 申请材料');
    expect(a.source.versionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.actions.map((x) => [x.kind, x.matterId])).toEqual([
      ['reserve', 'M12010100'],
      ['ticket', 'M12010100'],
      ['guide', 'M12010100'],
    ]);
    expect(answers.get(a.answerId)?.userId).toBeNull();
  });

  it('keeps the conversation’s matter for a follow-up ("那需要什么材料")', async () => {
    await ask('结婚登记怎么办');
    expect(contexts.get(SESSION)?.matterId).toBe('M12010112');
    const follow = await ask('那需要什么材料');
    expect(follow.itemId).toBe('M12010112.materials');
    expect(follow.fromContext).toBe(true);
    expect(follow.context?.matterName).toBe('结婚登记');
    // Another conversation has no such context.
    expect((await ask('那需要什么材料', { sessionId: 'conv-test-2' })).kind).toBe('notFound');
  });

  it('setContext chooses the matter; an unknown one is refused; null clears it', async () => {
    await gateway.post(`${BASE}/setContext`, { sessionId: SESSION, areaCode: AREA, matterId: 'M12010110' }, { silent: true });
    expect((await ask('多久能办好')).itemId).toBe('M12010110.time');
    expect(
      (await refusal(gateway.post(`${BASE}/setContext`, { sessionId: SESSION, areaCode: AREA, matterId: 'M999' }, { silent: true })))
        .message,
    ).toBe('未找到该事项');
    await gateway.post(`${BASE}/setContext`, { sessionId: SESSION, areaCode: AREA, matterId: null }, { silent: true });
    expect((await ask('多久能办好')).kind).toBe('notFound');
  });

  it('没有找到: suggestions and the hall’s phone numbers', async () => {
    const a = await ask('火星签证怎么办');
    expect(a.kind).toBe('notFound');
    expect(a.title).toBe('没有找到');
    expect(a.suggestions.length).toBeGreaterThan(0);
    expect(a.contacts[0].phone).toMatch(/^022-\d{8}$/);
  });

  it('derives its knowledge from the matters table at request time', async () => {
    matters.insert({
      ...(matters.get('M12010100') as NonNullable<ReturnType<typeof matters.get>>),
      id: 'M12010199',
      name: '非遗代表性传承人认定',
      category: '文化',
      hot: 10,
    });
    const a = await ask('非遗代表性传承人认定在哪办');
    expect(a.itemId).toBe('M12010199.where');
    const cats = await gateway.get<{ id: string; name: string }[]>(`${BASE}/topCategory`, { areaCode: AREA }, { silent: true });
    expect(cats.map((c) => c.name)).toContain('文化');
  });

  it('lists categories and sub-categories', async () => {
    const cats = await gateway.get<{ id: string; name: string; count: number }[]>(
      `${BASE}/topCategory`,
      { areaCode: AREA },
      { silent: true },
    );
    expect(cats.find((c) => c.name === '社保')?.count).toBe(4);
    expect(cats.map((c) => c.name)).toContain('预约取号');
    const subs = await gateway.get<{ name: string; questions: { itemId: string }[] }[]>(
      `${BASE}/getSubCategory`,
      { areaCode: AREA, categoryId: 'theme-婚姻' },
      { silent: true },
    );
    expect(subs.map((s) => s.name)).toEqual(['结婚登记', '婚姻登记记录证明', '离婚登记']);
    expect(subs[0].questions[0].itemId).toBe('M12010112.overview');
    expect(
      (await refusal(gateway.get(`${BASE}/getSubCategory`, { areaCode: AREA, categoryId: 'theme-无' }, { silent: true }))).message,
    ).toBe('未找到该分类');
  });

  it('suggests questions while typing and marks the words it knows', async () => {
    const list = await gateway.get<{ itemId: string; question: string }[]>(
      `${BASE}/completion`,
      { areaCode: AREA, word: '公积金' },
      { silent: true },
    );
    expect(list[0].question).toContain('住房公积金');
    const words = await gateway.get<{ word: string }[]>(`${BASE}/getWordPos`, { word: '社保卡要带什么' }, { silent: true });
    expect(words.map((w) => w.word)).toEqual(['社保卡', '带什么']);
  });

  it('validates questions like a server', async () => {
    expect((await refusal(ask(''))).message).toBe('请输入您的问题');
    expect((await refusal(ask('问'.repeat(201)))).message).toBe('问题不能超过200字');
    expect((await refusal(ask('x', { areaCode: '999999' }))).message).toBe('未找到该区域信息');
    expect((await refusal(ask('x', { sessionId: 'a b' }))).message).toBe('会话编号不正确');
    expect((await refusal(ask('', { itemId: 'nope' }))).message).toBe('未找到该问题');
  });

  it('updateAnswer replaces a 没有找到 by the suggestion the user chose', async () => {
    const a = await ask('火星签证怎么办');
    const b = await gateway.post<Answer>(`${BASE}/updateAnswer`, { answerId: a.answerId, itemId: 'faq-reserve' }, { silent: true });
    expect(b.answerId).toBe(a.answerId);
    expect(b.kind).toBe('answer');
    expect(b.title).toBe('怎么预约办理？');
    expect(answers.get(a.answerId)?.itemId).toBe('faq-reserve');
    expect(
      (await refusal(gateway.post(`${BASE}/updateAnswer`, { answerId: 'RA0', itemId: 'faq-reserve' }, { silent: true }))).message,
    ).toBe('未找到该回答');
  });

  it('updateAnswer refuses a user’s answer to anybody else', async () => {
    startTestSession({ userId: 'U0001' });
    const a = await ask('几点上班');
    expect(answers.get(a.answerId)?.userId).toBe('U0001');
    window.sessionStorage.clear();
    expect(
      (await refusal(gateway.post(`${BASE}/updateAnswer`, { answerId: a.answerId, itemId: 'faq-reserve' }, { silent: true }))).message,
    ).toBe('无权修改该回答');
  });

  it('saveFeedback keeps one verdict per answer, with a reason when not helpful', async () => {
    const a = await ask('几点上班');
    const put = (body: Record<string, unknown>) => gateway.put(`${BASE}/saveFeedback`, { answerId: a.answerId, ...body }, { silent: true });
    expect((await refusal(put({}))).message).toBe('请选择是否有帮助');
    expect((await refusal(put({ helpful: false }))).message).toBe('请选择没有帮助的原因');
    expect((await refusal(put({ helpful: false, reason: '随便' }))).message).toBe('请选择没有帮助的原因');
    expect((await refusal(put({ helpful: false, reason: '其他', comment: '字'.repeat(201) }))).message).toBe('补充说明不能超过200字');
    expect((await refusal(gateway.put(`${BASE}/saveFeedback`, { answerId: 'RA0', helpful: true }, { silent: true }))).message).toBe(
      '未找到该回答',
    );
    await put({ helpful: true });
    await put({ helpful: false, reason: '信息过时', comment: '电话打不通' });
    expect(feedbacks.all()).toEqual([
      expect.objectContaining({ answerId: a.answerId, itemId: 'faq-hours', helpful: false, reason: '信息过时', comment: '电话打不通' }),
    ]);
  });
});
