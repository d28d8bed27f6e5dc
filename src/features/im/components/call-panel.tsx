import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { peerCasesQuery } from '../api/get-peer-cases';
import { useCall, type CallOptions } from '../hooks/use-call';
import { CallChecklist } from './call-checklist';
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

/** Staff choose the citizen's case a remote-handling call is about (its transcript is filed there). */
function CaseChoice({ peerId, value, onChange }: { peerId: string; value: string; onChange(id: string): void }) {
  const id = useId();
  const q = useQuery(peerCasesQuery(peerId));
  if (q.isError) {
    return (
      <p className={styles.hint} role="alert">
        办件加载失败{' '}
        <Button size="mini" onClick={() => void q.refetch()}>
          重试
        </Button>
      </p>
    );
  }
  return (
    <p className={styles.hint}>
      <label htmlFor={id}>关联办件</label>{' '}
      <select id={id} className={styles.select} value={value} disabled={q.isPending} onChange={(e) => onChange(e.target.value)}>
        <option value="">{q.isPending ? '正在加载…' : '不关联办件'}</option>
        {(q.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.matterName}（{c.caseNo}）
          </option>
        ))}
      </select>
    </p>
  );
}

/** Call, accept or decline, mute, camera, switch, hang up, 收起: what the call's state allows. */
function CallControls({
  call,
  live,
  caller,
  onStart,
  onClose,
}: {
  call: ReturnType<typeof useCall>;
  live: boolean;
  caller: boolean;
  onStart: () => void;
  onClose?: () => void;
}) {
  return (
    <div className={styles.controls}>
      {call.state === 'idle' || call.state === 'ended' || call.state === 'failed' ? (
        caller ? (
          <Button color="primary" size="small" onClick={onStart}>
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
      {onClose && (call.state === 'ended' || call.state === 'failed' || call.state === 'idle') ? (
        <Button size="small" onClick={onClose}>
          收起
        </Button>
      ) : null}
    </div>
  );
}

/** The call on oicqContent: incoming (accept / decline) or started here; video, mute, camera, switch, hang up. */
export function CallPanel(props: CallOptions & { onClose?: () => void }) {
  const call = useCall(props);
  const live = call.state === 'connecting' || call.state === 'connected' || call.state === 'ringing';
  const [caseId, setCaseId] = useState(props.caseId ?? '');
  const cases = useQuery({ ...peerCasesQuery(props.peerId), enabled: props.role === 'caller' });
  const chosen = cases.data?.find((c) => c.id === caseId);
  const startCall = () =>
    void call.start(chosen ? { caseId: chosen.id, matterId: chosen.matterId, matterName: chosen.matterName } : caseId ? { caseId } : {});
  return (
    <section className={styles.video} aria-label="视频通话">
      {props.matterName ? <p className={kit.hint}>办理事项：{props.matterName}</p> : null}
      <p role="status" className={kit.hint}>
        {STATE_TEXT[call.state]}
        {call.audioOnly && live ? '（语音通话）' : ''}
        {call.message ? ` ${call.message}` : ''}
      </p>
      {call.peerWeak && live && !call.weakNetwork ? (
        <p role="alert" className={styles.banner}>
          对方网络信号较弱，已切换为语音通话，对方网络恢复后画面自动恢复。
        </p>
      ) : null}
      {call.weakNetwork && live ? (
        <p role="alert" className={styles.banner}>
          网络信号较弱，已自动切换为语音通话（对方暂时看不到您的画面）。{' '}
          <Button size="mini" color="primary" onClick={() => void call.restoreVideo()}>
            恢复视频
          </Button>
        </p>
      ) : null}
      {live ? (
        <>
          <Video stream={call.remote} label="对方画面" />
          <Video stream={call.local} label="我的画面" muted className={styles.localVideo} />
        </>
      ) : null}
      {props.role === 'caller' && call.state === 'idle' ? <CaseChoice peerId={props.peerId} value={caseId} onChange={setCaseId} /> : null}
      <CallControls call={call} live={live} caller={props.role === 'caller'} onStart={startCall} onClose={props.onClose} />
      {props.role === 'caller' && call.state === 'ended' && call.callId ? (
        <CallChecklist key={call.callId} callId={call.callId} peerId={props.peerId} topic={props.topic} />
      ) : null}
    </section>
  );
}
