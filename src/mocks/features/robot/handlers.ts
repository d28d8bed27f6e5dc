import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { areas, matters } from '@/mocks/db/tables';
import { fail, handle, required, type Ctx } from '@/mocks/gateway';
import { answerContent, buildItems, contactsOf, subCategories, topCategories, type AnswerContent } from './knowledge';
import { complete, matchQuestion, wordPositions } from './matching';
import { handoffOf, handOff } from './handoff';
import { answers, contexts, feedbacks, type AnswerRow } from './tables';

/** The robot is open to visitors (robotChatPass): every call works with or without a session. */
const BASE = '/microservice-robot/robot';
const open = { public: true } as const;

export const FEEDBACK_REASONS = ['答非所问', '内容不准确', '看不懂', '信息过时', '其他'];
const MAX_QUESTION = 200;

function areaOf(value: unknown): string {
  const code = required(value, '区域编码');
  if (!areas.get(code === '120200' ? '120100' : code)) fail('未找到该区域信息', 404);
  return code === '120200' ? '120100' : code;
}

function sessionIdOf(value: unknown): string {
  const id = required(value, '会话编号');
  if (!/^[\w-]{6,64}$/.test(id)) fail('会话编号不正确');
  return id;
}

export interface RobotAnswer extends Omit<AnswerContent, 'itemId'> {
  answerId: string;
  kind: AnswerRow['kind'];
  question: string;
  itemId: string | null;
  fromContext: boolean;
  /** The matter the conversation is now about. */
  context: { matterId: string; matterName: string } | null;
  /** 没有找到: questions near the one asked. */
  suggestions: { itemId: string; question: string }[];
  createdAt: number;
}

function contextOf(sessionId: string): RobotAnswer['context'] {
  const c = contexts.get(sessionId);
  const m = c?.matterId ? matters.get(c.matterId) : undefined;
  return m ? { matterId: m.id, matterName: m.name } : null;
}

function setContext(sessionId: string, areaCode: string, matterId: string | null): void {
  const row = { matterId, areaCode, updatedAt: clock.now() };
  if (contexts.get(sessionId)) contexts.update(sessionId, row);
  else contexts.insert({ id: sessionId, ...row });
}

function notFoundContent(areaCode: string): Omit<AnswerContent, 'itemId'> {
  return {
    title: '没有找到',
    html: '<p>抱歉，没有找到与您的问题相符的答案。您可以换个说法再问，或者看看下面的问题；也可以直接联系大厅工作人员。</p>',
    files: [],
    actions: [],
    source: { section: '', versionDate: '', matterId: null, matterName: null },
    related: [],
    contacts: contactsOf(areaCode),
  };
}

/** The answer of a recorded question, as every call returns it. */
function present(row: AnswerRow, suggestions: RobotAnswer['suggestions'] = []): RobotAnswer {
  const content = row.itemId ? answerContent(row.itemId, row.areaCode) : undefined;
  const { itemId: _ignored, ...rest } = content ?? { itemId: null, ...notFoundContent(row.areaCode) };
  return {
    ...rest,
    answerId: row.id,
    kind: content ? row.kind : 'notFound',
    question: row.question,
    itemId: content ? row.itemId : null,
    fromContext: row.fromContext,
    context: contextOf(row.sessionId),
    suggestions,
    createdAt: row.createdAt,
  };
}

function record(ctx: Ctx, patch: Omit<AnswerRow, 'id' | 'userId' | 'createdAt'>): AnswerRow {
  return answers.insert({ id: newId('RA'), userId: ctx.session?.userId ?? null, createdAt: clock.now(), ...patch });
}

