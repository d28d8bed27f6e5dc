import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_TOPIC } from '@/contract/robot';
import { disconnectSocket } from '@/features/im/socket/socket';
import { clearDrafts, flushDrafts } from '@/lib/storage/drafts';
import { clock } from '@/mocks/clock';
import { STAFF_REPLY_MS } from '@/mocks/features/im/domain';
import { messages, systemMessages } from '@/mocks/features/im/tables';
import { handOff, handoffs } from '@/mocks/features/robot/handoff';
import { answers } from '@/mocks/features/robot/tables';
import { emulatorTestApi } from '@/mocks/node';
import { currentQuery, currentRoute, renderAppWithLists } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// Issue 34 item 7, docs/robot.md "Hand-off to staff": 转人工 carries the question, the matter and
// the transcript to a member of staff, the citizen sees their place in the wait, and the staff
// member has the transcript in the chat.

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';
const SLOW = { timeout: 15_000 };
const WANG_FANG = 'M13600136001';
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(async () => {
  await flushDrafts();
  await clearDrafts('U0001');
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  window.localStorage.setItem('userId', 'U0001');
  startTestSession();
});
afterEach(async () => {
  cleanup();
  await disconnectSocket();
});

const log = () => screen.getByRole('region', { name: '对话记录' });

/** Asks about 结婚登记 by category, then a follow-up typed in, and taps 转人工. */
async function askThenTapHandoff(u: ReturnType<typeof user>) {
  renderAppWithLists(`/robotChat?${AREA}`);
  await u.click(await screen.findByRole('button', { name: '婚姻' }, SLOW));
  await u.click(await screen.findByRole('button', { name: '如何办理结婚登记？' }, SLOW));
  await within(log()).findByRole('article', { name: '如何办理结婚登记？' }, SLOW);
  await u.type(screen.getByRole('textbox', { name: '输入您的问题' }), '那需要什么材料');
  await u.click(screen.getByRole('button', { name: '发送' }));
  await within(log()).findByRole('article', { name: '办理结婚登记需要什么材料？' }, SLOW);
  await u.click(screen.getByRole('button', { name: '转人工' }));
  return screen.findByRole('dialog');
}

/** Another citizen's conversation, handed off and waiting. */
function otherWaiting(userId: string, n: number) {
  const sessionId = `other-${userId}-${n}`;
  answers.insert({
    id: `RA-other-${userId}-${n}`,
    sessionId,
    userId,
    areaCode: '120101',
    question: '营业执照怎么办',
    itemId: null,
    kind: 'notFound',
    fromContext: false,
    createdAt: clock.now(),
  });
  return handOff(userId, sessionId);
}

