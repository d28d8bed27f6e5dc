import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { getMsgList } from '@/features/im/api/get-msg-list';
import { uploadChatFile } from '@/features/im/api/send-file';
import { memoryOutboxStorage, Outbox } from '@/features/im/outbox';
import { ImConnection, SocketAuthError, type ConnectionDeps, type SocketLike } from '@/features/im/socket/connection';
import { useImStore } from '@/features/im/stores/im-store';
import { GatewayError } from '@/lib/http/errors';
import { messages } from '@/mocks/features/im/tables';
import { storeMessage } from '@/mocks/features/im/domain';
import { dropAllSockets } from '@/mocks/features/im/socket';
import { emulatorTestApi } from '@/mocks/node';
import { startTestSession } from '../../utils/session';

const URL = 'ws://localhost/gw/im/socket';
const STAFF = 'M13600136001';
let live: ImConnection[] = [];

afterEach(async () => {
  await Promise.all(live.map((c) => c.stop()));
  live = [];
});

function connect(
  opts: {
    storage?: ReturnType<typeof memoryOutboxStorage>;
    creds?: { token: string; secret: string };
    authFails?: () => void;
    upload?: ConnectionDeps['upload'];
  } = {},
) {
  const creds = opts.creds ?? startTestSession();
  const sockets: SocketLike[] = [];
  const c = new ImConnection({
    url: URL,
    credentials: () => creds,
    outbox: new Outbox('U0001', opts.storage ?? memoryOutboxStorage()),
    history: async (peerId, afterIdx) => (await getMsgList({ peerId, afterIdx, size: 50 }, { silent: true })).records,
    onAuthFail: opts.authFails ?? (() => undefined),
    upload: opts.upload,
    createSocket: (url) => {
      const s = new WebSocket(url) as unknown as SocketLike;
      sockets.push(s);
      return s;
    },
    random: () => 0,
  });
  live.push(c);
  return { c, sockets, creds };
}

const stored = (content: string) => messages.filter((m) => m.fromId === 'U0001' && m.content === content);

