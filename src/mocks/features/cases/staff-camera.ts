import { notifyLocal, signals } from '@/mocks/features/im';
import type { RemoteBookingRow } from './tables';

/**
 * Staff's camera in a browser (remote-call.ts loads this when the emulator's staff answer a
 * citizen's offer): a canvas card with their name, sent over a real RTCPeerConnection; the answer
 * goes back through the socket's signalling like a staff tab's.
 */
export function answerOffer(b: RemoteBookingRow, offer: RTCSessionDescriptionInit, peers: Map<string, RTCPeerConnection>): void {
  if (!b.callId || peers.has(b.callId)) return;
  const callId = b.callId;
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const g = canvas.getContext('2d');
  const draw = () => {
    if (!g) return;
    g.fillStyle = '#1a4d8f';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#ffffff';
    g.font = '20px sans-serif';
    g.fillText(`窗口工作人员 ${b.staffName ?? ''}`, 24, 110);
    g.font = '14px sans-serif';
    g.fillText(new Date().toLocaleTimeString('zh-CN', { hour12: false }), 24, 140);
  };
  draw();
  const stream = canvas.captureStream(5);
  const pc = new RTCPeerConnection();
  peers.set(callId, pc);
  const timer = setInterval(draw, 1000);
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'closed' || pc.connectionState === 'failed') clearInterval(timer);
  });
  stream.getTracks().forEach((t) => pc.addTrack(t, stream));
  void (async () => {
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
      setTimeout(resolve, 2000);
    });
    const d = pc.localDescription;
    if (!d) return;
    signals.insert({
      id: `${callId}-staff-${Date.now().toString(36)}`,
      fromId: b.staffId!,
      toId: b.userId,
      callId,
      sdp: { type: d.type, sdp: d.sdp },
      at: Date.now(),
    });
    notifyLocal(b.userId);
  })().catch(() => {
    clearInterval(timer);
    pc.close();
    peers.delete(callId);
  });
}
