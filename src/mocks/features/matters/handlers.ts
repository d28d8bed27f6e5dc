import { HttpResponse, type HttpHandler } from 'msw';
import type { SelfTest } from '@/contract/matter';
import { areas, halls, matters, windows, type AreaRow, type MatterRow } from '@/mocks/db/tables';
import { ApiError, applyFaults, fail, handle, paged, required, route } from '@/mocks/gateway';
import { clock } from '@/mocks/clock';
import { CATALOGUE_TYPE_OF, certificates } from '@/mocks/features/certificates';
import { liveHall } from '@/mocks/features/halls';
import { realNames } from '@/mocks/features/profile';
import { findIn, normalize, rank, expand } from './search';
import { certificateTypes, combos, laws, machines, oneThings, searchLog, selfTests, type MachineRow } from './tables';

// Calls of the matters feature; docs/matters.md lists them exactly as served here.

function areaOf(code: string | null): AreaRow {
  const a = areas.get(required(code, '区域编码'));
  if (!a) fail('未找到该区域信息', 404);
  return a as AreaRow;
}

/** The code prefix of everything inside an area (a city holds its districts). */
function prefixOf(area: AreaRow): string {
  return area.level <= 1 ? area.code.slice(0, 2) : area.level === 2 ? area.code.slice(0, 4) : area.code;
}

const LEVEL_NAMES = { city: '市级', district: '区级', street: '街道（乡镇）级' } as const;

/** Matters of an area: `own` only the area's own rows, `inside` also those of its districts. */
function mattersOf(area: AreaRow, scope: string | null): MatterRow[] {
  if (scope === 'inside') {
    const prefix = prefixOf(area);
    return matters.filter((m) => m.areaCode.startsWith(prefix));
  }
  return matters.filter((m) => m.areaCode === area.code);
}

/** One row per catalogue matter: the area's own row first, else the first found inside it. */
function distinct(rows: MatterRow[], areaCode: string): MatterRow[] {
  const byTemplate = new Map<number, MatterRow>();
  for (const m of rows) {
    const seen = byTemplate.get(m.templateNo);
    if (!seen || (seen.areaCode !== areaCode && m.areaCode === areaCode)) byTemplate.set(m.templateNo, m);
  }
  return [...byTemplate.values()];
}

/** The row of a catalogue matter for an area: its own, its city's, or the first of its districts. */
function matterFor(templateNo: number, areaCode: string): MatterRow | undefined {
  const rows = matters.filter((m) => m.templateNo === templateNo);
  const area = areas.get(areaCode);
  return (
    rows.find((m) => m.areaCode === areaCode) ??
    rows.find((m) => area?.parent === m.areaCode) ??
    rows.find((m) => area && m.areaCode.startsWith(prefixOf(area))) ??
    rows[0]
  );
}

function areaName(code: string): string {
  return areas.get(code)?.name ?? '';
}

function summary(m: MatterRow) {
  return {
    id: m.id,
    name: m.name,
    category: m.category,
    theme: m.theme,
    departmentName: m.departmentName,
    online: m.online,
    hot: m.hot,
    level: m.level,
    levelName: LEVEL_NAMES[m.level],
    audience: m.audience,
    areaCode: m.areaCode,
    areaName: areaName(m.areaCode),
    promiseDays: m.promiseDays,
    crossProvince: m.crossProvince,
  };
}

function hallBrief(id: string) {
  const row = halls.get(id);
  if (!row) return null;
  // Live, as every hall answer is: closed by its hours, holidays and 调休 (docs/halls.md).
  const h = liveHall(row, clock.now());
  return {
    id: h.id,
    name: h.name,
    address: h.address,
    busy: h.busy,
    openNow: h.openNow,
    waiting: h.waiting,
    openHours: h.openHours,
    phone: h.phone,
    lat: h.lat,
    lng: h.lng,
  };
}

function certName(id: string): string {
  return certificateTypes.get(id)?.name ?? id;
}

