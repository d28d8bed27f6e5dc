import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { disconnectSocket } from '@/features/im/socket/socket';
import { resetBridgeSdk, setBridgeSdk } from '@/lib/bridge/sdk';
import { clearDrafts } from '@/lib/storage/drafts';
import { messages } from '@/mocks/features/im/tables';
import { leaveMessenger, readyWx } from '../../utils/messenger';
import { renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { wxDoubleRecord } from '../../utils/wx-double';

// Pictures in chat and in a consultation: inside the messenger from its own picker (the bridge's
// chooseImages), elsewhere from the file input.

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const calls = (name: string) => wxDoubleRecord().calls.filter((c) => c.name === name);

beforeEach(async () => {
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  window.localStorage.setItem('userId', 'U0001');
  // The forms' drafts (IndexedDB) outlive a test: each starts with empty forms.
  await clearDrafts();
});
afterEach(async () => {
  // Leave the page before logging the socket out: a chat still on screen would render the
  // disconnect after the test ended.
  cleanup();
  resetBridgeSdk();
  leaveMessenger();
  await disconnectSocket();
});

describe('chat (oicqContent)', () => {
  it("inside the messenger, 图片 opens the messenger's picker and sends each picture as a file message", async () => {
    setBridgeSdk(await readyWx());
    startTestSession();
    const user = setupUser();
    renderApp('/oicqContent?peerId=M13600136002');
    await user.click(await screen.findByRole('button', { name: '发送图片' }));
    await waitFor(() => expect(calls('chooseImage')).toHaveLength(1));
    await waitFor(() =>
      expect(messages.filter((m) => m.fromId === 'U0001' && m.type === 'file' && m.toId === 'M13600136002')).toHaveLength(2),
    );
    const names = messages
      .filter((m) => m.fromId === 'U0001' && m.type === 'file')
      .map((m) => (JSON.parse(m.content) as { name: string }).name);
    expect(names.every((n) => /^photo-\d+-\d\.png$/.test(n))).toBe(true);
    // Documents still go through the file input.
    expect(screen.getByLabelText('发送文件或图片')).toHaveAttribute('type', 'file');
  });

  it('a failed picker says so and sends nothing', async () => {
    setBridgeSdk(await readyWx({ abilities: { chooseImage: 'fail' } }));
    startTestSession();
    const user = setupUser();
    renderApp('/oicqContent?peerId=M13600136002');
    await user.click(await screen.findByRole('button', { name: '发送图片' }));
    expect(await screen.findByText('发送失败：图片未能选取，请重试')).toBeInTheDocument();
    expect(messages.filter((m) => m.fromId === 'U0001' && m.type === 'file')).toHaveLength(0);
  });

  it('elsewhere there is no 图片 button: the file input sends pictures and documents', async () => {
    startTestSession();
    renderApp('/oicqContent?peerId=M13600136002');
    expect(await screen.findByRole('heading', { level: 1, name: '与李强沟通' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送图片' })).toBeNull();
    expect(screen.getByLabelText('发送文件或图片')).toBeInTheDocument();
  });
});

describe('consult', () => {
  it("inside the messenger, the picture field opens the messenger's picker and uploads what was chosen", async () => {
    setBridgeSdk(await readyWx());
    startTestSession();
    const user = setupUser();
    renderApp('/consult');
    await screen.findByLabelText('咨询部门');
    await user.click(screen.getByLabelText(/^图片（选填/));
    await waitFor(() => expect(calls('chooseImage')).toHaveLength(1));
    expect(calls('chooseImage')[0].args).toMatchObject({ count: expect.any(Number) });
    const list = await screen.findByRole('list', { name: '已上传的图片' });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
  });

  it('elsewhere the file input takes the pictures', async () => {
    startTestSession();
    const user = setupUser();
    renderApp('/consult');
    await screen.findByLabelText('咨询部门');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/^图片（选填/), file);
    const list = await screen.findByRole('list', { name: '已上传的图片' });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(1));
  });
});
