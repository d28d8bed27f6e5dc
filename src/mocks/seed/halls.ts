import type { Material } from '@/contract/matter';
import type { Hall } from '@/contract/hall';
import { AREAS } from './areas';
import { placeInDistrict } from './district-shapes';
import { LAWS, TEMPLATES, type Audience, type CrossMode, type MatterLevel, type MatterTemplate } from './matter-catalogue';
import { pick, seeded } from './random';

export type HallSeed = Hall;

export interface DepartmentSeed {
  id: string;
  hallId: string;
  name: string;
  duty: string;
  phone: string;
}

export type MaterialSeed = Material;

export interface MatterSeed {
  id: string;
  name: string;
  category: string;
  departmentName: string;
  areaCode: string;
  hot: number;
  online: boolean;
  timeLimit: string;
  fee: string;
  conditions: string;
  materials: MaterialSeed[];
  process: string[];
  legalBasis: string;
  // The full catalogue entry (issue 15): fields below were added to the original ones above.
  /** 事项编码 (implementation code of the catalogue). */
  code: string;
  /** Index of the catalogue template the row was made from (same matter in every area). */
  templateNo: number;
  theme: string;
  audience: Audience[];
  level: MatterLevel;
  departmentId: string | null;
  hallIds: string[];
  windowIds: string[];
  aliases: string[];
  conditionList: string[];
  steps: { name: string; detail: string }[];
  feeBasis: string | null;
  legalDays: number;
  promiseDays: number;
  place: string;
  hours: string;
  phone: string;
  /** Keys of LAWS (matter-catalogue). */
  laws: string[];
  crossProvince: CrossMode;
  /** Certificate type ids the matter needs, and the one it issues. */
  needsCerts: string[];
  issuesCert: string | null;
  /** 最多跑动次数 */
  visits: number;
  versionDate: string;
  /** What changed since the previous version of the guide. */
  changes: string[];
}

export interface WindowSeed {
  id: string;
  hallId: string;
  /** Window number shown above the counter (A01…). */
  number: string;
  name: string;
  /** 一窗 comprehensive windows take every matter; the others their department's. */
  kind: 'comprehensive' | 'department' | 'collect' | 'consult' | 'agency';
  departmentId: string | null;
  status: 'open' | 'paused' | 'closed';
}

export interface NoticeSeed {
  id: string;
  areaCode: string;
  title: string;
  content: string;
  publishDate: string;
}

/** The departments every main hall hosts (name, duty); a 便民服务中心 hosts every other one. */
export const DEPARTMENTS: [string, string][] = [
  ['人力资源和社会保障局', '社会保险参保登记、就业创业、职业技能鉴定'],
  ['公安局', '户籍、居住证、出入境证件办理'],
  ['市场监督管理局', '企业设立登记、食品经营许可'],
  ['住房公积金管理中心', '公积金缴存、提取和贷款'],
  ['医疗保障局', '医保参保、异地就医备案、报销'],
  ['民政局', '婚姻登记、社会救助、养老服务'],
  ['税务局', '个人所得税、发票、税务登记'],
  ['不动产登记中心', '不动产登记、查询和证明'],
];

const MATTERS: [string, string, number, boolean][] = [
  ['社会保障卡申领', '社保', 0, true],
  ['城乡居民养老保险参保登记', '社保', 0, true],
  ['失业保险金申领', '社保', 0, true],
  ['居民身份证换领', '户籍', 1, false],
  ['居住证申领', '户籍', 1, true],
  ['出生登记', '户籍', 1, false],
  ['个体工商户设立登记', '企业开办', 2, true],
  ['食品经营许可证核发', '企业开办', 2, true],
  ['住房公积金提取（租房）', '公积金', 3, true],
  ['住房公积金个人贷款', '公积金', 3, false],
  ['异地就医备案', '医保', 4, true],
  ['医疗费用手工报销', '医保', 4, false],
  ['结婚登记', '婚姻', 5, false],
  ['最低生活保障申请', '救助', 5, true],
  ['个人所得税综合所得汇算', '税务', 6, true],
  ['不动产权属证明查询', '不动产', 7, true],
];

/** Streets of the halls' addresses. */
export const STREETS = ['解放路', '南京路', '友谊路', '卫津路', '黄河道', '中山路', '新华路', '津塘路', '迎宾大道', '西青道'];