function lawsOf(m: MatterRow) {
  return m.laws.flatMap((key) => {
    const law = laws.get(key);
    return law ? [{ id: law.id, title: law.title, clause: law.clause, text: law.text }] : [];
  });
}

function guide(m: MatterRow) {
  return {
    ...summary(m),
    code: m.code,
    conditions: m.conditions.split('；').filter(Boolean),
    materials: m.materials,
    steps: m.steps,
    fee: m.fee,
    feeBasis: m.feeBasis,
    legalDays: m.legalDays,
    promiseDays: m.promiseDays,
    place: m.place,
    hours: m.hours,
    phone: m.phone,
    laws: lawsOf(m),
    visits: m.visits,
    needsCerts: m.needsCerts.map((id) => ({ id, name: certName(id) })),
    issuesCert: m.issuesCert ? { id: m.issuesCert, name: certName(m.issuesCert) } : null,
    halls: m.hallIds.flatMap((id) => {
      const h = hallBrief(id);
      return h ? [h] : [];
    }),
    windows: windows
      .filter((w) => m.windowIds.includes(w.id))
      .map((w) => ({ id: w.id, number: w.number, name: w.name, hallId: w.hallId, status: w.status })),
    versionDate: m.versionDate,
    changes: m.changes,
  };
}

function matterOrFail(id: string | null): MatterRow {
  const m = matters.get(required(id, '事项编号'));
  if (!m) fail('未找到该事项', 404);
  return m as MatterRow;
}

/** The plain one-page summary (明白卡) the emulator composes from a guide. */
function understandCard(m: MatterRow) {
  const required = m.materials.filter((x) => x.required);
  const conditional = m.materials.filter((x) => !x.required);
  return {
    id: m.id,
    name: m.name,
    who: m.conditions.split('；').filter(Boolean),
    bring: required.map((x) => `${x.name}（${x.copies}）`),
    ifApplies: conditional.map((x) => `${x.condition ?? '如需'}：${x.name}`),
    where: m.place,
    when: m.hours,
    howLong: m.promiseDays ? `${m.promiseDays}个工作日内办好` : '当场办好',
    cost: m.fee === '不收费' ? '不收费' : m.fee,
    visits: m.visits === 0 ? '一次也不用跑，可全程网上办' : `最多跑${m.visits}次`,
    online: m.online,
    phone: m.phone,
    versionDate: m.versionDate,
  };
}

/**
 * The guide's materials the user holds as a valid e-certificate (电子证照库), found through the
 * verified identity: `{ verified, held: [{ index, name, certTypeId, certificateId, typeName, validUntil }] }`.
 */
