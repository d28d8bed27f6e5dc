import { makeTmpId } from './outbox';
import { currentConnection } from './socket/socket';
import type { CallMedia } from './types';
import type { HangReason } from './call-state';

/** What a call is about: the page's matter, or what the caller chose on the panel. */
export interface CallAbout {
  caseId?: string;
  matterId?: string;
  matterName?: string;
}

/** The `call` message's content (docs/messaging.md, message types): the choice on the panel wins over the page's. */
export function callMessageContent(page: CallAbout & { topic: string }, chosen: CallAbout, callId: string, audioOnly: boolean): string {
  const caseId = chosen.caseId ?? page.caseId;
  return JSON.stringify({
    callId,
    matterId: chosen.matterId ?? page.matterId ?? '',
    matterName: chosen.matterName ?? page.matterName ?? page.topic,
    useVideo: !audioOnly,
    ...(caseId ? { caseId } : {}),
  });
}

/** Sends the `call` message on the socket; without one the call cannot start. */
export async function sendCall(to: { peerId: string; topic: string }, content: string): Promise<void> {
  const c = currentConnection();
  if (!c) throw new Error('消息服务未连接');
  await c.send({ toId: to.peerId, topic: to.topic, type: 'call', content }, makeTmpId);
}

/** A `hang` message: the other side ends the call when it arrives (nothing before the call has an id). */
export function sendHang(to: { peerId: string; topic: string }, callId: string, reason: HangReason): void {
  if (!callId) return;
  void currentConnection()?.send(
    { toId: to.peerId, topic: to.topic, type: 'hang', content: JSON.stringify({ callId, reason }) },
    makeTmpId,
  );
}

/** A description for the other side, on the socket. */
export function signalSdp(toId: string, callId: string, sdp: RTCSessionDescriptionInit | undefined): void {
  currentConnection()?.signal({ callId, toId, sdp });
}

/** Tells the other side this side's video went off (`audio`) or came back (`video`). */
export function signalMedia(toId: string, callId: string, media: CallMedia): void {
  if (callId) currentConnection()?.signal({ callId, toId, media });
}
