import { beforeEach, describe, expect, it } from 'vitest';
import { editAgency } from '@/features/agency/api/edit-agency';
import { editAndSign } from '@/features/agency/api/edit-and-sign';
import { getAddressBook } from '@/features/agency/api/address-book';
import { listAgency } from '@/features/agency/api/list-agency';
import { queryAgency } from '@/features/agency/api/query-agency';
import { saveAgency } from '@/features/agency/api/save-agency';
import { updateAgencyStatus } from '@/features/agency/api/update-agency-status';
import { sha256Hex } from '@/features/agency/signing-record';
import { agencyRequests, staff } from '@/mocks/features/agency/tables';
import { emulatorTestApi } from '@/mocks/node';
import type { SaveAgencyParams } from '@/features/agency/types';

const CITIZEN = { userId: 'U0001', mobile: '13800138000' };
const PRINCIPAL = { userId: 'U7777', mobile: '13911112222' };
const WANG = { userId: 'M13600136001', mobile: '13600136001' };
const LI = { userId: 'M13600136002', mobile: '13600136002' };
const VOLUNTEER = { userId: 'M13600136004', mobile: '13600136004' };

const sessions = new Map<string, { token: string; secret: string }>();
function as(who: { userId: string; mobile: string }) {
  let s = sessions.get(who.mobile);
  if (!s) {
    s = emulatorTestApi.startSession(who);
    sessions.set(who.mobile, s);
  }
  window.sessionStorage.setItem('token', s.token);
  window.sessionStorage.setItem('secret', s.secret);
}

const forRelative: SaveAgencyParams = {
  forWhom: 'relative',
  applicantName: '张伟',
  contactMobile: '13800138000',
  matterName: '城乡居民基本养老保险待遇申领',
  matterId: 'M12010100',
  preferredTime: '工作日上午',
  principalName: '张秀英',
  principalIdcard: '12010119500307002X',
  principalMobile: PRINCIPAL.mobile,
  relation: '父母',
  consent: { agreed: true, statement: '张秀英同意由张伟代为申请' },
};

beforeEach(() => {
  emulatorTestApi.reset();
  sessions.clear();
});

async function applied() {
  as(CITIZEN);
  const { id } = await saveAgency(forRelative);
  return id;
}

