import { HttpResponse } from 'msw';
import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { fail, GATEWAY_PREFIX, handle, required, route, type SessionRow } from '@/mocks/gateway';
import { realNames } from '@/mocks/features/profile';
import { readPresentation, signPresentation } from './token';
import { archivedMaterials, certificateCopies, certificateEvents, certificates, presentations, type CertificateRow } from './tables';

/** The emulator's signing key for certificate codes (a real issuer keeps it in an HSM). */
const CODE_SECRET = 'ow-emulator-certificate-code-key';
/** How long one QR code passes; the app refreshes it before then. */
export const CODE_TTL_MS = 60_000;
const MAX_PURPOSE = 40;

/** Claims derived from the holder's birth date, disclosed instead of the date itself. */
const CLAIMS = [
  { key: 'age18', label: '年满18周岁', years: 18 },
  { key: 'age60', label: '年满60周岁', years: 60 },
];

function day(ms: number): string {
  // Dates as people in China read them (UTC+8), whatever the machine's zone.
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

function birthOf(cert: CertificateRow): string | null {
  const field = cert.fields.find((f) => f.key === 'birthDate')?.value;
  if (field) return field;
  if (cert.type === 'idCard' && /^\d{17}[\dX]$/.test(cert.holder))
    return `${cert.holder.slice(6, 10)}-${cert.holder.slice(10, 12)}-${cert.holder.slice(12, 14)}`;
  return null;
}

function ageAt(birth: string, now: number): number {
  const today = day(now);
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) >= birth.slice(5) ? years : years - 1;
}

/** Every key that can be disclosed on its own: the fields, then the claims the certificate supports. */
function disclosable(cert: CertificateRow): { key: string; label: string }[] {
  const claims = birthOf(cert) ? CLAIMS.map(({ key, label }) => ({ key, label })) : [];
  return [...cert.fields.map(({ key, label }) => ({ key, label })), ...claims];
}

function disclose(cert: CertificateRow, keys: string[], now: number): { key: string; label: string; value: string }[] {
  const birth = birthOf(cert);
  return keys.map((key) => {
    const field = cert.fields.find((f) => f.key === key);
    if (field) return { ...field };
    const claim = CLAIMS.find((c) => c.key === key);
    if (claim && birth) return { key, label: claim.label, value: ageAt(birth, now) >= claim.years ? '是' : '否' };
    return fail(`不能出示的信息项：${key}`);
  });
}

