// The messaging socket (docs/contract.md section 7, docs/messaging.md): JSON text frames; `auth` first
// (authOk with the userId, or authFail code 401); ping -> pong; send -> ack with tmpId and msgIdx.
// A frame before auth and an unknown frame type should get an error frame (ignoring them is a WARN).
import { expect, pass, payloadOf, warn } from '../expect.mjs';

/** How long a frame that is answered, if at all, is waited for before it counts as ignored. */
const QUIET_MS = 2000;
/** How long an answer the protocol requires is waited for. */
const ANSWER_MS = 5000;

const show = (frame) => (frame ? JSON.stringify(frame).slice(0, 160) : 'nothing');

/** An authenticated connection of the shared session. */
async function authed(ctx) {
  const session = await ctx.session();
  const conn = await ctx.socket();
  conn.send({ type: 'auth', token: session.token, secret: session.secret });
  const answer = await conn.next((f) => f.type === 'authOk' || f.type === 'authFail' || f.type === 'error', ANSWER_MS);
  expect(
    answer?.type === 'authOk',
    () => `auth with the session: expected authOk, got ${show(answer)}${conn.closeInfo ? ` (closed ${conn.closeInfo.code})` : ''}`,
  );
  return { conn, session, userId: answer.userId };
}

const closedText = (conn) =>
  conn.closeInfo ? `closed ${conn.closeInfo.code}${conn.closeInfo.reason ? ` ${conn.closeInfo.reason}` : ''}` : '';