describe('转人工 hands the robot conversation to a member of staff', () => {
  it('the answer to 人工客服 offers the hand-off itself, with the conversation', async () => {
    const u = user();
    renderAppWithLists(`/robotChat?${AREA}`);
    await u.type(await screen.findByRole('textbox', { name: '输入您的问题' }, SLOW), '人工客服');
    await u.click(screen.getByRole('button', { name: '发送' }));
    const a = await within(log()).findByRole('article', { name: '怎么联系人工客服？' }, SLOW);
    expect(a).toHaveTextContent('可以点“转人工”，把您的问题和本次对话转给大厅工作人员');
    await u.click(within(a).getByRole('button', { name: '转人工客服（带上本次对话）' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('将把您的问题“人工客服”和本次与智能客服的对话记录发给工作人员');
    await u.click(within(dialog).getByRole('button', { name: '转接' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/oicqContent\?/), SLOW);
    expect(currentQuery().get('topic')).toBe(HANDOFF_TOPIC);
  });

  it('says what will be sent, opens the chat with the staff member and the place in their wait; the staff member has the transcript; joining is said', async () => {
    const u = user();
    const dialog = await askThenTapHandoff(u);
    expect(dialog).toHaveTextContent('将把您的问题“那需要什么材料”（正在咨询：结婚登记）和本次与智能客服的对话记录发给工作人员');
    await u.click(within(dialog).getByRole('button', { name: '转接' }));

    await waitFor(() => expect(currentRoute()).toMatch(/^\/oicqContent\?/), SLOW);
    expect(currentQuery().get('peerId')).toBe(WANG_FANG);
    expect(currentQuery().get('topic')).toBe(HANDOFF_TOPIC);
    const status = await screen.findByRole('status', { name: '转人工进度' }, SLOW);
    expect(status).toHaveTextContent(
      '已为您转接人工：和平区帮办代办服务中心 王芳（帮办员）。您是下一位，请稍候；工作人员已看到您与智能客服的对话记录。',
    );
    expect(await screen.findByText(/问题：那需要什么材料/, {}, SLOW)).toBeInTheDocument();

    // What the staff member receives: the question, the matter and the conversation, in order.
    const sent = messages.find((m) => m.fromId === 'U0001' && m.toId === WANG_FANG && m.topic === HANDOFF_TOPIC);
    const lines = sent?.content.split('\n') ?? [];
    expect(lines.slice(0, 5)).toEqual([
      '【智能客服转人工】',
      '问题：那需要什么材料',
      '事项：结婚登记',
      '对话记录（共2问）：',
      '我：如何办理结婚登记？',
    ]);
    // Each answer's gist, without markup, at most 80 characters.
    expect(lines[5]).toMatch(/^智能客服：[^<>]*和平区民政局[^<>]*$/);
    expect(lines[6]).toBe('我：那需要什么材料');
    expect(lines[7]).toMatch(/^智能客服：[^<>]+$/);
    expect(lines[7].length).toBeLessThanOrEqual('智能客服：'.length + 80);
    expect(lines).toHaveLength(8);
    expect(systemMessages.find((m) => m.userId === WANG_FANG && m.title === '智能客服转人工')?.route).toBe(
      `/oicqContent?peerId=U0001&topic=${encodeURIComponent(HANDOFF_TOPIC)}`,
    );

    // The staff member answers (here the emulator, in their name, when they are not online): joined.
    emulatorTestApi.advanceClock(STAFF_REPLY_MS);
    await waitFor(
      () =>
        expect(screen.getByRole('status', { name: '转人工进度' })).toHaveTextContent(
          '和平区帮办代办服务中心 王芳（帮办员）已接入，正在为您服务。',
        ),
      SLOW,
    );
  });

  it('goes to the desk member with the fewest waiting, and says how many are before the citizen', async () => {
    // Everyone at the desk already has one citizen waiting.
    expect([otherWaiting('U1001', 1).staffName, otherWaiting('U2001', 1).staffName, otherWaiting('U1001', 2).staffName]).toEqual([
      '王芳',
      '李强',
      '陈静',
    ]);
    const u = user();
    await u.click(within(await askThenTapHandoff(u)).getByRole('button', { name: '转接' }));
    const status = await screen.findByRole('status', { name: '转人工进度' }, SLOW);
    expect(status).toHaveTextContent('已为您转接人工：和平区帮办代办服务中心 王芳（帮办员）。前面还有 1 人等待，请稍候');
  });

  it('with nothing asked yet, opens the conversations with staff to pick someone', async () => {
    const u = user();
    renderAppWithLists(`/robotChat?${AREA}`);
    await u.click(await screen.findByRole('button', { name: '转人工' }, SLOW));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/oicq\?/), SLOW);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the gateway’s hand-off (emulator)', () => {
  it('takes only the user’s own conversation, one hand-off while it waits, and says why it refuses', () => {
    expect(() => handOff('U0001', 'never-asked-1')).toThrow('请先向智能客服说明您要咨询的问题，再转人工');
    const first = otherWaiting('U1001', 7);
    // Someone else cannot hand over that conversation, nor read its hand-off.
    expect(() => handOff('U0001', 'other-U1001-7')).toThrow('请先向智能客服说明');
    // Asked again while waiting: the same hand-off, no second message to staff.
    const before = messages.filter((m) => m.topic === HANDOFF_TOPIC).length;
    expect(handOff('U1001', 'other-U1001-7').id).toBe(first.id);
    expect(messages.filter((m) => m.topic === HANDOFF_TOPIC)).toHaveLength(before);
    expect(handoffs.all()).toHaveLength(1);
  });
});
