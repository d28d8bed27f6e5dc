import { describe, expect, it } from 'vitest';
import { buildItems } from '@/mocks/features/robot/knowledge';
import { complete, detectIntent, expand, matchQuestion, normalize, wordPositions } from '@/mocks/features/robot/matching';

// The city's knowledge base, built from the emulator's seed matters (M120101xx are 和平区's).
const AREA = '120101';
const items = buildItems(AREA);
const idOf = (name: string) => items.find((i) => i.intent === 'overview' && i.names[0] === name)?.matterId;

describe('normalize and expand', () => {
  it.each([
    ['请问，社保卡怎么办理呢？', '社保卡怎么办理'],
    ['  你好 身份证  过期了吗', '身份证过期了'],
    ['ＥＭＳ邮寄！', 'ems邮寄'],
  ])('%s -> %s', (input, out) => expect(normalize(input)).toBe(out));

  it('adds the catalogue word for a colloquial one', () => {
    expect(expand('取公积金')).toContain('住房公积金提取');
    expect(expand('办低保')).toContain('最低生活保障申请');
  });
});

describe('intent cues', () => {
  it.each([
    ['社保卡要带什么', 'materials'],
    ['结婚登记收费吗', 'fee'],
    ['多久能拿到', 'time'],
    ['几点上班', 'hours'],
    ['大厅在哪', 'where'],
    ['我要投诉', 'complain'],
    ['转人工', 'handoff'],
    ['低保需要什么条件', 'conditions'],
  ])('%s -> %s', (q, intent) => expect(detectIntent(normalize(q))?.intent).toBe(intent));
});

describe('matchQuestion: a question to its answer', () => {
  it.each([
    ['社会保障卡申领需要什么材料', '社会保障卡申领', 'materials'],
    ['社保卡要带啥', '社会保障卡申领', 'materials'],
    ['我想办社保卡', '社会保障卡申领', 'overview'],
    ['身份证过期了怎么换', '居民身份证换领', 'overview'],
    ['公积金怎么取出来', '住房公积金提取（租房）', 'overview'],
    ['租房提取公积金要多久', '住房公积金提取（租房）', 'time'],
    ['买房贷款在哪办', '住房公积金个人贷款', 'where'],
    ['去外地看病要备案吗', '异地就医备案', 'overview'],
    ['领证收费吗？', '结婚登记', 'fee'],
    ['办低保需要什么条件', '最低生活保障申请', 'conditions'],
    ['开个店要什么材料', '个体工商户设立登记', 'materials'],
    ['个税汇算的法律依据', '个人所得税综合所得汇算', 'basis'],
    ['房产证查询流程', '不动产权属证明查询', 'process'],
    ['新生儿上户口', '出生登记', 'overview'],
  ])('%s -> %s / %s', (question, matterName, intent) => {
    const r = matchQuestion(question, items);
    expect(r.kind).toBe('answer');
    if (r.kind !== 'answer') return;
    expect(r.item.matterId).toBe(idOf(matterName));
    expect(r.item.intent).toBe(intent);
    expect(r.fromContext).toBe(false);
  });

  it.each([
    ['大厅几点上班', 'faq-hours'],
    ['周末开门吗', 'faq-hours'],
    ['政务大厅地址在哪里', 'faq-address'],
    ['怎么预约', 'faq-reserve'],
    ['在线取号怎么弄', 'faq-ticket'],
    ['我要投诉窗口', 'faq-complain'],
    ['好差评', 'faq-evaluate'],
    ['老人能代办吗', 'faq-agency'],
    ['证照能寄到家吗', 'faq-mail'],
    ['转人工', 'faq-handoff'],
    ['怎么实名认证', 'faq-login'],
  ])('%s -> %s', (question, id) => {
    const r = matchQuestion(question, items);
    expect(r.kind === 'answer' && r.item.id).toBe(id);
  });

  it.each(['火星签证怎么办', 'asdfgh', '？？？', ''])('%s -> 没有找到, with suggestions', (question) => {
    const r = matchQuestion(question, items);
    expect(r.kind).toBe('notFound');
    if (r.kind === 'notFound') expect(r.suggestions.length).toBeGreaterThan(0);
  });
});

describe('matchQuestion: follow-up questions take the conversation’s matter', () => {
  const marriage = idOf('结婚登记') as string;
  it.each([
    ['那需要什么材料', 'materials'],
    ['要多少钱', 'fee'],
    ['多久能办好', 'time'],
    ['流程是什么', 'process'],
    ['需要什么条件', 'conditions'],
  ])('%s -> 结婚登记 / %s', (question, intent) => {
    const r = matchQuestion(question, items, { matterId: marriage });
    expect(r.kind).toBe('answer');
    if (r.kind !== 'answer') return;
    expect(r.item.matterId).toBe(marriage);
    expect(r.item.intent).toBe(intent);
    expect(r.fromContext).toBe(true);
  });

  it('a question naming another matter leaves the context', () => {
    const r = matchQuestion('社保卡需要什么材料', items, { matterId: marriage });
    expect(r.kind === 'answer' && r.item.matterId).toBe(idOf('社会保障卡申领'));
    expect(r.kind === 'answer' && r.fromContext).toBe(false);
  });

  it('without a context a follow-up is not guessed', () => {
    expect(matchQuestion('那需要什么材料', items).kind).toBe('notFound');
  });

  it('hall-wide questions stay hall-wide inside a conversation', () => {
    const r = matchQuestion('大厅几点上班', items, { matterId: marriage });
    expect(r.kind === 'answer' && r.item.id).toBe('faq-hours');
  });
});

describe('completion and word positions', () => {
  it.each([
    ['社保卡', '社会保障卡'],
    ['公积金', '住房公积金'],
    ['结婚', '结婚登记'],
    ['预约', '预约'],
  ])('typing %s suggests questions about %s', (typed, expected) => {
    const list = complete(typed, items);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].question).toContain(expected);
  });

  it('a theme suggests its matters', () => {
    const list = complete('社保', items).map((i) => i.question);
    expect(list).toEqual(
      expect.arrayContaining(['如何办理社会保障卡申领？', '如何办理失业保险金申领？', '如何办理城乡居民养老保险参保登记？']),
    );
  });

  it('nothing for nothing typed', () => expect(complete('  ', items)).toEqual([]));

  it('finds the words it knows with their places', () => {
    expect(wordPositions('社保卡要带什么')).toEqual([
      { word: '社保卡', start: 0, end: 3, kind: 'synonym', means: '社会保障卡' },
      { word: '带什么', start: 4, end: 7, kind: 'intent' },
    ]);
  });
});
