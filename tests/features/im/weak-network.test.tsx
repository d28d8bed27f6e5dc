import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallPanel } from '@/features/im/components/call-panel';
import { FakePeer, fakeTrack, installFakeMedia, type FakeTrack } from '../../utils/webrtc';

/** The socket as the call sees it: the signalling frames it sends, and frames from the other side. */
const socket = vi.hoisted(() => {
  const sent: Record<string, unknown>[] = [];
  const listeners = new Set<(f: Record<string, unknown>) => void>();
  const connection = {
    signal: (f: Record<string, unknown>) => {
      sent.push(f);
      return true;
    },
    onSignal: (fn: (f: Record<string, unknown>) => void) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    onMessage: () => () => undefined,
    send: async (f: Record<string, unknown>) => {
      sent.push(f);
      return 'tmp';
    },
  };
  return { sent, listeners, connection };
});
vi.mock('@/features/im/socket/socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentConnection: () => socket.connection,
}));
const fromPeer = (frame: Record<string, unknown>) =>
  act(() => socket.listeners.forEach((l) => l({ type: 'signal', fromId: 'M13600136001', ...frame })));
const mediaSent = () => socket.sent.filter((f) => f.media).map((f) => f.media);

let video: FakeTrack;
/** What getStats answers: a lossy or a clean inbound stream. */
let lossy = false;
let lost = 0;
let received = 0;
const stats = () => {
  received += lossy ? 60 : 100;
  lost += lossy ? 40 : 0;
  return new Map<string, Record<string, unknown>>([
    ['in', { type: 'inbound-rtp', packetsLost: lost, packetsReceived: received }],
    ['pair', { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.05, availableOutgoingBitrate: 2e6 }],
  ]);
};

beforeEach(() => {
  socket.sent.length = 0;
  lossy = false;
  lost = 0;
  received = 0;
  video = fakeTrack('video');
  installFakeMedia({ tracks: [fakeTrack('audio'), video], stats });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function connectedCall() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CallPanel role="callee" callId="call-w" peerId="M13600136001" topic="社保卡" useVideo />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: '接听' }));
  await waitFor(() => expect(FakePeer.last?.localDescription).toBeTruthy());
  act(() => FakePeer.last!.connect());
  expect(await screen.findByText(/通话中/)).toBeInTheDocument();
  return user;
}

describe('a call on a weak network', () => {
  it("when the other side's network is weak, this side's video goes off with theirs, says why, and comes back with theirs", async () => {
    await connectedCall();
    fromPeer({ callId: 'other-call', media: 'audio' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fromPeer({ callId: 'call-w', media: 'audio' });
    expect(await screen.findByRole('alert')).toHaveTextContent('对方网络信号较弱，已切换为语音通话');
    // The notice comes first; audio only once the video track is off.
    expect(await screen.findByText(/（语音通话）/)).toBeInTheDocument();
    expect(video.enabled).toBe(false);
    const sender = FakePeer.last!.senders.find((s) => s.replaceTrack.mock.calls.length > 0)!;
    expect(sender.replaceTrack).toHaveBeenLastCalledWith(null);
    // Not passed back, and nothing to turn on here: it is the other side's network.
    expect(mediaSent()).toEqual([]);
    expect(screen.queryByRole('button', { name: '恢复视频' })).not.toBeInTheDocument();

    fromPeer({ callId: 'call-w', media: 'video' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: '关闭摄像头' })).toBeInTheDocument();
    expect(sender.replaceTrack).toHaveBeenLastCalledWith(video);
    expect(video.enabled).toBe(true);
    expect(mediaSent()).toEqual([]);
  }, 30_000);

  it('drops to audio only when packet loss stays high, says so, and turns video back on when asked', async () => {
    const user = await connectedCall();
    expect(screen.getByRole('button', { name: '关闭摄像头' })).toBeInTheDocument();

    // A clean connection for two seconds: nothing changes.
    await new Promise((r) => setTimeout(r, 2200));
    expect(screen.queryByText(/网络信号较弱/)).not.toBeInTheDocument();

    // 40 % of packets lost, second after second: audio only, with a clear notice.
    lossy = true;
    const notice = await screen.findByRole('alert', {}, { timeout: 9000 });
    expect(notice).toHaveTextContent('网络信号较弱，已自动切换为语音通话');
    expect(screen.getByText(/（语音通话）/)).toBeInTheDocument();
    expect(video.enabled).toBe(false);
    const sender = FakePeer.last!.senders.find((s) => s.replaceTrack.mock.calls.length > 0)!;
    expect(sender.replaceTrack).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: '关闭摄像头' })).not.toBeInTheDocument();
    // The other side is told, and stops its video too.
    expect(socket.sent.filter((f) => f.media)).toEqual([{ callId: 'call-w', toId: 'M13600136001', media: 'audio' }]);

    // The user turns video back on.
    lossy = false;
    await user.click(screen.getByRole('button', { name: '恢复视频' }));
    await waitFor(() => expect(screen.queryByText(/网络信号较弱/)).not.toBeInTheDocument());
    expect(sender.replaceTrack).toHaveBeenLastCalledWith(video);
    expect(video.enabled).toBe(true);
    expect(screen.getByRole('button', { name: '关闭摄像头' })).toBeInTheDocument();
    expect(mediaSent()).toEqual(['audio', 'video']);
  }, 30_000);

  it('closing the tab during the call hangs up on the other side too: the hang goes out as the page is hidden', async () => {
    await connectedCall();
    const hangs = () => socket.sent.filter((f) => f.type === 'hang');
    expect(hangs()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(hangs()).toEqual([
      expect.objectContaining({ toId: 'M13600136001', content: JSON.stringify({ callId: 'call-w', reason: 'hangup' }) }),
    ]);
  }, 30_000);
});