export const handlers = [
  // 转人工: needs a login (the conversation goes to staff in the citizen's name).
  handle('post', `${BASE}/handoff`, ({ body, requireSession }) => handOff(requireSession().userId, sessionIdOf(body.sessionId))),
  handle('get', `${BASE}/handoff`, ({ query, requireSession }) =>
    handoffOf(requireSession().userId, required(query.get('id'), '转接编号')),
  ),
  handle('get', `${BASE}/topCategory`, ({ query }) => topCategories(areaOf(query.get('areaCode'))), open),

  handle(
    'get',
    `${BASE}/getSubCategory`,
    ({ query }) => {
      const areaCode = areaOf(query.get('areaCode'));
      const list = subCategories(required(query.get('categoryId'), '分类'), areaCode);
      if (!list) fail('未找到该分类', 404);
      return list;
    },
    open,
  ),

  handle('get', `${BASE}/getWordPos`, ({ query }) => wordPositions((query.get('word') ?? '').slice(0, MAX_QUESTION)), open),

  handle(
    'get',
    `${BASE}/completion`,
    ({ query }) => {
      const areaCode = areaOf(query.get('areaCode'));
      const word = (query.get('word') ?? '').slice(0, MAX_QUESTION);
      const size = Math.min(10, Math.max(1, Number(query.get('size') ?? 8) || 8));
      return complete(word, buildItems(areaCode), size).map((i) => ({ itemId: i.id, question: i.question }));
    },
    open,
  ),

  handle(
    'post',
    `${BASE}/getAnswer`,
    (ctx) => {
      const { body } = ctx;
      const areaCode = areaOf(body.areaCode);
      const sessionId = sessionIdOf(body.sessionId);
      const itemId = typeof body.itemId === 'string' && body.itemId ? body.itemId : null;
      const question = typeof body.question === 'string' ? body.question.trim() : '';
      if (!itemId && !question) fail('请输入您的问题');
      if (question.length > MAX_QUESTION) fail(`问题不能超过${MAX_QUESTION}字`);
      const items = buildItems(areaCode);
      const context = contexts.get(sessionId);
      if (itemId) {
        const content = answerContent(itemId, areaCode);
        if (!content) fail('未找到该问题', 404);
        if (content?.source.matterId) setContext(sessionId, areaCode, content.source.matterId);
        const kind = content?.contacts.length && !content.source.matterId && itemId === 'faq-handoff' ? 'handoff' : 'answer';
        return present(
          record(ctx, { sessionId, areaCode, question: question || (content as AnswerContent).title, itemId, kind, fromContext: false }),
        );
      }
      const result = matchQuestion(question, items, {
        matterId: context?.areaCode === areaCode ? (context.matterId ?? undefined) : undefined,
      });
      if (result.kind === 'notFound') {
        const row = record(ctx, { sessionId, areaCode, question, itemId: null, kind: 'notFound', fromContext: false });
        return present(
          row,
          result.suggestions.map((i) => ({ itemId: i.id, question: i.question })),
        );
      }
      if (result.item.matterId) setContext(sessionId, areaCode, result.item.matterId);
      const kind = result.item.intent === 'handoff' ? 'handoff' : 'answer';
      return present(record(ctx, { sessionId, areaCode, question, itemId: result.item.id, kind, fromContext: result.fromContext }));
    },
    open,
  ),

  handle(
    'post',
    `${BASE}/setContext`,
    ({ body }) => {
      const areaCode = areaOf(body.areaCode);
      const sessionId = sessionIdOf(body.sessionId);
      const matterId = typeof body.matterId === 'string' && body.matterId ? body.matterId : null;
      if (matterId && !matters.get(matterId)) fail('未找到该事项', 404);
      setContext(sessionId, areaCode, matterId);
      return { sessionId, context: contextOf(sessionId) };
    },
    open,
  ),

  handle(
    'post',
    `${BASE}/updateAnswer`,
    (ctx) => {
      const { body } = ctx;
      const row = answers.get(required(body.answerId, '回答编号'));
      if (!row) fail('未找到该回答', 404);
      const answer = row as AnswerRow;
      if (answer.userId && answer.userId !== (ctx.session?.userId ?? null)) fail('无权修改该回答', 403);
      const itemId = required(body.itemId, '问题');
      const content = answerContent(itemId, answer.areaCode);
      if (!content) fail('未找到该问题', 404);
      if (content?.source.matterId) setContext(answer.sessionId, answer.areaCode, content.source.matterId);
      const updated = answers.update(answer.id, {
        itemId,
        kind: itemId === 'faq-handoff' ? 'handoff' : 'answer',
        fromContext: false,
        correctedAt: clock.now(),
      }) as AnswerRow;
      return present(updated);
    },
    open,
  ),

  handle(
    'put',
    `${BASE}/saveFeedback`,
    (ctx) => {
      const { body } = ctx;
      const answer = answers.get(required(body.answerId, '回答编号'));
      if (!answer) fail('未找到该回答', 404);
      if (typeof body.helpful !== 'boolean') fail('请选择是否有帮助');
      const helpful = body.helpful as boolean;
      const reason = typeof body.reason === 'string' ? body.reason : '';
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (!helpful && !FEEDBACK_REASONS.includes(reason)) fail('请选择没有帮助的原因');
      if (helpful && reason) fail('有帮助时无需填写原因');
      if (comment.length > 200) fail('补充说明不能超过200字');
      const row = {
        answerId: (answer as AnswerRow).id,
        itemId: (answer as AnswerRow).itemId,
        helpful,
        reason,
        comment,
        userId: ctx.session?.userId ?? null,
        createdAt: clock.now(),
      };
      const existing = feedbacks.find((f) => f.answerId === row.answerId);
      const saved = existing ? feedbacks.update(existing.id, row) : feedbacks.insert({ id: newId('RF'), ...row });
      return { id: saved?.id, answerId: row.answerId, helpful, reason };
    },
    open,
  ),
];
