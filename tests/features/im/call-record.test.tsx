import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disconnectSocket } from '@/features/im/socket/socket';
import { gateway } from '@/lib/http/client';
import { caseCallRecords } from '@/mocks/features/cases/tables';
import { storeMessage, touchPresence } from '@/mocks/features/im/domain';
import { messages } from '@/mocks/features/im/tables';
import { currentRoute, renderAppWithLists as renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { installFakeMedia } from '../../utils/webrtc';

const STAFF = 'M13600136001';
const CITIZEN = 'U0001';
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  // jsdom has no element scrolling; the virtual list scrolls to its last message.
  if (!Element.prototype.scrollBy) Element.prototype.scrollBy = () => {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  installFakeMedia();
});
// Leave the page before logging the socket out (a chat still on screen would render the
// disconnect after the test ended).
afterEach(async () => {
  cleanup();
  await disconnectSocket();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a remote-handling call filed to its case', () => {
  it('staff choose the case, call, and after the call send the checklist: the record is a card in the chat and on the case', async () => {
    // The citizen's cases exist (listed once).
    startTestSession();
    const list = await gateway.get<{ records: { id: string; kind: string }[] }>('/service-xzyd/case/list', { status: 'all' });
    expect(list.records.length).toBeGreaterThan(0);

    startTestSession({ userId: STAFF, mobile: '13600136001' });
    window.localStorage.setItem('userId', STAFF);
    const user = setupUser();
    renderApp(`/oicqContent?peerId=${CITIZEN}`);
    await user.click(await screen.findByRole('button', { name: '视频通话' }));
    const choice = await screen.findByLabelText('关联办件');
    await waitFor(() => expect(within(choice).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(choice).getByRole('option', { name: /社会保障卡申领/ }) as HTMLOptionElement;
    await user.selectOptions(choice, option);
    await user.click(screen.getByRole('button', { name: '发起视频通话' }));
    expect(await screen.findByText(/正在呼叫对方/)).toBeInTheDocument();
    await waitFor(() => expect(messages.filter((m) => m.type === 'call' && m.fromId === STAFF)).toHaveLength(1));
    const call = messages.filter((m) => m.type === 'call' && m.fromId === STAFF)[0];
    const { callId, caseId } = JSON.parse(call.content) as { callId: string; caseId: string };
    expect(caseId).toBe(option.value);

    // The citizen (another tab) writes during the call, then hangs up.
    touchPresence(STAFF);
    storeMessage({ fromId: CITIZEN, toId: STAFF, type: 'text', content: '这是我的社保卡申请材料' });
    storeMessage({ fromId: CITIZEN, toId: STAFF, type: 'hang', content: JSON.stringify({ callId, reason: 'hangup' }) });
    expect(await screen.findByText(/对方已结束通话/, undefined, { timeout: 5000 })).toBeInTheDocument();

    // The checklist: next steps are required.
    const form = screen.getByRole('form', { name: '核对清单（归档至办件）' });
    await user.click(within(form).getByRole('button', { name: '发送核对清单' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请填写后续事项');
    await user.click(within(form).getByLabelText('身份证件已核验'));
    await user.type(within(form).getByLabelText('后续事项'), '5个工作日内邮寄社保卡');
    await user.click(within(form).getByRole('button', { name: '发送核对清单' }));

    // The stored checklist comes back with the case it was filed to: a card in the chat.
    const chat = screen.getByRole('region', { name: '聊天记录' });
    const link = await within(chat).findByRole('link', { name: /^已归档至办件 .+，查看办件$/ }, { timeout: 5000 });
    expect(within(chat).getByText(/身份证件已核验（已核对）/)).toBeInTheDocument();
    expect(within(chat).getByText(/申请材料已逐项核对（未核对）/)).toBeInTheDocument();
    expect(caseCallRecords.filter((r) => r.callId === callId)).toHaveLength(1);

    // The citizen opens the case from the card: the record and its transcript are there.
    // (The staff's socket closes under the open chat: the chat shows it.)
    await act(() => disconnectSocket());
    startTestSession();
    window.localStorage.setItem('userId', CITIZEN);
    await user.click(link);
    await waitFor(() => expect(currentRoute()).toMatch(new RegExp(`^/officeInfolist\\?id=${caseId}(&|$)`)));
    const records = await screen.findByRole('region', { name: '远程办理记录' }, { timeout: 5000 });
    expect(within(records).getByText('王芳')).toBeInTheDocument();
    expect(within(records).getByText('5个工作日内邮寄社保卡')).toBeInTheDocument();
    expect(within(records).getByText(/身份证件已核验（已核对）/)).toBeInTheDocument();
    expect(within(records).getByText('这是我的社保卡申请材料')).toBeInTheDocument();
  }, 60_000);
});
