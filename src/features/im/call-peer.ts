import { env } from '@/config/env';

/** The plain WebRTC steps of a call (docs/messaging.md, "Video call"); hooks/use-call-peer.ts holds the connection. */

/** A connection carrying the media's tracks; STUN/TURN from VITE_ICE_SERVERS; none: host candidates (the same network, or two tabs). */
export function createPeer(media: MediaStream): RTCPeerConnection {
  const peer = new RTCPeerConnection({ iceServers: env.iceServers.map((s) => ({ ...s })) });
  media.getTracks().forEach((t) => peer.addTrack(t, media));
  return peer;
}

/** Waits (briefly) for ICE gathering: the description then carries its candidates, no trickle needed. */
export function gathered(peer: RTCPeerConnection, timeoutMs = 2000): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (peer.iceGatheringState !== 'complete') return;
      peer.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    peer.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, timeoutMs);
  });
}

/** A description as it goes on the socket. */
export const described = (d: RTCSessionDescription | RTCSessionDescriptionInit | null): RTCSessionDescriptionInit | undefined =>
  d ? { type: d.type, sdp: d.sdp } : undefined;

/** The callee's offer, with its candidates. */
export async function makeOffer(peer: RTCPeerConnection): Promise<RTCSessionDescriptionInit | undefined> {
  await peer.setLocalDescription(await peer.createOffer());
  await gathered(peer);
  return described(peer.localDescription);
}

/** The caller's answer to an offer, with its candidates. */
export async function makeAnswer(
  peer: RTCPeerConnection,
  offer: RTCSessionDescriptionInit,
): Promise<RTCSessionDescriptionInit | undefined> {
  await peer.setRemoteDescription(offer);
  await peer.setLocalDescription(await peer.createAnswer());
  await gathered(peer);
  return described(peer.localDescription);
}
