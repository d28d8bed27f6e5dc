import { beforeEach, describe, expect, it } from 'vitest';
import { getCase } from '@/features/cases/api/get-case';
import { getMaterialInfo } from '@/features/matters/api/online/get-material-info';
import { signCommitment } from '@/features/matters/api/online/sign-commitment';
import { submitApplication } from '@/features/matters/api/online/submit-application';
import { uploadFiles } from '@/lib/http/upload';
import { matters } from '@/mocks/db/tables';
import { cases } from '@/mocks/features/cases/tables';
import { emulatorTestApi } from '@/mocks/node';
import { pngHeader } from '../../../utils/images';
import { startTestSession } from '../../../utils/session';

// 失业保险金申领 of the city allows 告知承诺制: its 解除或终止劳动关系证明 may be replaced by the signed commitment.
const matter = () => matters.find((m) => m.areaCode === '120100' && m.online && m.templateNo === 2)!;
const PROOF = '解除或终止劳动关系证明';
const signature = `data:image/png;base64,${'A'.repeat(400)}`;

const form = {
  reason: 'expire',
  leaveDate: '2026-10-31',
  lastEmployer: '天津市某某有限公司',
  insuredYears: '6',
  bank: 'ICBC',
  bankAccount: '6222020302001234567',
  notify: ['sms'],
};

async function apply(clientToken: string, withProof: boolean) {
  const m = matter();
  const specs = await getMaterialInfo(m.id);
  const [page] = await uploadFiles(new File([pngHeader(800, 600, 6000)], 'p.png', { type: 'image/png' }));
  const materials = specs.filter((s) => (s.name === PROOF ? withProof : s.required)).map((s) => ({ index: s.index, files: [page.url] }));
  return submitApplication({
    matterId: m.id,
    clientToken,
    draftedAt: Date.now(),
    applicant: { name: '刘桂兰', idcard: '12010319600918132X', mobile: '13800138000' },
    form,
    materials,
  });
}

describe('告知承诺 replaces a proof', () => {
  beforeEach(() => {
    emulatorTestApi.reset();
    startTestSession();
  });

  it('before signing, the proof is required and an application without it is refused', async () => {
    const proof = (await getMaterialInfo(matter().id)).find((s) => s.name === PROOF)!;
    expect(proof).toMatchObject({ required: true, byCommitment: true, waived: false });
    await expect(apply('t-unsigned', false)).rejects.toThrow(`请上传材料：${PROOF}`);
  });

  it('after signing, the proof may be left out: the case records it as replaced, accepted without 补正', async () => {
    await signCommitment({ matterId: matter().id, agreed: true, signature, points: 40 });
    const specs = await getMaterialInfo(matter().id);
    expect(specs.find((s) => s.name === PROOF)).toMatchObject({ required: false, byCommitment: true, waived: true });
    // Only proofs: the identity card is never replaced.
    expect(specs.filter((s) => s.waived).map((s) => s.name)).toEqual([PROOF]);
    const { id } = await apply('t-signed', false);
    const row = cases.get(id)!;
    expect(row.materials.find((m) => m.name === PROOF)).toMatchObject({ byCommitment: true, status: 'ok', files: [] });
    expect(row.events[row.events.length - 1].note).toContain(`以告知承诺替代：${PROOF}`);
    // The pre-review passes it: the case is accepted, nothing to fix.
    emulatorTestApi.advanceClock(31 * 60_000);
    const after = await getCase(id);
    expect(after.stage).toBe('accepted');
    expect(after.materials.find((m) => m.name === PROOF)).toMatchObject({ byCommitment: true, status: 'ok' });
  });

  it('a proof given anyway after signing is reviewed as any other material', async () => {
    await signCommitment({ matterId: matter().id, agreed: true, signature, points: 40 });
    const { id } = await apply('t-both', true);
    expect(cases.get(id)!.materials.find((m) => m.name === PROOF)).toMatchObject({ status: 'pending', files: [expect.anything()] });
    expect(cases.get(id)!.materials.find((m) => m.name === PROOF)?.byCommitment).toBeUndefined();
  });
});