describe('the messaging socket against the emulator', () => {
  it('authenticates with the session, sends once per tmpId, and the outbox drops what was acknowledged', async () => {
    const storage = memoryOutboxStorage();
    const { c } = connect({ storage });
    await c.start();
    expect(await c.whenAuthed(5000)).toBe(true);
    expect(useImStore.getState()).toMatchObject({ status: 'authed', userId: 'U0001' });
    await c.send({ toId: STAFF, topic: '在线咨询', type: 'text', content: '你好' }, () => 'tmp-1');
    await waitFor(() => expect(useImStore.getState().threads[STAFF]?.map((m) => m.content)).toEqual(['你好']));
    expect(stored('你好')).toHaveLength(1);
    expect(storage.map.size).toBe(0);
    expect(useImStore.getState().outbox).toEqual([]);
  });

  it('an authFail is a 401: the start waiting for it is rejected and the socket stops', async () => {
    const { c } = connect({ creds: { token: 'nope', secret: 'nope' } });
    await c.start();
    await expect(c.whenAuthed(5000)).rejects.toBeInstanceOf(SocketAuthError);
    expect(useImStore.getState().status).toBe('closed');
  });

  it('an authFail later takes the expired-session path', async () => {
    let expired = 0;
    const creds = startTestSession();
    const { c, sockets } = connect({ creds, authFails: () => (expired += 1) });
    await c.start();
    await c.whenAuthed(5000);
    emulatorTestApi.expireSessions(creds.token);
    dropAllSockets();
    await waitFor(() => expect(useImStore.getState().status).toBe('offline'));
    await waitFor(() => expect(expired).toBe(1), { timeout: 8000 });
    expect(sockets.length).toBe(2);
    expect(c.isRunning).toBe(false);
  });

  it('keeps what is typed offline in the outbox and sends it once after the next authOk', async () => {
    const storage = memoryOutboxStorage();
    const { c } = connect({ storage });
    await c.start();
    await c.whenAuthed(5000);
    dropAllSockets();
    await waitFor(() => expect(useImStore.getState().status).toBe('offline'));
    await c.send({ toId: STAFF, topic: '', type: 'text', content: '离线一' }, () => 'off-1');
    await c.send({ toId: STAFF, topic: '', type: 'text', content: '离线二' }, () => 'off-2');
    expect(storage.map.size).toBe(2);
    expect(useImStore.getState().outbox.map((i) => i.state)).toEqual(['sending', 'sending']);
    // Back after the back-off (800 ms with this jitter): flushed after authOk, once each.
    await waitFor(() => expect(storage.map.size).toBe(0), { timeout: 8000 });
    expect(stored('离线一')).toHaveLength(1);
    expect(stored('离线二')).toHaveLength(1);
  });

  it('a message typed before a reload is sent from the stored outbox by the next page', async () => {
    const storage = memoryOutboxStorage();
    await new Outbox('U0001', storage).add({ tmpId: 'before-reload', toId: STAFF, topic: '', type: 'text', content: '刷新前' }, 1);
    const { c } = connect({ storage });
    await c.start();
    await waitFor(() => expect(stored('刷新前')).toHaveLength(1));
    await waitFor(() => expect(storage.map.size).toBe(0));
  });

  it('the server de-duplicates a tmpId sent twice (an ack lost with the connection)', async () => {
    const first = storeMessage({ fromId: 'U0001', toId: STAFF, type: 'text', content: '重复', tmpId: 'dup-1' });
    const storage = memoryOutboxStorage();
    await new Outbox('U0001', storage).add({ tmpId: 'dup-1', toId: STAFF, topic: '', type: 'text', content: '重复' }, 1);
    const { c } = connect({ storage });
    await c.start();
    await waitFor(() => expect(storage.map.size).toBe(0));
    expect(stored('重复')).toHaveLength(1);
    expect(stored('重复')[0].msgIdx).toBe(first.msgIdx);
  });

  it('receives live messages, resyncs an open conversation after reconnecting, and never shows one twice', async () => {
    const { c } = connect();
    await c.start();
    await c.whenAuthed(5000);
    const history = await getMsgList({ peerId: STAFF });
    c.track(STAFF, history.records);
    const before = useImStore.getState().threads[STAFF].length;
    storeMessage({ fromId: STAFF, toId: 'U0001', type: 'text', content: '在线消息' });
    await waitFor(() => expect(useImStore.getState().threads[STAFF].at(-1)?.content).toBe('在线消息'));
    dropAllSockets();
    await waitFor(() => expect(useImStore.getState().status).toBe('offline'));
    // Written while this client was away: the resync after authOk brings it.
    storeMessage({ fromId: STAFF, toId: 'U0001', type: 'text', content: '断线期间' });
    await waitFor(() => expect(useImStore.getState().threads[STAFF].at(-1)?.content).toBe('断线期间'), { timeout: 8000 });
    const idx = useImStore.getState().threads[STAFF].map((m) => m.msgIdx);
    expect(new Set(idx).size).toBe(idx.length);
    expect(idx.length).toBe(before + 2);
  });

  it("a message that arrives while a conversation's history is on its way is not lost when the history lands", async () => {
    const { c } = connect();
    await c.start();
    await c.whenAuthed(5000);
    // The page asked for the conversation; the staff member writes before the answer is merged.
    const history = await getMsgList({ peerId: STAFF });
    const arrived: string[] = [];
    c.onMessage((m) => arrived.push(m.content));
    storeMessage({ fromId: STAFF, toId: 'U0001', type: 'text', content: '历史加载时到达' });
    await waitFor(() => expect(arrived).toContain('历史加载时到达'));
    c.track(STAFF, history.records);
    expect(useImStore.getState().threads[STAFF].at(-1)?.content).toBe('历史加载时到达');
    expect(useImStore.getState().threads[STAFF]).toHaveLength(history.records.length + 1);
  });

  it('a call made before the socket opened still rings within 60 s, once, and not after its hang or after a minute', async () => {
    const call = (callId: string) =>
      storeMessage({
        fromId: STAFF,
        toId: 'U0001',
        type: 'call',
        content: JSON.stringify({ callId, matterId: 'M1', matterName: '社保', useVideo: true }),
      });
    call('old');
    emulatorTestApi.advanceClock(61_000);
    call('hung');
    storeMessage({ fromId: STAFF, toId: 'U0001', type: 'hang', content: JSON.stringify({ callId: 'hung', reason: 'hangup' }) });
    const ringing = call('ringing');
    const { c } = connect();
    await c.start();
    await c.whenAuthed(5000);
    await waitFor(() => expect(useImStore.getState().incomingCall?.call.callId).toBe('ringing'));
    expect(useImStore.getState().incomingCall?.msgIdx).toBe(ringing.msgIdx);
    useImStore.getState().setIncomingCall(null);
    // A reconnect while it still rings brings the same call again: this page knows it, it does not ring twice.
    dropAllSockets();
    await waitFor(() => expect(useImStore.getState().status).toBe('offline'));
    await waitFor(() => expect(useImStore.getState().status).toBe('authed'), { timeout: 8000 });
    storeMessage({ fromId: STAFF, toId: 'U0001', type: 'text', content: '重连之后' });
    await waitFor(() => expect(useImStore.getState().threads[STAFF]?.at(-1)?.content).toBe('重连之后'));
    expect(useImStore.getState().incomingCall).toBeNull();
  });

  it('a refused message is shown failed and can be retried', async () => {
    const { c } = connect();
    await c.start();
    await c.whenAuthed(5000);
    await c.send({ toId: 'NOBODY', topic: '', type: 'text', content: '发给不存在的人' }, () => 'bad-1');
    await waitFor(() => expect(useImStore.getState().outbox[0]).toMatchObject({ state: 'failed', error: '接收人不存在' }));
  });

  it('staff answer on the emulator clock when no staff tab is open', async () => {
    const { c } = connect();
    await c.start();
    await c.whenAuthed(5000);
    c.track(STAFF, (await getMsgList({ peerId: STAFF })).records);
    await c.send({ toId: STAFF, topic: '', type: 'text', content: '周六上班吗' }, () => 'ask-1');
    await waitFor(() => expect(stored('周六上班吗')).toHaveLength(1));
    emulatorTestApi.advanceClock(25_000);
    await waitFor(() => expect(useImStore.getState().threads[STAFF].at(-1)?.content).toContain('周六、周日不办公'));
  });

  it('a file chosen offline waits in the outbox with the file, is uploaded when the socket is back, and sent once', async () => {
    const storage = memoryOutboxStorage();
    const uploads: string[] = [];
    const upload: ConnectionDeps['upload'] = (file, onProgress) => {
      uploads.push(file.name);
      return uploadChatFile(file, { onProgress, silent: true });
    };
    const { c } = connect({ storage, upload });
    await c.start();
    await c.whenAuthed(5000);
    dropAllSockets();
    await waitFor(() => expect(useImStore.getState().status).toBe('offline'));
    await c.sendFile(
      { toId: STAFF, topic: '', file: new File(['%PDF-1.4 离线文件'], '户口本.pdf', { type: 'application/pdf' }) },
      () => 'file-1',
    );
    // Nothing uploaded offline; the file itself is kept (IndexedDB in the app) for later.
    expect(uploads).toEqual([]);
    const queued = [...storage.map.values()][0];
    expect(queued).toMatchObject({ tmpId: 'file-1', type: 'file', state: 'sending' });
    expect(queued.file?.name).toBe('户口本.pdf');
    expect(useImStore.getState().outbox).toHaveLength(1);
    // Back: uploaded once, then sent with its address, stored once.
    await waitFor(() => expect(storage.map.size).toBe(0), { timeout: 8000 });
    expect(uploads).toEqual(['户口本.pdf']);
    const sent = messages.filter((m) => m.fromId === 'U0001' && m.type === 'file' && m.tmpId === 'file-1');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].content)).toMatchObject({ name: '户口本.pdf', url: expect.stringMatching(/^\/|^https?:/) });
    expect(useImStore.getState().threads[STAFF]?.at(-1)?.tmpId).toBe('file-1');
  });

  it('a file queued before a reload is uploaded and sent by the next page', async () => {
    const storage = memoryOutboxStorage();
    await new Outbox('U0001', storage).add(
      { tmpId: 'file-reload', toId: STAFF, topic: '', type: 'file', content: JSON.stringify({ name: 'a.png', size: 3 }) },
      1,
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    const { c } = connect({ storage, upload: (file, onProgress) => uploadChatFile(file, { onProgress, silent: true }) });
    await c.start();
    await waitFor(() => expect(storage.map.size).toBe(0), { timeout: 8000 });
    expect(messages.filter((m) => m.tmpId === 'file-reload')).toHaveLength(1);
  });

  it('a refused upload is shown failed and the retry uploads it again', async () => {
    let refuse = true;
    let calls = 0;
    const upload: ConnectionDeps['upload'] = async (file) => {
      calls += 1;
      if (refuse) throw new GatewayError('business', '文件不能超过20MB', { code: 500 });
      return { url: `/gw/oss/files/x/${file.name}`, name: file.name, size: file.size };
    };
    const { c } = connect({ upload });
    await c.start();
    await c.whenAuthed(5000);
    await c.sendFile({ toId: STAFF, topic: '', file: new File(['x'], 'big.pdf') }, () => 'file-big');
    await waitFor(() => expect(useImStore.getState().outbox[0]).toMatchObject({ state: 'failed', error: '文件不能超过20MB' }));
    refuse = false;
    await c.retry('file-big');
    await waitFor(() => expect(messages.filter((m) => m.tmpId === 'file-big')).toHaveLength(1));
    expect(calls).toBe(2);
    expect(useImStore.getState().outbox).toEqual([]);
  });
});
