import { AUTO_REPLY_PREFIX } from '@/contract/im';
import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { matters } from '@/mocks/db/tables';
import { ApiError, fail, handle, required } from '@/mocks/gateway';
import { chars, HOUR, matterOf, MOBILE, OP } from './matter';
import { crossRequests, type CrossRequestRow } from './tables';

/** 跨省通办: requests, their stages on the clock with a staff message each, and the feedback thread. */

const CROSS_STEPS: { from: CrossRequestRow['stage']; to: CrossRequestRow['stage']; after: number; say: string }[] = [
  { from: 'submitted', to: 'accepted', after: 30 * 60_000, say: '您的跨省通办申请已受理，正在核对材料。' },
  { from: 'accepted', to: 'transferred', after: 2 * HOUR, say: '材料已核验并流转至办理地，等待办理地审核。' },
  { from: 'transferred', to: 'done', after: 4 * HOUR, say: '办理地已办结，结果将按您选择的方式送达。' },
];

function crossStep(r: CrossRequestRow, now: number): Partial<CrossRequestRow> | null {
  let row = { ...r, feedback: [...r.feedback] };
  let changed = false;
  for (const s of CROSS_STEPS) {
    if (row.stage === s.from && now >= row.stageSince + s.after) {
      const at = row.stageSince + s.after;
      row = { ...row, stage: s.to, stageSince: at, feedback: [...row.feedback, { at, by: 'staff', content: s.say }] };
      changed = true;
    }
  }
  if (row.replyDueAt !== null && now >= row.replyDueAt) {
    row.feedback.push({
      at: row.replyDueAt,
      by: 'staff',
      content: `${AUTO_REPLY_PREFIX}已收到您的反馈，工作人员将在1个工作日内电话联系您。`,
    });
    row.replyDueAt = null;
    changed = true;
  }
  return changed ? row : null;
}

/** Moves every request whose time has come, and answers the citizen's feedback that is due. */
export function stepCrossRequests(now: number): void {
  for (const r of crossRequests.all()) {
    const patch = crossStep(r, now);
    if (patch) crossRequests.update(r.id, patch);
  }
}

export const crossHandlers = [
  handle('get', `${OP}/cross/matters`, ({ query }) => {
    const area = query.get('areaCode') || '120100';
    return matters
      .filter((m) => m.areaCode === area && m.crossProvince !== null)
      .map((m) => ({ id: m.id, name: m.name, mode: m.crossProvince }));
  }),

  handle('post', `${OP}/cross/apply`, ({ body, requireSession }) => {
    const session = requireSession();
    const m = matterOf(body.matterId);
    if (!m.crossProvince) fail('该事项不支持跨省通办');
    const mode = String(body.mode ?? '');
    if (!['全程网办', '异地代收代办', '多地联办'].includes(mode)) fail('请选择办理模式');
    const fromPlace = required(body.fromPlace, '申请地').trim();
    const toPlace = required(body.toPlace, '办理地').trim();
    if (chars(fromPlace) > 30 || chars(toPlace) > 30) fail('地区名称不能超过30个字');
    const description = required(body.description, '申请说明').trim();
    if (chars(description) > 500) fail('申请说明不能超过500字');
    const mobile = required(body.mobile, '联系电话').trim();
    if (!MOBILE.test(mobile)) fail('联系电话格式不正确');
    const now = clock.now();
    const id = newId('CR');
    crossRequests.insert({
      id,
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      mode: mode as CrossRequestRow['mode'],
      fromPlace,
      toPlace,
      description,
      mobile,
      stage: 'submitted',
      stageSince: now,
      createdAt: now,
      feedback: [],
      replyDueAt: null,
    });
    return { id };
  }),

  handle('get', `${OP}/cross/list`, ({ requireSession }) => {
    const session = requireSession();
    return crossRequests.filter((r) => r.userId === session.userId).sort((a, b) => b.createdAt - a.createdAt);
  }),

  handle('get', `${OP}/cross/detail`, ({ query, requireSession }) => {
    const session = requireSession();
    const r = crossRequests.get(required(query.get('id'), '申请编号'));
    if (!r || r.userId !== session.userId) throw new ApiError(404, '未找到该跨省通办申请');
    return r;
  }),

  handle('post', `${OP}/cross/feedback`, ({ body, requireSession }) => {
    const session = requireSession();
    const r = crossRequests.get(required(body.id, '申请编号'));
    if (!r || r.userId !== session.userId) throw new ApiError(404, '未找到该跨省通办申请');
    const content = required(body.content, '反馈内容').trim();
    if (chars(content) > 300) fail('反馈内容不能超过300字');
    const now = clock.now();
    crossRequests.update(r.id, {
      feedback: [...r.feedback, { at: now, by: 'user', content }],
      replyDueAt: r.replyDueAt ?? now + 30 * 60_000,
    });
    return { id: r.id };
  }),
];
