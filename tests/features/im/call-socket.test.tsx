import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, currentConnection, disconnectSocket } from '@/features/im/socket/socket';
import { storeMessage, touchPresence } from '@/mocks/features/im/domain';
import { renderAppWithLists } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { installFakeMedia } from '../../utils/webrtc';

const STAFF = 'M13600136001';
const CITIZEN = 'U0001';
const CALL_ID = 'call-late-socket';

beforeEach(() => {
  if (!Element.prototype.scrollBy) Element.prototype.scrollBy = () => {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  installFakeMedia();
  startTestSession();
  window.localStorage.setItem('userId', CITIZEN);
});
afterEach(async () => {
  cleanup();
  await disconnectSocket();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a call page opened before the socket connected', () => {
  it('hears the other side hang up once the socket connects: the call ends on screen', async () => {
    // Staff call (another tab): the call message is stored for the citizen.
    storeMessage({
      fromId: STAFF,
      toId: CITIZEN,
      type: 'call',
      content: JSON.stringify({ callId: CALL_ID, matterId: '', matterName: '社保卡', useVideo: false }),
    });
    // The app's start has not opened the socket: the call page opens without one.
    expect(currentConnection()).toBeNull();
    renderAppWithLists(`/oicqContent?peerId=${STAFF}&isCall=1&callId=${CALL_ID}&useVideo=0`);
    expect(await screen.findByRole('button', { name: '接听' })).toBeInTheDocument();

    // The socket connects after the page opened (the page's own connect, or the start's).
    await act(() => connectSocket());
    expect(currentConnection()).not.toBeNull();

    // Staff hang up before the citizen answers.
    touchPresence(CITIZEN);
    storeMessage({ fromId: STAFF, toId: CITIZEN, type: 'hang', content: JSON.stringify({ callId: CALL_ID, reason: 'hangup' }) });
    expect(await screen.findByText('对方已结束通话', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接听' })).not.toBeInTheDocument();
  }, 30_000);
});
