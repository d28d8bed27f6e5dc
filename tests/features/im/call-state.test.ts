import { describe, expect, it } from 'vitest';
import {
  callReducer,
  failureText,
  initialCall,
  isActive,
  leavingHang,
  mayRestore,
  resendDue,
  samplesStats,
  type CallEvent,
  type CallPhase,
  type CallStatus,
} from '@/features/im/call-state';
import { callMessageContent } from '@/features/im/call-signals';

// A video call's state (src/features/im/call-state.ts) and its rules, as tables: a state and an
// event, and what the event leaves.

const callee = initialCall({ role: 'callee', callId: 'c1', useVideo: true });
const caller = initialCall({ role: 'caller', useVideo: true });
const at = (phase: CallPhase, more: Partial<CallStatus> = {}): CallStatus => ({ ...callee, phase, ...more });
const PHASES: CallPhase[] = ['idle', 'incoming', 'ringing', 'connecting', 'connected', 'ended', 'failed'];

describe("a call's start", () => {
  it.each<[string, Parameters<typeof initialCall>[0], Partial<CallStatus>]>([
    ['a callee rings with the id it was given', { role: 'callee', callId: 'c1', useVideo: true }, { phase: 'incoming', callId: 'c1' }],
    ['a caller waits, without an id yet', { role: 'caller', useVideo: true }, { phase: 'idle', callId: '' }],
    ['a voice call is audio only from the start', { role: 'caller', useVideo: false }, { audioOnly: true }],
  ])('%s', (_, opts, expected) => {
    expect(initialCall(opts)).toMatchObject({ muted: false, cameraOff: false, message: null, offer: 'none', ...expected });
  });
});