export const checks = [
  {
    id: 'socket.before-auth',
    name: 'a frame before auth gets an error (or is ignored: WARN)',
    async run(ctx) {
      const conn = await ctx.socket();
      conn.send({ type: 'ping' });
      const answer = await conn.next(() => true, QUIET_MS);
      if (answer?.type === 'error') return pass(`ping before auth: ${show(answer)}`);
      expect(!answer, () => `ping before auth was answered as if authenticated: ${show(answer)}`);
      if (conn.closeInfo) return pass(`ping before auth: the server ${closedText(conn)}`);
      return warn(`ping before auth was ignored for ${QUIET_MS / 1000} s (an error frame tells a client what went wrong)`);
    },
  },
  {
    id: 'socket.auth',
    name: 'auth with the session gets authOk',
    async run(ctx) {
      const { userId } = await authed(ctx);
      expect(typeof userId === 'string' && userId, () => `authOk without a userId`);
      return `authOk, userId ${userId}`;
    },
  },
  {
    id: 'socket.bad-auth',
    name: 'auth with a bogus session gets authFail code 401',
    async run(ctx) {
      const conn = await ctx.socket();
      conn.send({ type: 'auth', token: `contract-check-bogus-${Date.now()}`, secret: 'contract-check-bogus' });
      const answer = await conn.next((f) => f.type === 'authOk' || f.type === 'authFail' || f.type === 'error', ANSWER_MS);
      expect(
        answer?.type === 'authFail' && Number(answer.code) === 401,
        () => `expected {type:'authFail', code:401}, got ${show(answer)} ${closedText(conn)}`,
      );
      const closed = await Promise.race([conn.closed, new Promise((r) => setTimeout(() => r(null), 1500))]);
      return `${show(answer)}${closed ? `, then ${closedText(conn)}` : ' (the socket stays open)'}`;
    },
  },
  {
    id: 'socket.ping',
    name: 'ping gets pong',
    async run(ctx) {
      const { conn } = await authed(ctx);
      const started = performance.now();
      conn.send({ type: 'ping' });
      const pong = await conn.next((f) => f.type === 'pong' || f.type === 'error', ANSWER_MS);
      expect(pong?.type === 'pong', () => `expected {type:'pong'} within ${ANSWER_MS / 1000} s, got ${show(pong)} ${closedText(conn)}`);
      return `pong in ${Math.round(performance.now() - started)} ms`;
    },
  },
  {
    id: 'socket.send',
    name: 'send gets ack with tmpId and msgIdx',
    async run(ctx) {
      const { conn, session } = await authed(ctx);
      const staff = payloadOf(
        await ctx.call('GET', '/im/msg/auth/staffList', { session }),
        'GET /im/msg/auth/staffList (whom to write to)',
      );
      const toId = Array.isArray(staff) ? staff[0]?.peerId : undefined;
      expect(toId, 'GET /im/msg/auth/staffList lists nobody to write to');
      const tmpId = `contract-check-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      conn.send({ type: 'send', data: { tmpId, toId, topic: '', type: 'text', content: '【接口契约检查】自动发送的测试消息，请忽略。' } });
      const ack = await conn.next((f) => (f.type === 'ack' || f.type === 'nack') && f.tmpId === tmpId, ANSWER_MS);
      expect(
        ack?.type === 'ack',
        () => `expected {type:'ack', tmpId, msgIdx} within ${ANSWER_MS / 1000} s, got ${show(ack)} ${closedText(conn)}`,
      );
      expect(Number.isInteger(ack.msgIdx) && ack.msgIdx > 0, () => `ack without a positive whole msgIdx: ${show(ack)}`);
      expect(ack.createTime !== undefined, () => `ack without createTime: ${show(ack)}`);
      ctx.shared.sent = { tmpId, toId, msgIdx: ack.msgIdx };
      return `text to ${toId}: ack msgIdx ${ack.msgIdx}`;
    },
  },
  {
    id: 'socket.send-again',
    name: 'the same tmpId sent again is acked with the first msgIdx',
    recommended: true,
    async run(ctx) {
      const { conn, session } = await authed(ctx);
      let first = ctx.shared.sent;
      if (!first) {
        const staff = payloadOf(await ctx.call('GET', '/im/msg/auth/staffList', { session }), 'GET /im/msg/auth/staffList');
        first = { tmpId: `contract-check-${Date.now()}`, toId: staff?.[0]?.peerId };
      }
      const frame = {
        type: 'send',
        data: { tmpId: first.tmpId, toId: first.toId, topic: '', type: 'text', content: '【接口契约检查】自动发送的测试消息，请忽略。' },
      };
      const acks = [];
      const times = first.msgIdx ? 1 : 2;
      for (let i = 0; i < times; i++) {
        conn.send(frame);
        const ack = await conn.next((f) => (f.type === 'ack' || f.type === 'nack') && f.tmpId === first.tmpId, ANSWER_MS);
        expect(ack?.type === 'ack', () => `sending tmpId ${first.tmpId}: expected an ack, got ${show(ack)}`);
        acks.push(ack.msgIdx);
      }
      const firstIdx = first.msgIdx ?? acks[0];
      const lastIdx = acks[acks.length - 1];
      expect(lastIdx === firstIdx, () => `the repeat got msgIdx ${lastIdx}, the first sending ${firstIdx}: the message is stored twice`);
      return `the repeat of ${first.tmpId} got msgIdx ${lastIdx} again`;
    },
  },
  {
    id: 'socket.unknown-type',
    name: 'an unknown frame type gets an error (or is ignored: WARN)',
    async run(ctx) {
      const { conn } = await authed(ctx);
      conn.send({ type: 'contractCheckNoSuchType' });
      const answer = await conn.next((f) => f.type !== 'unread' && f.type !== 'msg', QUIET_MS);
      if (answer?.type === 'error') return pass(show(answer));
      expect(!answer, () => `an unknown frame type was answered with ${show(answer)}`);
      if (conn.closeInfo)
        return warn(`the server ${closedText(conn)} on an unknown frame type (a client of a newer protocol loses its socket)`);
      conn.send({ type: 'ping' });
      const pong = await conn.next((f) => f.type === 'pong', ANSWER_MS);
      expect(pong, 'after an unknown frame type the socket no longer answers ping');
      return warn(`an unknown frame type was ignored for ${QUIET_MS / 1000} s (the socket still answers ping)`);
    },
  },
];
