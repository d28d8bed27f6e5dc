import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { emulatorTestApi } from '@/mocks/node';
import { consults, messages, systemMessages } from '@/mocks/features/im/tables';
import { serviceNotices } from '@/mocks/features/notices/tables';
import { storeMessage } from '@/mocks/features/im/domain';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';

const STAFF = 'M13600136001';

interface Page {
  records: { msgIdx: number; content: string }[];
  hasMore: boolean;
}
const list = (params: object) => gateway.get<Page>('/im/msg/auth/msglist', params, { silent: true });
const unread = () =>
  gateway.get<{ chat: number; system: number; total: number }>('/im/msg/auth/allNoReadsCount', undefined, { silent: true });

describe('emulator: messaging', () => {
  it('needs a login', async () => {
    expect((await refusal(gateway.get('/im/msg/auth/session', undefined, { silent: true }))).kind).toBe('auth');
  });

  it('pages a conversation backwards and resyncs it forwards by msgIdx', async () => {
    startTestSession();
    const newest = await list({ peerId: STAFF, size: 20 });
    expect(newest.records).toHaveLength(20);
    expect(newest.hasMore).toBe(true);
    const idx = newest.records.map((m) => m.msgIdx);
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
    const older = await list({ peerId: STAFF, beforeIdx: idx[0], size: 20 });
    expect(Math.max(...older.records.map((m) => m.msgIdx))).toBeLessThan(idx[0]);
    const stored = storeMessage({ fromId: STAFF, toId: 'U0001', type: 'text', content: '新消息' });
    const after = await list({ peerId: STAFF, afterIdx: idx[idx.length - 1] });
    expect(after.records.map((m) => m.msgIdx)).toEqual([stored.msgIdx]);
    expect((await refusal(list({}))).message).toBe('会话对象不能为空');
  });

  it('lists conversations newest first with unread counts, and read marks clear them', async () => {
    startTestSession();
    const sessions = await gateway.get<{ peerId: string; unread: number; peerName: string }[]>('/im/msg/auth/session');
    expect(sessions.map((s) => s.peerId)).toEqual(['M13600136003', STAFF]);
    expect(sessions[0]).toMatchObject({ peerName: '陈静', unread: 1 });
    expect(await unread()).toEqual({ chat: 2, system: 2, total: 4 });
    const last = messages.filter((m) => m.fromId === 'M13600136003').at(-1)!;
    expect(await gateway.put('/im/msg/auth/readMsgs', { peerId: 'M13600136003', upToIdx: last.msgIdx })).toEqual({
      chat: 1,
      system: 2,
      total: 3,
    });
    const sys = systemMessages.find((m) => m.userId === 'U0001' && !m.read)!;
    expect(await gateway.put('/im/msg/auth/readMsgs', { systemId: sys.id })).toEqual({ chat: 1, system: 1, total: 2 });
    // Another user's system message is not mine to read.
    const other = systemMessages.find((m) => m.userId === 'U1001')!;
    expect((await refusal(gateway.put('/im/msg/auth/readMsgs', { systemId: other.id }, { silent: true }))).message).toBe('消息不存在');
    expect(await gateway.put('/im/msg/auth/readAllMsgs', { scope: 'all' })).toEqual({ chat: 0, system: 0, total: 0 });
  });

  it('stores a file message once per tmpId and refuses a bad one', async () => {
    startTestSession();
    const body = { tmpId: 'f-1', toId: STAFF, topic: '', name: 'a.png', url: '/gw/oss/files/x/a.png', size: 3 };
    const first = await gateway.post<{ msgIdx: number; type: string }>('/im/msg/sendFile', body);
    const again = await gateway.post<{ msgIdx: number }>('/im/msg/sendFile', body);
    expect(first.type).toBe('file');
    expect(again.msgIdx).toBe(first.msgIdx);
    expect(
      (await refusal(gateway.post('/im/msg/sendFile', { ...body, tmpId: 'f-2', url: 'javascript:alert(1)' }, { silent: true }))).message,
    ).toBe('文件地址不正确');
    expect((await refusal(gateway.post('/im/msg/sendFile', { ...body, tmpId: 'f-3', toId: 'X' }, { silent: true }))).message).toBe(
      '接收人不存在',
    );
  });

  it('takes a visitor’s message without login, validated', async () => {
    const saved = await gateway.post<{ id: string }>('/im/msg/anon/saveMsg', { mobile: '13800138000', content: '请问明天上班吗' });
    expect(saved.id).toBeTruthy();
    expect((await refusal(gateway.post('/im/msg/anon/saveMsg', { mobile: '123', content: 'x' }, { silent: true }))).message).toBe(
      '手机号格式不正确',
    );
  });

  it('a consultation is validated, answered on the clock, and the answer is a system message', async () => {
    startTestSession();
    const departmentId = (await gateway.get<{ id: string }[]>('/im/consult/anon/departments'))[0].id;
    const bad = { departmentId, title: '补办', content: '短', contact: '13800138000', images: [] };
    expect((await refusal(gateway.post('/im/consult/auth/save', bad, { silent: true }))).message).toBe('咨询内容至少5个字');
    expect(
      (await refusal(gateway.post('/im/consult/auth/save', { ...bad, content: '社保卡怎么补办？', contact: 'x' }, { silent: true })))
        .message,
    ).toBe('请填写正确的手机号或邮箱');
    const saved = await gateway.post<{ id: string; status: string }>('/im/consult/auth/save', { ...bad, content: '社保卡怎么补办？' });
    expect(saved.status).toBe('pending');
    emulatorTestApi.advanceClock(3 * 3600_000);
    const mine = await gateway.get<{ records: { id: string; status: string; reply: string }[] }>('/im/consult/auth/myList');
    expect(mine.records[0]).toMatchObject({ id: saved.id, status: 'replied' });
    expect(mine.records[0].reply).not.toBe('');
    expect(consults.get(saved.id)?.repliedAt).toBeTruthy();
    // A 服务通知 of the notices emulator (docs/notices.md), listed among the system messages.
    expect(serviceNotices.find((m) => m.userId === 'U0001' && m.title === '咨询已回复')?.route).toBe('/myconsult');
  });
});