function mask(value: string): string {
  if (value.length <= 6) return `${value.slice(0, 1)}${'*'.repeat(Math.max(0, value.length - 1))}`;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/** The holder's id number of the session's user, or null before real-name verification. */
function holderOf(session: SessionRow): string | null {
  return realNames.get(session.userId)?.canonical ?? null;
}

function ownCertificate(session: SessionRow, id: unknown): CertificateRow {
  const certId = required(id, '证照编号');
  const holder = holderOf(session);
  if (!holder) fail('请先完成实名认证');
  const cert = certificates.get(certId);
  // Someone else's certificate is answered like a missing one.
  if (!cert || cert.holder !== holder) fail('未找到该证照', 404);
  return cert as CertificateRow;
}

function summary(cert: CertificateRow) {
  const name = cert.fields.find((f) => f.key === 'name' || f.key === 'legalPerson')?.value ?? '';
  return {
    id: cert.id,
    type: cert.type,
    typeName: cert.typeName,
    holderName: name,
    maskedNumber: mask(cert.number),
    issuer: cert.issuer,
    issuedAt: cert.issuedAt,
    validUntil: cert.validUntil,
  };
}

function log(certId: string, kind: 'show' | 'verify' | 'copy' | 'open', ok: boolean, actor: string, detail: string): void {
  certificateEvents.insert({ id: newId('CE'), certId, kind, ok, actor, detail, at: clock.now() });
}

function purposeOf(raw: unknown): string {
  const purpose = String(raw ?? '').trim();
  if (Array.from(purpose).length > MAX_PURPOSE) fail(`用途不能超过${MAX_PURPOSE}个字`);
  return purpose;
}

function issueCode(presentationId: string) {
  const p = presentations.get(presentationId);
  if (!p) return fail('出示已结束', 404);
  const now = clock.now();
  const exp = now + CODE_TTL_MS;
  const code = signPresentation({ p: p.id, c: p.certId, f: p.fields, iat: now, exp }, CODE_SECRET);
  return { presentationId: p.id, code, issuedAt: now, expiresAt: exp, ttlSeconds: CODE_TTL_MS / 1000 };
}

const REASONS: Record<string, string> = {
  malformed: '不是有效的电子证照核验码',
  signature: '核验码签名无效，可能被篡改',
  expired: '核验码已过期，请持证人刷新后重新出示',
  ended: '持证人已结束出示',
  missing: '证照不存在或已注销',
};

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** The copy as an SVG picture, the watermark (purpose, date, copy number) drawn into it. */
function copySvg(cert: CertificateRow, purpose: string, date: string, copyId: string): string {
  const mark = escapeXml(`仅供${purpose}使用 · ${date} · ${copyId}`);
  const lines = cert.fields
    .map((f, i) => `<text x="40" y="${150 + i * 40}" font-size="22" fill="#1f2937">${escapeXml(f.label)}：${escapeXml(f.value)}</text>`)
    .join('');
  const marks: string[] = [];
  for (let y = -100; y < 700; y += 110)
    for (let x = -200; x < 900; x += 420)
      marks.push(
        `<text x="${x}" y="${y}" font-size="22" fill="#c0392b" fill-opacity="0.28" transform="rotate(-25 ${x} ${y})">${mark}</text>`,
      );
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="720" height="${210 + cert.fields.length * 40}" viewBox="0 0 720 ${210 + cert.fields.length * 40}" role="img" aria-label="${escapeXml(`${cert.typeName}副本，${mark}`)}">
<rect width="100%" height="100%" fill="#fffdf5" stroke="#b45309" stroke-width="6"/>
<text x="40" y="70" font-size="32" font-weight="bold" fill="#7c2d12">${escapeXml(cert.typeName)}（电子证照副本）</text>
<text x="40" y="108" font-size="18" fill="#374151">证照编号：${escapeXml(cert.number)} · 发证机关：${escapeXml(cert.issuer)}</text>
${lines}
<text x="40" y="${170 + cert.fields.length * 40}" font-size="18" fill="#374151">有效期至：${escapeXml(cert.validUntil)} · 副本用途：${escapeXml(purpose)} · 生成日期：${escapeXml(date)}</text>
${marks.join('')}
</svg>`;
}

export const handlers = [
  /** The user's certificates (summaries), found through their verified identity. */
  handle('get', '/service-xzyd/certificate/list', ({ requireSession }) => {
    const holder = holderOf(requireSession());
    if (!holder) return { verified: false, certificates: [] };
    return { verified: true, certificates: certificates.filter((c) => c.holder === holder).map(summary) };
  }),

  /** One certificate with its fields and what can be disclosed alone. */
  handle('get', '/service-xzyd/certificate/detail', ({ query, requireSession }) => {
    const cert = ownCertificate(requireSession(), query.get('id'));
    return { ...summary(cert), fields: cert.fields, disclosable: disclosable(cert) };
  }),

  /** Starts a showing (亮证) of chosen items and answers its first signed code. */
  handle('post', '/service-xzyd/certificate/present', ({ body, requireSession }) => {
    const session = requireSession();
    const cert = ownCertificate(session, body.certId);
    const keys = Array.isArray(body.fields) ? body.fields.map(String) : [];
    if (keys.length === 0) fail('请至少选择一项出示的信息');
    const allowed = new Set(disclosable(cert).map((d) => d.key));
    for (const k of keys) if (!allowed.has(k)) fail(`不能出示的信息项：${k}`);
    const fields = [...new Set(keys)];
    const purpose = purposeOf(body.purpose);
    const p = presentations.insert({
      id: newId('P'),
      certId: cert.id,
      userId: session.userId,
      fields,
      purpose,
      startedAt: clock.now(),
      endedAt: null,
    });
    const labels = disclose(cert, fields, clock.now())
      .map((d) => d.label)
      .join('、');
    log(cert.id, 'show', true, '本人', `出示${labels}${purpose ? `，用途：${purpose}` : ''}`);
    return { ...issueCode(p.id), disclosed: disclose(cert, fields, clock.now()) };
  }),

  /** A fresh code for a showing still open. */
  handle('post', '/service-xzyd/certificate/present/refresh', ({ body, requireSession }) => {
    const session = requireSession();
    const p = presentations.get(required(body.presentationId, '出示编号'));
    if (!p || p.userId !== session.userId) return fail('出示不存在', 404);
    if (p.endedAt !== null) return fail('出示已结束');
    return issueCode(p.id);
  }),

  /** Ends a showing: its codes stop passing even before they expire. */
  handle('post', '/service-xzyd/certificate/present/end', ({ body, requireSession }) => {
    const session = requireSession();
    const p = presentations.get(required(body.presentationId, '出示编号'));
    if (!p || p.userId !== session.userId) return fail('出示不存在', 404);
    if (p.endedAt === null) presentations.update(p.id, { endedAt: clock.now() });
    return true;
  }),

  /**
   * Verifies a code (what a hall's scanner does): signature, expiry on the emulator's clock,
   * the showing still open. Answers only the disclosed items; every attempt is logged.
   */
  handle('post', '/service-xzyd/certificate/anon/verify', ({ body }) => {
    const code = required(body.code, '核验码');
    const verifier =
      String(body.verifier ?? '')
        .trim()
        .slice(0, 40) || '未署名核验方';
    const now = clock.now();
    const read = readPresentation(code, CODE_SECRET, now);
    if (!read.ok) {
      // A stale code's signature held, so its certificate is known: the holder sees the attempt.
      if (read.reason === 'expired' && certificates.get(read.payload.c)) log(read.payload.c, 'verify', false, verifier, REASONS.expired);
      return { valid: false, reason: read.reason, message: REASONS[read.reason], verifiedAt: now };
    }
    const { payload } = read;
    const p = presentations.get(payload.p);
    const cert = certificates.get(payload.c);
    if (!cert) return { valid: false, reason: 'missing', message: REASONS.missing, verifiedAt: now };
    if (!p || p.endedAt !== null) {
      log(cert.id, 'verify', false, verifier, REASONS.ended);
      return { valid: false, reason: 'ended', message: REASONS.ended, verifiedAt: now };
    }
    log(
      cert.id,
      'verify',
      true,
      verifier,
      `核验通过，查看了${disclose(cert, payload.f, now)
        .map((d) => d.label)
        .join('、')}`,
    );
    return {
      valid: true,
      message: '核验通过',
      verifiedAt: now,
      certificate: { typeName: cert.typeName, issuer: cert.issuer, validUntil: cert.validUntil },
      disclosed: disclose(cert, payload.f, now),
      expiresAt: payload.exp,
    };
  }),

  /** Who showed, verified or opened a certificate (newest first). */
  handle('get', '/service-xzyd/certificate/events', ({ query, requireSession }) => {
    const cert = ownCertificate(requireSession(), query.get('certId'));
    return certificateEvents
      .filter((e) => e.certId === cert.id)
      .sort((a, b) => b.at - a.at)
      .map(({ id, kind, ok, actor, detail, at }) => ({ id, kind, ok, actor, detail, at }));
  }),

  /** A watermarked copy for one purpose; answers its address. */
  handle('post', '/service-xzyd/certificate/copy', ({ body, request, requireSession }) => {
    const session = requireSession();
    const cert = ownCertificate(session, body.certId);
    const purpose = purposeOf(body.purpose);
    if (!purpose) fail('请填写副本用途');
    const copy = certificateCopies.insert({ id: newId('CP'), certId: cert.id, userId: session.userId, purpose, createdAt: clock.now() });
    log(cert.id, 'copy', true, '本人', `生成副本，用途：${purpose}`);
    const path = new URL(request.url).pathname;
    const base = path.slice(0, path.indexOf('/service-xzyd/'));
    const date = day(copy.createdAt);
    return {
      copyId: copy.id,
      url: `${base}/certificate/copies/${copy.id}/${encodeURIComponent(`${cert.typeName}副本`)}.svg`,
      purpose,
      date,
      watermark: `仅供${purpose}使用 · ${date}`,
    };
  }),

  // Public like a file address (an <img> loads it); the id is unguessable and each open is logged.
  route('get', `*${GATEWAY_PREFIX}/certificate/copies/:copyId/:name`, ({ params }) => {
    const copy = certificateCopies.get(String(params.copyId));
    const cert = copy ? certificates.get(copy.certId) : undefined;
    if (!copy || !cert) return new HttpResponse('文件不存在', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    log(cert.id, 'open', true, '副本查看', `打开了用途为“${copy.purpose}”的副本`);
    return new HttpResponse(copySvg(cert, copy.purpose, day(copy.createdAt), copy.id), {
      status: 200,
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  }),

  /** The user's archived materials (from applications and cases). */
  handle('get', '/service-xzyd/certificate/materials', ({ requireSession }) => {
    const holder = holderOf(requireSession());
    if (!holder) return [];
    return archivedMaterials
      .filter((m) => m.holder === holder)
      .sort((a, b) => b.archivedAt.localeCompare(a.archivedAt))
      .map(({ holder: _h, ...m }) => m);
  }),

  /** One archived material of the user. */
  handle('get', '/service-xzyd/certificate/material', ({ query, requireSession }) => {
    const holder = holderOf(requireSession());
    const m = archivedMaterials.get(required(query.get('id'), '材料编号'));
    if (!m || !holder || m.holder !== holder) return fail('未找到该材料', 404);
    const { holder: _h, ...rest } = m;
    return rest;
  }),
];
