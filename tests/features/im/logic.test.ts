import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '@/features/im/backoff';
import { isWeakSample, sampleFromStats, shouldDropVideo, WEAK_LIMITS, type QualitySample } from '@/features/im/network-quality';
import { memoryOutboxStorage, Outbox } from '@/features/im/outbox';
import { socketUrl } from '@/features/im/socket-url';
import { callContent, fileContent, isImageFile, lastIdx, mergeThread, peerOf, summary } from '@/features/im/thread';
import type { IMMessage } from '@/features/im/types';

const msg = (msgIdx: number, over: Partial<IMMessage> = {}): IMMessage => ({
  msgIdx,
  fromId: 'A',
  toId: 'B',
  topic: 't',
  type: 'text',
  content: `m${msgIdx}`,
  createTime: msgIdx * 1000,
  ...over,
});

describe('threads', () => {
  it('merges one message per msgIdx, ascending, whatever the order they came in', () => {
    const t = mergeThread([msg(1), msg(3)], [msg(3), msg(2), msg(2), msg(5)]);
    expect(t.map((m) => m.msgIdx)).toEqual([1, 2, 3, 5]);
    expect(lastIdx(t)).toBe(5);
    expect(lastIdx([])).toBe(0);
  });
  it('returns the same thread when nothing is new (no re-render)', () => {
    const t = [msg(1), msg(2)];
    expect(mergeThread(t, [msg(2)])).toBe(t);
  });
  it('knows the peer from either side', () => {
    expect(peerOf(msg(1), 'A')).toBe('B');
    expect(peerOf(msg(1), 'B')).toBe('A');
  });
  it('reads file, link and call contents and refuses malformed ones', () => {
    expect(fileContent('{"name":"a.png","url":"/f/a.png","size":3}')).toEqual({ name: 'a.png', url: '/f/a.png', size: 3 });
    expect(fileContent('not json')).toBeNull();
    expect(isImageFile({ name: 'x', url: '/f/photo.JPG?x=1' })).toBe(true);
    expect(isImageFile({ name: 'guide.pdf', url: '/f/guide.pdf' })).toBe(false);
    expect(callContent('{"callId":"c1","matterName":"社保","useVideo":false}')).toEqual({
      callId: 'c1',
      matterId: '',
      matterName: '社保',
      useVideo: false,
    });
    expect(summary(msg(1, { type: 'file', content: '{"name":"a.pdf","url":"/a.pdf"}' }))).toBe('[文件] a.pdf');
    expect(summary(null)).toBe('暂无消息');
  });
});

describe('reconnect back-off', () => {
  it('starts at 1 s and doubles to 30 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((a) => reconnectDelay(a, mid))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
  it('jitters by ±20 % and never passes the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1200);
    expect(reconnectDelay(4, () => 0.999999)).toBe(19200);
    expect(reconnectDelay(5, () => 0.999999)).toBe(30000);
  });
});

describe('outbox', () => {
  it('keeps a file with its message until it is uploaded, then only its address', async () => {
    const storage = memoryOutboxStorage();
    const box = new Outbox('U1', storage);
    const file = new File(['abc'], 'a.pdf', { type: 'application/pdf' });
    await box.add({ tmpId: 'f1', toId: 'S', topic: '', type: 'file', content: '{"name":"a.pdf","size":3}' }, 1, file);
    const reloaded = new Outbox('U1', storage);
    const [item] = await reloaded.load();
    expect(item.file).toBe(file);
    expect(reloaded.pending().map((i) => i.tmpId)).toEqual(['f1']);
    await reloaded.update('f1', { content: '{"name":"a.pdf","url":"/f/a.pdf","size":3}', file: undefined });
    expect(storage.map.get('U1:f1')).not.toHaveProperty('file');
    expect(storage.map.get('U1:f1')?.content).toContain('/f/a.pdf');
    expect(await reloaded.update('nope', { content: 'x' })).toBeUndefined();
  });

  it('keeps items by tmpId across a reload until acknowledged', async () => {
    const storage = memoryOutboxStorage();
    const box = new Outbox('U1', storage);
    await box.add({ tmpId: 't1', toId: 'S', topic: '', type: 'text', content: 'a' }, 1);
    await box.add({ tmpId: 't2', toId: 'S', topic: '', type: 'text', content: 'b' }, 2);
    expect([...storage.map.keys()]).toEqual(['U1:t1', 'U1:t2']);
    const reloaded = new Outbox('U1', storage);
    expect((await reloaded.load()).map((i) => i.content)).toEqual(['a', 'b']);
    await reloaded.ack('t1');
    expect(reloaded.pending().map((i) => i.tmpId)).toEqual(['t2']);
    expect([...storage.map.keys()]).toEqual(['U1:t2']);
  });
  it('keeps failed items apart from those to flush, and retries them', async () => {
    const box = new Outbox('U1', memoryOutboxStorage());
    await box.add({ tmpId: 't1', toId: 'S', topic: '', type: 'text', content: 'a' }, 1);
    await box.setState('t1', 'failed', '发送超时');
    expect(box.pending()).toEqual([]);
    expect(box.get('t1')).toMatchObject({ state: 'failed', error: '发送超时' });
    await box.setState('t1', 'sending');
    expect(box.pending().map((i) => i.tmpId)).toEqual(['t1']);
  });
  it('is scoped to its user and cleared at logout', async () => {
    const storage = memoryOutboxStorage();
    await new Outbox('U1', storage).add({ tmpId: 't1', toId: 'S', topic: '', type: 'text', content: 'a' }, 1);
    expect(await new Outbox('U2', storage).load()).toEqual([]);
    const mine = new Outbox('U1', storage);
    await mine.load();
    await mine.clear();
    expect(storage.map.size).toBe(0);
  });
});

