import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseStage } from '@/contract/online';
import { getCase } from '@/features/cases/api/get-case';
import { getMaterialInfo } from '@/features/matters/api/online/get-material-info';
import { submitApplication } from '@/features/matters/api/online/submit-application';
import { gateway } from '@/lib/http/client';
import { uploadFiles } from '@/lib/http/upload';
import { DECIDE_MS, PRE_REVIEW_MS, REVIEW_START_MS } from '@/mocks/features/cases/lifecycle';
import { parentStage } from '@/mocks/features/cases/one-thing';
import { cases } from '@/mocks/features/cases/tables';
import { evaluations } from '@/mocks/features/rating/tables';
import { emulatorTestApi } from '@/mocks/node';
import { pngHeader } from '../../../utils/images';
import { startTestSession } from '../../../utils/session';

describe('the parent of a 一件事 case follows its children', () => {
  it.each<[CaseStage[], CaseStage]>([
    [['received', 'received', 'received'], 'received'],
    [['accepted', 'received', 'reviewing'], 'received'],
    [['accepted', 'reviewing', 'reviewing'], 'accepted'],
    [['reviewing', 'approved', 'reviewing'], 'reviewing'],
    [['approved', 'approved'], 'approved'],
    [['approved', 'rejected'], 'approved'],
    [['rejected', 'rejected'], 'rejected'],
    [['returned', 'accepted'], 'returned'],
    [['approved', 'returned'], 'returned'],
  ])('children %j → parent %s', (children, parent) => {
    expect(parentStage(children)).toBe(parent);
  });
});

interface Children {
  parent: { id: string; stage: CaseStage; kind: string; childCount: number };
  children: { id: string; matterName: string; stage: CaseStage; kind: string }[];
}

async function applyBirth(clientToken: string, legible = true) {
  const specs = await getMaterialInfo('OT01');
  const [page] = await uploadFiles(new File([pngHeader(800, 600, legible ? 6000 : 600)], 'p.png', { type: 'image/png' }));
  const [good] = await uploadFiles(new File([pngHeader(800, 600, 6000)], 'q.png', { type: 'image/png' }));
  return submitApplication({
    matterId: 'OT01',
    clientToken,
    draftedAt: Date.now(),
    applicant: { name: '张三', idcard: '120101199001010017', mobile: '13800138000' },
    form: { purpose: '新生儿出生，一次办理出生一件事', delivery: 'window' },
    materials: specs.filter((s) => s.required).map((s, i) => ({ index: s.index, files: [i === 0 ? page.url : good.url] })),
  });
}

describe('emulator: 一件事 applied for online', () => {
  beforeEach(() => {
    emulatorTestApi.reset();
    startTestSession();
  });

  it('reads the bundle as a matter: its one materials list, the general form, online', async () => {
    const info = await gateway.get<{ name: string; online: boolean; formId: string; materialCount: number }>(
      '/online-processing/anon/implOnline/info',
      { matterId: 'OT01' },
    );
    expect(info).toMatchObject({ name: '出生一件事', online: true, formId: 'F-GENERAL', materialCount: 4 });
    const specs = await getMaterialInfo('OT01');
    expect(specs.map((s) => [s.name, s.required])).toEqual([
      ['出生医学证明自填单', true],
      ['父母双方居民身份证', true],
      ['父母一方的居民户口簿', true],
      ['结婚证（已婚的）', false],
    ]);
  });

  it('makes the parent case and one sub-case per member matter; staff review each on the clock; the parent follows and is rated once', async () => {
    const sent = await applyBirth('ot-1');
    expect((await applyBirth('ot-1')).id).toBe(sent.id);
    const tree = await gateway.get<Children>('/service-xzyd/case/children', { id: sent.id });
    expect(tree.parent).toMatchObject({ kind: 'combined', stage: 'received', childCount: 4 });
    expect(tree.children.map((c) => c.kind)).toEqual(['sub', 'sub', 'sub', 'sub']);
    expect(new Set(tree.children.map((c) => c.matterName)).size).toBe(4);
    // 我的办件 counts the bundle once.
    const list = await gateway.get<{ records: { id: string }[] }>('/service-xzyd/case/list', { status: 'doing' });
    expect(list.records.map((r) => r.id)).toEqual([sent.id]);

    emulatorTestApi.advanceClock(PRE_REVIEW_MS);
    let parent = await getCase(sent.id);
    expect(parent.stage).toBe('accepted');
    expect(parent.events.map((e) => e.title)).toContain('已受理');
    // One department is quicker: its sub-case is done, the parent still waits for the others.
    const quick = cases.get(`${sent.id}-1`)!;
    cases.update(quick.id, { stage: 'approved', stageSince: emulatorTestApi.now() });
    emulatorTestApi.advanceClock(REVIEW_START_MS);
    parent = await getCase(sent.id);
    expect(parent.stage).toBe('reviewing');
    expect(evaluations.all().filter((e) => e.id === `EV-${sent.id}`)).toHaveLength(0);

    emulatorTestApi.advanceClock(DECIDE_MS);
    parent = await getCase(sent.id);
    expect(parent.stage).toBe('approved');
    expect(parent.events.at(-1)).toMatchObject({ title: '已办结', note: '4个子办件均已办结。' });
    expect(parent.evaluation).toMatchObject({ id: `EV-${sent.id}`, status: 'pending' });
    // Sub-cases are not rated on their own.
    expect(evaluations.all().filter((e) => e.id.startsWith(`EV-${sent.id}-`))).toHaveLength(0);
  });

  it('a material every sub-case returns is fixed once on the parent, and all of them are reviewed again', async () => {
    const sent = await applyBirth('ot-2', false);
    emulatorTestApi.advanceClock(PRE_REVIEW_MS);
    const parent = await getCase(sent.id);
    expect(parent.stage).toBe('returned');
    const returned = parent.materials.filter((m) => m.status === 'returned');
    expect(returned.map((m) => m.name)).toEqual(['出生医学证明自填单']);
    expect(parent.supplementDueAt).not.toBeNull();
    const tree = await gateway.get<Children>('/service-xzyd/case/children', { id: sent.id });
    expect(tree.children.every((c) => c.stage === 'returned')).toBe(true);

    const [fixed] = await uploadFiles(new File([pngHeader(800, 600, 6000)], 'fix.png', { type: 'image/png' }));
    await gateway.post('/service-xzyd/case/supplement', { id: sent.id, materials: [{ index: returned[0].index, files: [fixed.url] }] });
    const again = await gateway.get<Children>('/service-xzyd/case/children', { id: sent.id });
    expect(again.parent.stage).toBe('received');
    expect(again.children.every((c) => c.stage === 'received')).toBe(true);
    emulatorTestApi.advanceClock(PRE_REVIEW_MS);
    expect((await getCase(sent.id)).stage).toBe('accepted');
  });
});
