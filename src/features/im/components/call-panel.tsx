import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useCall, type CallOptions } from '../hooks/use-call';
import styles from './im.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

function Video({ stream, label, muted, className }: { stream: MediaStream | null; label: string; muted?: boolean; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    v.srcObject = stream;
    // iOS messenger browsers play only after srcObject is set and play() is called.
    if (stream) void v.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} className={className} aria-label={label} autoPlay playsInline muted={muted} />;
}

const STATE_TEXT = {
  idle: '',
  incoming: '来电：工作人员邀请您进行视频通话',
  ringing: '正在呼叫对方，等待接听…',
  connecting: '正在连接…',
  connected: '通话中',
  ended: '',
  failed: '',
} as const;

/** The call on oicqContent: incoming (accept / decline) or started here; video, mute, camera, switch, hang up. */
export function CallPanel(props: CallOptions & { onClose?: () => void }) {
  const call = useCall(props);
  const live = call.state === 'connecting' || call.state === 'connected' || call.state === 'ringing';
  return (
    <section className={styles.video} aria-label="视频通话">
      {props.matterName ? <p className={kit.hint}>办理事项：{props.matterName}</p> : null}
      <p role="status" className={kit.hint}>
        {STATE_TEXT[call.state]}
        {call.audioOnly && live ? '（语音通话）' : ''}
        {call.message ? ` ${call.message}` : ''}
      </p>
      {live ? (
        <>
          <Video stream={call.remote} label="对方画面" />
          <Video stream={call.local} label="我的画面" muted className={styles.localVideo} />
        </>
      ) : null}
      <div className={styles.controls}>
        {call.state === 'idle' || call.state === 'ended' || call.state === 'failed' ? (
          props.role === 'caller' ? (
            <Button color="primary" size="small" onClick={() => void call.start()}>
              {call.state === 'idle' ? '发起视频通话' : '重新呼叫'}
            </Button>
          ) : null
        ) : null}
        {call.state === 'incoming' ? (
          <>
            <Button color="success" size="small" onClick={() => void call.accept()}>
              接听
            </Button>
            <Button color="danger" size="small" onClick={call.decline}>
              拒绝
            </Button>
          </>
        ) : null}
        {live ? (
          <>
            <Button size="small" onClick={call.toggleMute} aria-pressed={call.muted}>
              {call.muted ? '取消静音' : '静音'}
            </Button>
            {!call.audioOnly ? (
              <>
                <Button size="small" onClick={call.toggleCamera} aria-pressed={call.cameraOff}>
                  {call.cameraOff ? '打开摄像头' : '关闭摄像头'}
                </Button>
                <Button size="small" onClick={() => void call.switchCamera()}>
                  切换摄像头
                </Button>
              </>
            ) : null}
            <Button color="danger" size="small" onClick={call.hangUp}>
              挂断
            </Button>
          </>
        ) : null}
        {props.onClose && (call.state === 'ended' || call.state === 'failed' || call.state === 'idle') ? (
          <Button size="small" onClick={props.onClose}>
            收起
          </Button>
        ) : null}
      </div>
    </section>
  );
}