describe('socket address', () => {
  it('is the configured one, else the gateway base on the page origin', () => {
    expect(socketUrl('wss://gw.example.gov.cn/ws', '/gw', { protocol: 'https:', host: 'a' })).toBe('wss://gw.example.gov.cn/ws');
    expect(socketUrl('', '/gw', { protocol: 'http:', host: 'localhost:4202' })).toBe('ws://localhost:4202/gw/im/socket');
    expect(socketUrl('', '/gw', { protocol: 'https:', host: 'app.gov.cn' })).toBe('wss://app.gov.cn/gw/im/socket');
    expect(socketUrl('', 'https://gw.gov.cn/api', { protocol: 'https:', host: 'x' })).toBe('wss://gw.gov.cn/api/im/socket');
  });
});

describe('heartbeat', () => {
  it('pings, and without a pong closes and reconnects', async () => {
    const { ImConnection } = await import('@/features/im/socket/connection');
    const sent: string[][] = [];
    class FakeSocket {
      readyState = 1;
      frames: string[] = [];
      onopen: ((ev: Event) => void) | null = null;
      onmessage: ((ev: MessageEvent) => void) | null = null;
      onclose: ((ev: CloseEvent) => void) | null = null;
      onerror: ((ev: Event) => void) | null = null;
      constructor() {
        sent.push(this.frames);
        setTimeout(() => this.onopen?.(new Event('open')));
      }
      send(data: string) {
        this.frames.push(JSON.parse(data).type as string);
        if (JSON.parse(data).type === 'auth')
          setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: '{"type":"authOk","userId":"U1"}' })));
      }
      close() {
        this.readyState = 3;
      }
    }
    const c = new ImConnection({
      url: 'ws://x',
      credentials: () => ({ token: 't', secret: 's' }),
      outbox: new Outbox('U1', memoryOutboxStorage()),
      history: async () => [],
      onAuthFail: () => undefined,
      createSocket: () => new FakeSocket(),
      random: () => 0,
      heartbeatMs: 30,
      pongTimeoutMs: 30,
    });
    await c.start();
    expect(await c.whenAuthed(1000)).toBe(true);
    await new Promise((r) => setTimeout(r, 1200));
    await c.stop();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent[0]).toEqual(['auth', 'ping']);
    expect(sent[1][0]).toBe('auth');
  });
});

