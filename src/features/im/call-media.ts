/** Network types on which a call starts with audio only (Network Information API, where the browser has it). */
const WEAK = ['slow-2g', '2g'];

/** Whether a call should use video: asked for, and the network is not known to be weak (or set to save data). */
export function shouldUseVideo(requested: boolean, connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!requested) return false;
  if (!connection) return true;
  return !connection.saveData && !WEAK.includes(connection.effectiveType ?? '');
}

type NetInfo = EventTarget & { effectiveType?: string; saveData?: boolean };
/** The browser's Network Information (`navigator.connection`), where it has it. */
export const netInfo = (): NetInfo | undefined => (navigator as Navigator & { connection?: NetInfo }).connection;

/**
 * Camera and microphone, asked for only now; video that fails, or a weak network, falls back to
 * audio only (docs/messaging.md, "Video call").
 */
export async function getMedia(useVideo: boolean, deviceId?: string): Promise<{ stream: MediaStream; audioOnly: boolean }> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('此浏览器不支持音视频通话');
  if (shouldUseVideo(useVideo, netInfo())) {
    try {
      const video: MediaTrackConstraints = deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'user' };
      return { stream: await navigator.mediaDevices.getUserMedia({ audio: true, video }), audioOnly: false };
    } catch {
      // No camera, or it was refused: the call goes on with the microphone.
    }
  }
  return { stream: await navigator.mediaDevices.getUserMedia({ audio: true, video: false }), audioOnly: true };
}