function heldCertificates(userId: string, m: MatterRow) {
  const holder = realNames.get(userId)?.canonical;
  if (!holder) return { verified: false, held: [] };
  const today = new Date(clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const valid = certificates.filter((c) => c.holder === holder && (c.validUntil === '长期' || c.validUntil >= today));
  const held = m.materials.flatMap((x, index) => {
    const cert = x.cert ? valid.find((c) => CATALOGUE_TYPE_OF[c.type] === x.cert) : undefined;
    return cert
      ? [{ index, name: x.name, certTypeId: x.cert, certificateId: cert.id, typeName: cert.typeName, validUntil: cert.validUntil }]
      : [];
  });
  return { verified: true, held };
}

function machineView(x: MachineRow, areaCode: string) {
  const hall = hallBrief(x.hallId);
  return {
    ...x,
    hall,
    matters: x.templates.flatMap((t) => {
      const m = matterFor(t, hall ? (halls.get(x.hallId)?.areaCode ?? areaCode) : areaCode);
      return m ? [{ id: m.id, name: m.name }] : [];
    }),
  };
}

function recordSearch(word: string, areaCode: string) {
  const w = word.trim().slice(0, 20);
  if (w.length < 2) return;
  const row = searchLog.find((r) => r.word === w && r.areaCode === areaCode);
  if (row) searchLog.update(row.id, { count: row.count + 1 });
  else searchLog.insert({ id: `SL${areaCode}${normalize(w)}`, word: w, areaCode, count: 1 });
}

// The cloud API client (docs/spec-rules.md section 7): `{ success, data }` bodies, no signature, own base.
type CloudResolver = (ctx: { query: URLSearchParams; body: Record<string, unknown> }) => unknown;
function cloudHandle(method: 'get' | 'post', path: string, resolver: CloudResolver): HttpHandler {
  return route(method, `*/service-cloud${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const faulted = await applyFaults(url.pathname);
    if (faulted) return faulted;
    let body: Record<string, unknown> = {};
    if (method === 'post') {
      try {
        const parsed: unknown = JSON.parse((await request.text()) || '{}');
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
      } catch {
        return HttpResponse.json({ success: false, message: '请求格式错误' }, { status: 400 });
      }
    }
    try {
      return HttpResponse.json({ success: true, code: 200, data: (await resolver({ query: url.searchParams, body })) ?? null });
    } catch (e) {
      if (e instanceof ApiError) return HttpResponse.json({ success: false, code: e.code, message: e.message }, { status: e.status });
      console.error('emulator handler failed', e);
      return HttpResponse.json({ success: false, code: 500, message: '服务器内部错误' }, { status: 500 });
    }
  });
}

function walk(testId: string, answers: unknown) {
  const test = selfTests.get(testId);
  if (!test) fail('未找到该自测问卷', 404);
  const t = test!;
  if (!Array.isArray(answers)) fail('答案格式错误');
  const picked: number[] = answers as number[];
  let at: string | null = t.first;
  const path: { question: string; answer: string }[] = [];
  const templates: number[] = [];
  const materials: string[] = [];
  for (const choice of picked) {
    if (at === null) fail('答案多于问题');
    const q = t.questions.find((x) => x.id === at);
    if (!q) fail('问卷数据错误', 500);
    const option = q!.options[Number(choice)];
    if (!Number.isInteger(choice) || !option) fail(`第${path.length + 1}题的答案无效`);
    path.push({ question: q!.text, answer: option.label });
    templates.push(...(option.adds ?? []));
    materials.push(...(option.materials ?? []));
    at = option.next;
  }
  if (at !== null) fail('还有问题没有回答');
  return { path, templates: [...new Set(templates)], materials: [...new Set(materials)] };
}

export const handlers = [
  handle('get', '/service-xzyd/matter/anon/list', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    const theme = query.get('theme');
    const department = query.get('department');
    const audience = query.get('audience');
    const level = query.get('level');
    const hallId = query.get('hallId');
    const keyword = normalize(query.get('keyword') ?? '');
    const rows = mattersOf(area, query.get('scope'))
      .filter(
        (m) =>
          (!theme || m.theme === theme) &&
          (!department || m.departmentName.endsWith(department)) &&
          (!audience || m.audience.includes(audience as '个人' | '法人')) &&
          (!level || m.level === level) &&
          (!hallId || m.hallIds.includes(hallId)) &&
          (!keyword || normalize(m.name).includes(keyword) || m.aliases.some((a) => normalize(a).includes(keyword))),
      )
      .sort((a, b) => b.hot - a.hot || a.id.localeCompare(b.id));
    const page = paged(rows, query);
    return { ...page, records: page.records.map(summary) };
  }),
  handle('get', '/service-xzyd/matter/anon/filters', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    const rows = mattersOf(area, query.get('scope'));
    const count = (key: (m: MatterRow) => string[]) => {
      const map = new Map<string, number>();
      for (const m of rows) for (const k of key(m)) map.set(k, (map.get(k) ?? 0) + 1);
      return [...map.entries()].map(([name, n]) => ({ name, count: n })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    };
    return {
      themes: count((m) => [m.theme]),
      // Departments without the area prefix, so the city and its districts share one list.
      departments: count((m) => [m.departmentName.replace(areaName(m.areaCode), '')]),
      audiences: count((m) => m.audience),
      levels: count((m) => [m.level]),
    };
  }),
  handle('get', '/service-xzyd/matter/anon/guide', ({ query }) => guide(matterOrFail(query.get('id')))),
  handle('get', '/service-xzyd/matter/heldCertificates', ({ query, requireSession }) =>
    heldCertificates(requireSession().userId, matterOrFail(query.get('matterId'))),
  ),
  handle('get', '/service-xzyd/matter/anon/laws', ({ query }) => {
    const m = matterOrFail(query.get('matterId'));
    return { matterId: m.id, name: m.name, laws: lawsOf(m) };
  }),
  handle('get', '/service-xzyd/matter/anon/implList', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    const hallId = query.get('hallId');
    const department = query.get('department');
    const rows = mattersOf(area, hallId ? 'inside' : query.get('scope'))
      .filter((m) => (!hallId || m.hallIds.includes(hallId)) && (!department || m.departmentName.endsWith(department)))
      .sort((a, b) => a.code.localeCompare(b.code));
    const page = paged(rows, query);
    return {
      ...page,
      hall: hallId ? hallBrief(hallId) : null,
      records: page.records.map((m) => ({
        ...summary(m),
        code: m.code,
        legalDays: m.legalDays,
        promiseDays: m.promiseDays,
        fee: m.fee,
        visits: m.visits,
      })),
    };
  }),
  handle('get', '/service-xzyd/search/anon/query', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    const q = required(query.get('q'), '搜索内容').slice(0, 40);
    if (query.get('record') !== '0') recordSearch(q, area.code);
    const inside = distinct(mattersOf(area, 'inside'), area.code);
    const ranked = rank(inside, q).slice(0, 20);
    const found = new Set(ranked.map((m) => m.id));
    const guides = inside
      .filter((m) => !found.has(m.id))
      .flatMap((m) => {
        const material = m.materials.find((x) => findIn(x.name, q));
        const condition = m.conditions.split('；').find((c) => findIn(c, q));
        const hit = material ? `申请材料：${material.name}` : condition ? `受理条件：${condition}` : null;
        return hit ? [{ id: m.id, name: m.name, snippet: hit, departmentName: m.departmentName }] : [];
      })
      .slice(0, 10);
    const terms = expand(q);
    const prefix = prefixOf(area);
    const hallHits = halls
      .filter((h) => h.areaCode.startsWith(prefix) && terms.some((t) => normalize(h.name).includes(t) || normalize(h.address).includes(t)))
      .slice(0, 10);
    const things = oneThings.filter((o) => terms.some((t) => normalize(o.name).includes(t) || normalize(o.description).includes(t)));
    return {
      terms: [q.trim(), ...terms],
      matters: ranked.map(({ score: _score, ...m }) => summary(m as MatterRow)),
      oneThings: things.map((o) => ({ id: o.id, name: o.name, description: o.description })),
      halls: hallHits.map((h) => hallBrief(h.id)),
      guides,
    };
  }),
  handle('get', '/service-xzyd/search/anon/suggest', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    const q = (query.get('q') ?? '').trim();
    if (!q) return [];
    const rows = distinct(mattersOf(area, 'inside'), area.code);
    return rank(rows, q)
      .slice(0, 8)
      .map((m) => m.name);
  }),
  handle('get', '/service-xzyd/search/anon/hotWords', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    const size = Math.min(20, Number(query.get('size') || 10));
    const counts = new Map<string, number>();
    // The area's own searches, and its city's.
    for (const r of searchLog.filter((r) => r.areaCode === area.code || r.areaCode === area.parent || r.areaCode === '120100'))
      counts.set(r.word, (counts.get(r.word) ?? 0) + r.count);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, size)
      .map(([word]) => word);
  }),
  handle('get', '/service-xzyd/machine/anon/list', ({ query }) => {
    const hallId = query.get('hallId');
    if (hallId) return machines.filter((m) => m.hallId === hallId).map((m) => machineView(m, ''));
    const area = areaOf(query.get('areaCode'));
    const prefix = prefixOf(area);
    return machines.filter((m) => (halls.get(m.hallId)?.areaCode ?? '').startsWith(prefix)).map((m) => machineView(m, area.code));
  }),
  handle('get', '/service-xzyd/machine/anon/detail', ({ query }) => {
    const m = machines.get(required(query.get('id'), '终端编号'));
    if (!m) fail('未找到该自助终端', 404);
    return machineView(m as MachineRow, '');
  }),

  cloudHandle('get', '/oneThing/list', ({ query }) => {
    areaOf(query.get('areaCode'));
    const byCategory = new Map<string, { id: string; name: string; description: string; matterCount: number; promiseDays: number }[]>();
    for (const o of oneThings.all()) {
      const list = byCategory.get(o.category) ?? [];
      list.push({ id: o.id, name: o.name, description: o.description, matterCount: o.templates.length, promiseDays: o.promiseDays });
      byCategory.set(o.category, list);
    }
    return [...byCategory.entries()].map(([category, items]) => ({ category, items }));
  }),
  cloudHandle('get', '/oneThing/detail', ({ query }) => {
    const o = oneThings.get(required(query.get('id'), '一件事编号'));
    if (!o) fail('未找到该一件事', 404);
    const area = areaOf(query.get('areaCode'));
    const one = o!;
    return {
      id: one.id,
      name: one.name,
      category: one.category,
      description: one.description,
      promiseDays: one.promiseDays,
      materials: one.materials,
      matters: one.templates.flatMap((t) => {
        const m = matterFor(t, area.code);
        return m ? [summary(m)] : [];
      }),
    };
  }),
  cloudHandle('get', '/combo/list', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    return combos.all().map((c) => ({
      id: c.id,
      name: c.name,
      note: c.note,
      matters: c.templates.flatMap((t) => {
        const m = matterFor(t, area.code);
        return m ? [summary(m)] : [];
      }),
    }));
  }),
  cloudHandle('get', '/selfTest/list', () =>
    selfTests.all().map((t) => ({ id: t.id, title: t.title, description: t.description, questionCount: t.questions.length })),
  ),
  cloudHandle('get', '/selfTest/detail', ({ query }) => {
    const t = selfTests.get(required(query.get('id'), '问卷编号'));
    if (!t) fail('未找到该自测问卷', 404);
    // The outcome of each option stays on the server: the client gets questions and where each answer leads.
    const view: SelfTest = {
      id: t!.id,
      title: t!.title,
      description: t!.description,
      first: t!.first,
      questions: t!.questions.map((q) => ({ id: q.id, text: q.text, options: q.options.map((o) => ({ label: o.label, next: o.next })) })),
    };
    return view;
  }),
  cloudHandle('post', '/selfTest/evaluate', ({ body }) => {
    const area = areaOf(body.areaCode as string);
    const result = walk(required(body.id, '问卷编号'), body.answers);
    const ms = result.templates.flatMap((t) => {
      const m = matterFor(t, area.code);
      return m ? [m] : [];
    });
    const materials = [...new Set([...result.materials, ...ms.flatMap((m) => m.materials.filter((x) => x.required).map((x) => x.name))])];
    return { path: result.path, matters: ms.map(summary), materials };
  }),
  cloudHandle('get', '/certificate/types', ({ query }) => {
    const area = areaOf(query.get('areaCode'));
    const rows = distinct(mattersOf(area, 'inside'), area.code);
    return certificateTypes.all().map((c) => ({
      ...c,
      needCount: rows.filter((m) => m.needsCerts.includes(c.id)).length,
      issueCount: rows.filter((m) => m.issuesCert === c.id).length,
    }));
  }),
  cloudHandle('get', '/certificate/matters', ({ query }) => {
    const c = certificateTypes.get(required(query.get('typeId'), '证照类型'));
    if (!c) fail('未找到该证照类型', 404);
    const area = areaOf(query.get('areaCode'));
    const rows = distinct(mattersOf(area, 'inside'), area.code);
    return {
      type: c,
      needs: rows.filter((m) => m.needsCerts.includes(c!.id)).map(summary),
      issues: rows.filter((m) => m.issuesCert === c!.id).map(summary),
    };
  }),
  cloudHandle('get', '/matter/understandCard', ({ query }) => understandCard(matterOrFail(query.get('id')))),
];