function build() {
  const rand = seeded(120000);
  const halls: HallSeed[] = [];
  const departments: DepartmentSeed[] = [];
  const windows: WindowSeed[] = [];
  const districts = AREAS.filter((a) => a.level >= 2);
  for (const area of districts) {
    const count = area.level === 2 ? 1 : 1 + Math.floor(rand() * 2);
    for (let i = 0; i < count; i++) {
      const id = `H${area.code}${i}`;
      const main = i === 0;
      const areaShort = area.name;
      const name =
        area.level === 2
          ? `${area.name}政务服务中心`
          : main
            ? `${areaShort}政务服务中心`
            : `${areaShort}${pick(rand, ['第二', '东部', '西部'])}便民服务中心`;
      halls.push({
        id,
        name,
        areaCode: area.code,
        address: `天津市${area.level === 3 ? area.name : ''}${pick(rand, STREETS)}${10 + Math.floor(rand() * 300)}号`,
        phone: `022-${String(23000000 + Math.floor(rand() * 6000000))}`,
        openHours: '周一至周五 9:00-12:00，13:30-17:00',
        // Drawn near the area's centre, then moved inside the district's polygon when it fell outside.
        ...placeInDistrict(area.code, area.lat + (rand() - 0.5) * 0.04, area.lng + (rand() - 0.5) * 0.04, id),
        level: area.level,
        busy: pick(rand, ['idle', 'normal', 'busy'] as const),
        intro: `${name}集中进驻${4 + Math.floor(rand() * 20)}个部门，提供一窗受理、综合服务，实行“一次告知、一窗受理、一次办结”。`,
        floors: 1 + Math.floor(rand() * 3),
        windowCount: 8 + Math.floor(rand() * 30),
      });
      DEPARTMENTS.forEach(([dept, duty], j) => {
        if (!main && j % 2 === 1) return;
        departments.push({
          id: `D${id}${j}`,
          hallId: id,
          name: `${areaShort}${dept}`,
          duty,
          phone: `022-${String(24000000 + Math.floor(rand() * 5000000))}`,
        });
      });
      const hallDepartments = departments.filter((d) => d.hallId === id);
      const counters: Omit<WindowSeed, 'id' | 'hallId' | 'number' | 'status'>[] = [
        { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
        { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
        { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
        ...hallDepartments
          .slice(0, 3)
          .map((d) => ({ name: d.name.replace(areaShort, ''), kind: 'department' as const, departmentId: d.id })),
        { name: '统一出件窗口', kind: 'collect', departmentId: null },
        { name: '咨询引导台', kind: 'consult', departmentId: null },
        { name: '帮办代办窗口', kind: 'agency', departmentId: null },
      ];
      counters.forEach((w, k) => {
        windows.push({
          ...w,
          id: `W${id}${k}`,
          hallId: id,
          number: `${k < 3 ? 'A' : k < 6 ? 'B' : 'C'}${String(k + 1).padStart(2, '0')}`,
          status: rand() < 0.85 ? 'open' : 'paused',
        });
      });
    }
  }
  const matters: MatterSeed[] = [];
  for (const area of AREAS.filter((a) => a.level >= 2)) {
    MATTERS.forEach(([, category, deptIndex], k) => {
      // The original rows drew these four numbers from the generator: kept, so hot ranks stay.
      const hot = Math.floor(rand() * 5000);
      rand();
      rand();
      rand();
      matters.push(matterRow(area, k, category, `${area.name}${DEPARTMENTS[deptIndex][0]}`, hot, halls, departments, windows));
    });
  }
  // Matters added with the catalogue (issue 15), after the original ones so their ids are new.
  for (const area of AREAS.filter((a) => a.level >= 2)) {
    TEMPLATES.forEach((t, k) => {
      if (k < MATTERS.length) return;
      if (t.scope === 'city' && area.level !== 2) return;
      if ((t.scope === 'district' || t.scope === 'street') && area.level !== 3) return;
      matters.push(matterRow(area, k, t.theme, `${area.name}${t.department}`, Math.floor(rand() * 3000), halls, departments, windows));
    });
  }
  const notices: NoticeSeed[] = [];
  const titles = [
    '关于调整周末延时服务时间的通知',
    '社保卡集中换发工作安排',
    '“一件事一次办”新增服务事项公告',
    '政务服务大厅春节期间服务安排',
    '关于推行“免证办”服务的公告',
  ];
  // The city (level 1) and its districts (level 3) publish; the 市辖区 level between them does not,
  // or every notice of the city would show twice there.
  for (const area of AREAS.filter((a) => a.level === 1 || a.level === 3)) {
    titles.forEach((title, k) => {
      if (area.level === 3 && k > 2) return;
      notices.push({
        id: `N${area.code}${k}`,
        areaCode: area.code,
        title: area.level === 3 ? `${area.name}${title}` : title,
        content: `${title}。详情请咨询${area.name}政务服务中心。`,
        publishDate: `2026-${String(1 + ((k * 3) % 11)).padStart(2, '0')}-${String(5 + k * 4).padStart(2, '0')}`,
      });
    });
  }
  return { halls, departments, windows, matters, notices };
}

const LAW_TITLES: Record<string, string> = Object.fromEntries(Object.entries(LAWS).map(([key, law]) => [key, `${law.title}${law.clause}`]));

const VERSION_DATES = ['2025-11-18', '2026-01-06', '2026-03-12', '2026-05-20', '2026-07-01', '2026-09-15'];

// Rows of a seed list by one of their fields, built once per list: the catalogue asks for an
// area's halls, a hall's departments and its windows for each of its matters (the emulator's
// start is part of the demo's first load, issue 14).
const groupings = new WeakMap<object, Map<string, unknown[]>>();
function grouped<T extends object>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  let map = groupings.get(rows) as Map<string, T[]> | undefined;
  if (!map) {
    map = new Map();
    for (const row of rows) {
      const k = key(row);
      const list = map.get(k);
      if (list) list.push(row);
      else map.set(k, [row]);
    }
    groupings.set(rows, map as Map<string, unknown[]>);
  }
  return map;
}

/**
 * The catalogue row of template `k` (or of `t`, a template of its own numbered `k`: grown data,
 * src/mocks/grow.ts) in an area, handled at the area's halls.
 */
export function matterRow(
  area: (typeof AREAS)[number],
  k: number,
  category: string,
  departmentName: string,
  hot: number,
  halls: HallSeed[],
  departments: DepartmentSeed[],
  windows: WindowSeed[],
  t: MatterTemplate = TEMPLATES[k],
): MatterSeed {
  const level: MatterLevel = t.scope === 'street' ? 'street' : area.level === 2 ? 'city' : 'district';
  const areaHalls = grouped(halls, (h) => h.areaCode).get(area.code) ?? [];
  // Street matters are taken at the 便民服务中心 where there is one, the others at the main hall.
  const handling = level === 'street' && areaHalls.length > 1 ? areaHalls.slice(1) : areaHalls.slice(0, 1);
  const department =
    (grouped(departments, (d) => d.hallId).get(handling[0]?.id ?? '') ?? []).find((d) => d.name === departmentName) ?? null;
  const hallWindows = grouped(windows, (w) => w.hallId);
  const windowIds = handling
    .flatMap((h) => hallWindows.get(h.id) ?? [])
    .filter((w) => w.kind === 'comprehensive' || (department && w.departmentId === department.id))
    .map((w) => w.id);
  const version = VERSION_DATES[k % VERSION_DATES.length];
  const changes = [
    ...(t.promiseDays < t.legalDays
      ? [`承诺时限由${Math.min(t.legalDays, t.promiseDays + 5)}个工作日压缩为${t.promiseDays ? `${t.promiseDays}个工作日` : '即办'}`]
      : []),
    ...(t.materials.some((m) => m.cert)
      ? [
          `${t.materials
            .filter((m) => m.cert)
            .map((m) => m.name)
            .join('、')}可使用电子证照，免交纸质材料`,
        ]
      : []),
    ...(t.online ? ['新增“天津政务”移动端在线申报入口'] : []),
  ];
  const hall = handling[0];
  return {
    id: `M${area.code}${String(k).padStart(2, '0')}`,
    name: t.name,
    category,
    departmentName,
    areaCode: area.code,
    hot,
    online: t.online,
    timeLimit: t.promiseDays ? `${t.promiseDays}个工作日` : '即办',
    fee: t.fee ? t.fee.amount : '不收费',
    conditions: t.conditions.join('；'),
    materials: t.materials.map((m) => ({
      name: m.name,
      copies: `${m.original ? '原件' : '复印件'}${m.copies}份`,
      required: !m.condition,
      form: m.form,
      copyCount: m.copies,
      original: m.original,
      condition: m.condition ?? null,
      sample: m.sample ?? null,
      cert: m.cert ?? null,
    })),
    process: t.steps.map(([name]) => name),
    legalBasis: t.laws.map((key) => LAW_TITLES[key]).join('；'),
    code: `${area.code}-${String(10000 + k * 37).padStart(6, '0')}-${t.audience.includes('法人') ? 'F' : 'G'}`,
    templateNo: k,
    theme: t.theme,
    audience: t.audience,
    level,
    departmentId: department?.id ?? null,
    hallIds: handling.map((h) => h.id),
    windowIds,
    aliases: t.aliases,
    conditionList: t.conditions,
    steps: t.steps.map(([name, detail]) => ({ name, detail })),
    feeBasis: t.fee ? t.fee.basis : null,
    legalDays: t.legalDays,
    promiseDays: t.promiseDays,
    place: hall ? `${hall.name}（${hall.address}）` : `${area.name}政务服务中心`,
    hours: hall?.openHours ?? '周一至周五 9:00-12:00，13:30-17:00',
    phone: department?.phone ?? hall?.phone ?? '12345',
    laws: t.laws,
    crossProvince: t.cross,
    needsCerts: t.materials.flatMap((m) => (m.cert ? [m.cert] : [])),
    issuesCert: t.issues ?? null,
    visits: t.visits,
    versionDate: version,
    changes,
  };
}

export const SEED = build();