describe('call media', () => {
  it('uses video when asked, unless the network is weak or saving data', async () => {
    const { shouldUseVideo } = await import('@/features/im/call-media');
    expect(shouldUseVideo(true, undefined)).toBe(true);
    expect(shouldUseVideo(true, { effectiveType: '4g' })).toBe(true);
    expect(shouldUseVideo(true, { effectiveType: '2g' })).toBe(false);
    expect(shouldUseVideo(true, { effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldUseVideo(true, { effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldUseVideo(false, { effectiveType: '4g' })).toBe(false);
  });
});

describe('a socket that cannot get through', () => {
  it('does not hold up the start: the wait for authOk ends when the first attempt drops', async () => {
    const { ImConnection } = await import('@/features/im/socket/connection');
    class Refused {
      readyState = 0;
      onopen: ((ev: Event) => void) | null = null;
      onmessage: ((ev: MessageEvent) => void) | null = null;
      onclose: ((ev: CloseEvent) => void) | null = null;
      onerror: ((ev: Event) => void) | null = null;
      constructor() {
        setTimeout(() => this.onclose?.({} as CloseEvent));
      }
      send() {}
      close() {}
    }
    const c = new ImConnection({
      url: 'ws://x',
      credentials: () => ({ token: 't', secret: 's' }),
      outbox: new Outbox('U1', memoryOutboxStorage()),
      history: async () => [],
      onAuthFail: () => undefined,
      createSocket: () => new Refused(),
      random: () => 0,
    });
    await c.start();
    const started = Date.now();
    expect(await c.whenAuthed(5000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    await c.stop();
  });
});

describe('weak network during a call', () => {
  const good = (at: number): QualitySample => ({ at, loss: 0.01, rttMs: 80, outgoingBps: 1_500_000 });
  const lossy = (at: number): QualitySample => ({ at, loss: 0.2, rttMs: 90, outgoingBps: 1_000_000 });

  it('judges one sample by loss, round trip, outgoing bitrate and the network type', () => {
    expect(isWeakSample(good(0))).toBe(false);
    expect(isWeakSample(lossy(0))).toBe(true);
    expect(isWeakSample({ at: 0, rttMs: 900 })).toBe(true);
    expect(isWeakSample({ at: 0, outgoingBps: 90_000 })).toBe(true);
    expect(isWeakSample({ at: 0, effectiveType: '2g' })).toBe(true);
    expect(isWeakSample({ at: 0, effectiveType: '4g' })).toBe(false);
    expect(isWeakSample({ at: 0 })).toBe(false);
  });

  it('drops video only when the network stays weak for a few seconds', () => {
    expect(shouldDropVideo([])).toBe(false);
    // One bad second is not enough.
    expect(shouldDropVideo([good(0), lossy(1000)])).toBe(false);
    expect(shouldDropVideo([good(0), lossy(1000), lossy(2000), lossy(3000), lossy(4000)])).toBe(false);
    expect(shouldDropVideo([good(0), lossy(1000), lossy(2000), lossy(3000), lossy(4000), lossy(5000)])).toBe(true);
    // A good sample in between starts the count again.
    expect(shouldDropVideo([lossy(0), lossy(1000), lossy(2000), good(3000), lossy(4000), lossy(5000)])).toBe(false);
    // Mixed reasons count together: loss, then a slow round trip, then no bitrate.
    expect(
      shouldDropVideo([lossy(0), { at: 2000, rttMs: 1200 }, { at: 4000, outgoingBps: 50_000 }], { ...WEAK_LIMITS, sustainMs: 4000 }),
    ).toBe(true);
  });

  it('drops video at once when the browser reports a 2g network', () => {
    expect(shouldDropVideo([good(0), { ...good(1000), effectiveType: 'slow-2g' }])).toBe(true);
  });

  it('reads loss, round trip and outgoing bitrate from getStats reports', () => {
    const report = (lost: number, received: number) => [
      { type: 'inbound-rtp', kind: 'video', packetsLost: lost, packetsReceived: received },
      { type: 'inbound-rtp', kind: 'audio', packetsLost: 0, packetsReceived: 100 },
      { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.25, availableOutgoingBitrate: 300_000 },
      { type: 'candidate-pair', nominated: false, state: 'waiting', currentRoundTripTime: 9 },
    ];
    const first = sampleFromStats(report(10, 900), null, 1000);
    expect(first.sample).toEqual({ at: 1000, loss: undefined, rttMs: 250, outgoingBps: 300_000 });
    // 30 lost of 30 + 170 since the last report: 15 %.
    const second = sampleFromStats(report(40, 1070), first.counters, 2000);
    expect(second.sample.loss).toBeCloseTo(0.15);
    expect(isWeakSample(second.sample)).toBe(true);
    // What the other side reports of our stream counts too.
    const remote = sampleFromStats([{ type: 'remote-inbound-rtp', fractionLost: 0.3 }], null, 0);
    expect(remote.sample.loss).toBe(0.3);
  });
});
