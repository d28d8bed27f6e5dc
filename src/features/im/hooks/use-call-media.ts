import { useCallback, useRef, useState, type RefObject } from 'react';
import { getMedia } from '../call-media';
import type { CallStatus } from '../call-state';
import type { CallDispatch } from './use-call-status';

/**
 * This side's camera and microphone (docs/messaging.md, "Video call"): asked for when the call
 * starts or is answered, released when it ends; 静音, 关闭摄像头 and 切换摄像头 (the next
 * `videoinput`, put in place of the current one on the connection).
 */
export function useCallMedia(status: RefObject<CallStatus>, dispatch: CallDispatch, pc: RefObject<RTCPeerConnection | null>) {
  const stream = useRef<MediaStream | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);

  const acquire = useCallback(
    async (useVideo: boolean) => {
      const media = await getMedia(useVideo);
      stream.current = media.stream;
      setLocal(media.stream);
      dispatch({ type: 'mediaAcquired', audioOnly: media.audioOnly });
      return media;
    },
    [dispatch],
  );

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setLocal(null);
  }, []);

  const toggleMute = useCallback(() => {
    stream.current?.getAudioTracks().forEach((t) => (t.enabled = status.current.muted));
    dispatch({ type: 'muteToggled' });
  }, [dispatch, status]);

  const toggleCamera = useCallback(() => {
    stream.current?.getVideoTracks().forEach((t) => (t.enabled = status.current.cameraOff));
    dispatch({ type: 'cameraToggled' });
  }, [dispatch, status]);

  const switchCamera = useCallback(async () => {
    const current = stream.current?.getVideoTracks()[0];
    if (!current) return;
    const cams = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
    if (cams.length < 2) return dispatch({ type: 'notice', message: '只有一个摄像头，无法切换' });
    const at = cams.findIndex((d) => d.deviceId === current.getSettings().deviceId);
    const next = cams[(at + 1) % cams.length];
    const media = await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: next.deviceId } } });
    const track = media.getVideoTracks()[0];
    await pc.current
      ?.getSenders()
      .find((s) => s.track?.kind === 'video')
      ?.replaceTrack(track);
    stream.current?.removeTrack(current);
    current.stop();
    stream.current?.addTrack(track);
    setLocal(stream.current ? new MediaStream(stream.current.getTracks()) : null);
    dispatch({ type: 'notice', message: `已切换到${next.label || '另一个摄像头'}` });
  }, [dispatch, pc]);

  return { stream, local, acquire, release, toggleMute, toggleCamera, switchCamera };
}

export type CallMediaHandle = ReturnType<typeof useCallMedia>;