describe('emulator: agency requests', () => {
  it('validates a save like a server: consent, id card, relation', async () => {
    as(CITIZEN);
    await expect(saveAgency({ ...forRelative, consent: { agreed: false, statement: '' } })).rejects.toMatchObject({
      message: '请先取得亲属同意并确认授权',
    });
    await expect(saveAgency({ ...forRelative, principalIdcard: '123' })).rejects.toMatchObject({ message: '亲属身份证号格式不正确' });
    await expect(saveAgency({ ...forRelative, relation: '朋友' })).rejects.toMatchObject({ message: '与申请人关系不正确' });
    await expect(saveAgency({ ...forRelative, matterId: 'nope' })).rejects.toMatchObject({ message: '事项不存在' });
    expect(agencyRequests.all()).toHaveLength(2);
  });

  it('only one of two staff members gets the grab; the other is told who took it', async () => {
    const id = await applied();
    as(WANG);
    const pool = await listAgency('pool');
    const seen = pool.records.find((r) => r.id === id)!;
    expect(seen.contactMobile).toBe('138****8000');
    as(LI);
    const liSaw = (await listAgency('pool')).records.find((r) => r.id === id)!;
    // Both saw version 1; whoever sends first wins, the second is refused and told who took it.
    as(LI);
    await expect(updateAgencyStatus({ id, status: 'grabbed', version: liSaw.version })).resolves.toMatchObject({ assigneeName: '李强' });
    as(WANG);
    await expect(updateAgencyStatus({ id, status: 'grabbed', version: seen.version })).rejects.toMatchObject({
      code: 409,
      message: '该请求已被李强接单',
    });
    expect(agencyRequests.get(id)).toMatchObject({ status: 'grabbed', version: 2 });
  });

  it('a grab greets the citizen; the principal sees every status change; the other staff cannot act', async () => {
    const id = await applied();
    as(WANG);
    const grabbed = await updateAgencyStatus({ id, status: 'grabbed', version: 1 });
    expect(grabbed).toMatchObject({ status: 'grabbed', assigneeName: '王芳', contactMobile: '13800138000' });
    as(LI);
    await expect(queryAgency(id)).rejects.toMatchObject({ message: '该请求已被王芳接单' });
    await expect(updateAgencyStatus({ id, status: 'inProgress' })).rejects.toMatchObject({
      kind: 'business',
      code: 409,
      message: '该请求已被王芳接单',
    });
    as(WANG);
    await updateAgencyStatus({ id, status: 'inProgress' });
    await updateAgencyStatus({ id, status: 'waitingCitizen', note: '请补充户口簿照片' });
    as(CITIZEN);
    const mine = await queryAgency(id);
    expect(mine.messages.map((m) => m.type)).toContain('grabOrders');
    expect(mine.messages.some((m) => m.from === 'staff' && m.content.includes('王芳'))).toBe(true);
    expect(mine.moves).toEqual(['inProgress', 'cancelled']);
    await editAgency({ id, message: '已补充，请查收' });
    as(PRINCIPAL);
    const theirs = (await listAgency('mine')).records;
    expect(theirs.map((r) => r.id)).toEqual([id]);
    expect(theirs[0].history.map((h) => h.status)).toEqual(['submitted', 'grabbed', 'inProgress', 'waitingCitizen']);
    expect(theirs[0].viewer).toBe('principal');
    await expect(updateAgencyStatus({ id, status: 'cancelled', note: 'x' })).rejects.toMatchObject({ code: 403 });
  });

  it('binds a signature to the document it signs and refuses short or mismatched ones', async () => {
    const id = await applied();
    as(WANG);
    await updateAgencyStatus({ id, status: 'grabbed' });
    const doc = await updateAgencyStatus({ id, status: 'inProgress' });
    const text = 'document' in doc ? doc.document : '';
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const hash = await sha256Hex(text);
    await expect(editAndSign({ id, image, points: 5, docHash: hash, device: 'test' })).rejects.toMatchObject({
      message: '签名过短，请重新签名',
    });
    await expect(editAndSign({ id, image, points: 80, docHash: await sha256Hex(`${text}改`), device: 'test' })).rejects.toMatchObject({
      message: '文书内容已变化，请核对后重新签名',
    });
    await expect(updateAgencyStatus({ id, status: 'signed' })).rejects.toMatchObject({ message: '请通过手写签名提交' });
    const signed = await editAndSign({ id, image, points: 80, docHash: hash, device: 'Chromium 390x844@3x' });
    expect(signed.signature).toMatchObject({ docHash: hash, device: 'Chromium 390x844@3x', signerName: '王芳' });
    await updateAgencyStatus({ id, status: 'done' });
    as(CITIZEN);
    expect(await queryAgency(id)).toMatchObject({ status: 'done', signature: { docHash: hash } });
    await expect(updateAgencyStatus({ id, status: 'cancelled', note: '不要了' })).rejects.toMatchObject({
      message: '申请已办结，不能再变更',
    });
  });

  it('the owner cancels with a reason; then no staff can grab it', async () => {
    const id = await applied();
    await expect(updateAgencyStatus({ id, status: 'cancelled' })).rejects.toMatchObject({ message: '请填写取消原因' });
    await updateAgencyStatus({ id, status: 'cancelled', note: '已自行办理' });
    as(WANG);
    await expect(updateAgencyStatus({ id, status: 'grabbed', version: 2 })).rejects.toMatchObject({ message: '申请已取消，不能再变更' });
  });

  it('staff rules: volunteers cannot grab and see masked numbers; off-duty staff cannot grab; citizens have no address book', async () => {
    const id = await applied();
    as(VOLUNTEER);
    await expect(updateAgencyStatus({ id, status: 'grabbed' })).rejects.toMatchObject({ code: 403 });
    const book = await getAddressBook();
    expect(book.find((s) => s.name === '王芳')).toMatchObject({ mobile: '136****6001', masked: true });
    as(WANG);
    expect((await getAddressBook()).find((s) => s.name === '李强')).toMatchObject({ mobile: '13600136002', masked: false });
    staff.update('S001', { onDuty: false });
    await expect(updateAgencyStatus({ id, status: 'grabbed' })).rejects.toMatchObject({ message: '请先切换为在岗状态再接单' });
    as(CITIZEN);
    await expect(getAddressBook()).rejects.toMatchObject({ code: 403 });
    await expect(listAgency('pool')).rejects.toMatchObject({ code: 403 });
  });
});
