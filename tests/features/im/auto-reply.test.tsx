import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageLine } from '@/features/im/components/message-bubble';
import { disconnectSocket } from '@/features/im/socket/socket';
import type { IMMessage } from '@/features/im/types';
import { STAFF_REPLY_MS } from '@/mocks/features/im/domain';
import { messages } from '@/mocks/features/im/tables';
import { emulatorTestApi } from '@/mocks/node';
import { renderAppWithLists } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const LI_QIANG = 'M13600136002';

beforeEach(() => {
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  window.localStorage.setItem('userId', 'U0001');
});
afterEach(async () => {
  cleanup();
  await disconnectSocket();
});

const msg = (over: Partial<IMMessage>): IMMessage => ({
  msgIdx: 1,
  fromId: LI_QIANG,
  toId: 'U0001',
  topic: '在线咨询',
  type: 'text',
  content: '您好',
  createTime: Date.UTC(2026, 10, 20, 2, 0),
  ...over,
});

const line = (m: IMMessage, mine = false) =>
  render(<MessageLine item={{ kind: 'msg', key: String(m.msgIdx), msg: m, mine }} peerName="李强" onRetry={() => {}} />);

describe('a message the gateway sent automatically in a staff member’s name', () => {
  it('carries a 自动回复 label in its bubble, and its text without the 【自动回复】 it begins with', () => {
    line(msg({ auto: true, content: '【自动回复】您好，已收到您的留言。' }));
    expect(screen.getByText('自动回复')).toBeInTheDocument();
    expect(screen.getByText('您好，已收到您的留言。')).toBeInTheDocument();
    expect(screen.queryByText(/【自动回复】/)).toBeNull();
  });

  it('labels an automatic call invitation too, and nothing a person wrote', () => {
    line(
      msg({
        auto: true,
        type: 'call',
        content: JSON.stringify({ callId: 'RC-1', matterId: 'M1', matterName: '社保卡申领', useVideo: true }),
      }),
    );
    expect(screen.getByText('自动回复')).toBeInTheDocument();
    expect(screen.getByText(/视频通话邀请：社保卡申领/)).toBeInTheDocument();
    cleanup();
    line(msg({ content: '【自动回复】是我自己打的' }));
    expect(screen.queryByText('自动回复')).toBeNull();
    expect(screen.getByText('【自动回复】是我自己打的')).toBeInTheDocument();
  });

  it('the chat shows the stand-in reply of a staff member who is not online as 自动回复', async () => {
    startTestSession();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAppWithLists(`/oicqContent?peerId=${LI_QIANG}`);
    expect(await screen.findByRole('heading', { level: 1, name: '与李强沟通' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('输入消息'), '请问周六上班吗？');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(messages.filter((m) => m.fromId === 'U0001' && m.toId === LI_QIANG)).toHaveLength(1));
    emulatorTestApi.advanceClock(STAFF_REPLY_MS);
    const chat = screen.getByRole('region', { name: '聊天记录' });
    expect(await within(chat).findByText(/周六、周日不办公/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(within(chat).getByText('自动回复')).toBeInTheDocument();
  });
});