describe('state + event -> next state', () => {
  it.each<[string, CallStatus, CallEvent, Partial<CallStatus>]>([
    [
      'the caller presses 重新呼叫: the last message goes',
      at('ended', { message: '通话已结束' }),
      { type: 'start' },
      { phase: 'ended', message: null },
    ],
    ['the callee presses 接听', at('incoming', { message: 'x' }), { type: 'accept' }, { phase: 'connecting', message: null }],
    ['the camera failed: audio only', at('connecting'), { type: 'mediaAcquired', audioOnly: true }, { audioOnly: true }],
    ['the camera works: video', at('connecting', { audioOnly: true }), { type: 'mediaAcquired', audioOnly: false }, { audioOnly: false }],
    ["the caller's call goes out", caller, { type: 'ringing', callId: 'c9' }, { phase: 'ringing', callId: 'c9' }],
    ["the callee's offer reaches the caller", at('ringing'), { type: 'offerReceived' }, { phase: 'connecting' }],
    ['the callee sent its offer', at('connecting'), { type: 'offerSent' }, { offer: 'sent', phase: 'connecting' }],
    ["the caller's answer came", at('connecting', { offer: 'sent' }), { type: 'answerReceived' }, { offer: 'answered' }],
    ['the peer connected', at('connecting'), { type: 'peerConnected' }, { phase: 'connected' }],
    ['the connection failed', at('connected'), { type: 'peerFailed' }, { phase: 'failed', message: '连接失败，请挂断后重试' }],
    [
      'the set-up failed: the offer is kept (the connection is)',
      at('connecting', { offer: 'sent' }),
      { type: 'failed', message: '通话建立失败' },
      { phase: 'failed', message: '通话建立失败', offer: 'sent' },
    ],
    [
      'hung up: the offer is no longer sent',
      at('connecting', { offer: 'sent' }),
      { type: 'ended', message: '通话已结束' },
      { phase: 'ended', message: '通话已结束', offer: 'none' },
    ],
    ['declined', at('incoming'), { type: 'ended', message: '已拒绝通话' }, { phase: 'ended', message: '已拒绝通话' }],
    [
      'a camera switched says so',
      at('connected'),
      { type: 'notice', message: '已切换到后置' },
      { phase: 'connected', message: '已切换到后置' },
    ],
    ['静音', at('connected'), { type: 'muteToggled' }, { muted: true }],
    ['取消静音', at('connected', { muted: true }), { type: 'muteToggled' }, { muted: false }],
    ['关闭摄像头', at('connected'), { type: 'cameraToggled' }, { cameraOff: true }],
    ["the other side's network is weak", at('connected'), { type: 'peerWeak', weak: true }, { peerWeak: true }],
    ["the other side's network is back", at('connected', { peerWeak: true }), { type: 'peerWeak', weak: false }, { peerWeak: false }],
    [
      "this side's weak network dropped the video",
      at('connected'),
      { type: 'videoDropped', byPeer: false },
      { audioOnly: true, weakNetwork: true },
    ],
    [
      "the other side's weak network dropped it",
      at('connected'),
      { type: 'videoDropped', byPeer: true },
      { audioOnly: true, weakNetwork: false },
    ],
    [
      'video back on',
      at('connected', { audioOnly: true, weakNetwork: true }),
      { type: 'videoRestored' },
      { audioOnly: false, weakNetwork: false },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(callReducer(state, event)).toEqual({ ...state, ...expected });
  });

  it('never changes the state it was given', () => {
    const state = at('connecting', { offer: 'sent' });
    const copy = structuredClone(state);
    callReducer(state, { type: 'ended', message: '通话已结束' });
    expect(state).toEqual(copy);
  });
});

describe("the call's rules", () => {
  it.each(PHASES.map((p) => [p, ['incoming', 'ringing', 'connecting', 'connected'].includes(p)] as const))(
    '%s is under way: %s',
    (phase, active) => {
      expect(isActive(phase)).toBe(active);
    },
  );

  it.each<[CallPhase, ReturnType<typeof leavingHang>]>([
    ['idle', null],
    ['incoming', 'declined'],
    ['ringing', 'hangup'],
    ['connecting', 'hangup'],
    ['connected', 'hangup'],
    ['ended', null],
    ['failed', null],
  ])('leaving during %s sends the hang %s', (phase, reason) => {
    expect(leavingHang(phase)).toBe(reason);
  });

  it.each<[string, boolean, CallEvent[]]>([
    ['before the offer', false, []],
    ['the offer sent, no answer', true, [{ type: 'offerSent' }]],
    ['the answer came', false, [{ type: 'offerSent' }, { type: 'answerReceived' }]],
    ['the call ended unanswered', false, [{ type: 'offerSent' }, { type: 'ended', message: '通话已结束' }]],
  ])('the offer is sent again (%s): %s', (_, due, events) => {
    expect(resendDue(events.reduce(callReducer, at('connecting')))).toBe(due);
  });

  it.each<[string, CallStatus, boolean, boolean]>([
    ['a connected video call', at('connected'), true, true],
    ['still connecting', at('connecting'), true, false],
    ['audio only', at('connected', { audioOnly: true }), true, false],
    ['without a camera track', at('connected'), false, false],
    ['ended', at('ended'), true, false],
  ])('the stats are sampled for %s: %s', (_, state, hasVideo, sampled) => {
    expect(samplesStats(state, hasVideo)).toBe(sampled);
  });

  it.each<[string, { byPeer: boolean } | null, boolean, boolean]>([
    ['nothing dropped, the user asks', null, false, false],
    ['dropped here, the user asks', { byPeer: false }, false, true],
    ['dropped by the other side, the user asks', { byPeer: true }, false, true],
    ['dropped by the other side, its video is back', { byPeer: true }, true, true],
    ["dropped here, the other side's video is back", { byPeer: false }, true, false],
  ])('video comes back: %s: %s', (_, dropped, byPeer, restored) => {
    expect(mayRestore(dropped, byPeer)).toBe(restored);
  });

  it.each<[unknown, string]>([
    [new Error('Permission denied'), '无法接听：Permission denied'],
    [new Error(''), '无法接听'],
    ['not an error', '无法接听'],
  ])('a failure %j reads %s', (error, text) => {
    expect(failureText('无法接听', error)).toBe(text);
  });
});

describe('the call message', () => {
  const page = { topic: '社保卡', matterId: 'M1', matterName: '社会保障卡申领', caseId: 'K1' };
  it.each<[string, typeof page | { topic: string }, object, boolean, object]>([
    [
      "the page's matter and case",
      page,
      {},
      false,
      { callId: 'c1', matterId: 'M1', matterName: '社会保障卡申领', useVideo: true, caseId: 'K1' },
    ],
    [
      'the case chosen on the panel wins',
      page,
      { caseId: 'K2', matterId: 'M2', matterName: '居住证' },
      false,
      { callId: 'c1', matterId: 'M2', matterName: '居住证', useVideo: true, caseId: 'K2' },
    ],
    [
      'no matter: the topic names it, no case',
      { topic: '社保卡' },
      {},
      true,
      { callId: 'c1', matterId: '', matterName: '社保卡', useVideo: false },
    ],
  ])('%s', (_, pageOpts, chosen, audioOnly, expected) => {
    expect(JSON.parse(callMessageContent(pageOpts, chosen, 'c1', audioOnly))).toEqual(expected);
  });
});
