import { paths } from '@/config/routes';
import type { CallContent } from './types';

/** The conversation with `peerId` opened on an incoming call: its id, audio or video, and the matter it is about. */
export function answerCallPath(peerId: string, call: CallContent): string {
  return paths.oicqContent({
    peerId,
    isCall: '1',
    callId: call.callId,
    useVideo: call.useVideo ? '1' : '0',
    ...(call.matterId ? { matterId: call.matterId } : {}),
    ...(call.matterName ? { matterName: call.matterName } : {}),
  });
}
