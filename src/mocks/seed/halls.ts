import type { Hall } from '../../contract/hall';
import { AREAS } from './areas';
import { pick, seeded } from './random';

export type HallSeed = Hall;

export interface DepartmentSeed {
  id: string;
  hallId: string;
  name: string;
  duty: string;
  phone: string;
}

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
  materials: { name: string; copies: string; required: boolean }[];
  process: string[];
  legalBasis: string;
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

const DEPARTMENTS: [string, string][] = [
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

const STREETS = ['解放路', '南京路', '友谊路', '卫津路', '黄河道', '中山路', '新华路', '津塘路', '迎宾大道', '西青道'];

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
      const name = area.level === 2 ? `${area.name}政务服务中心` : main ? `${areaShort}政务服务中心` : `${areaShort}${pick(rand, ['第二', '东部', '西部'])}便民服务中心`;
      halls.push({
        id,
        name,
        areaCode: area.code,
        address: `天津市${area.level === 3 ? area.name : ''}${pick(rand, STREETS)}${10 + Math.floor(rand() * 300)}号`,
        phone: `022-${String(23000000 + Math.floor(rand() * 6000000))}`,
        openHours: '周一至周五 9:00-12:00，13:30-17:00',
        lat: area.lat + (rand() - 0.5) * 0.04,
        lng: area.lng + (rand() - 0.5) * 0.04,
        level: area.level,
        busy: pick(rand, ['idle', 'normal', 'busy'] as const),
        intro: `${name}集中进驻${4 + Math.floor(rand() * 20)}个部门，提供一窗受理、综合服务，实行“一次告知、一窗受理、一次办结”。`,
        floors: 1 + Math.floor(rand() * 3),
        windowCount: 8 + Math.floor(rand() * 30),
      });
      DEPARTMENTS.forEach(([dept, duty], j) => {
        if (!main && j % 2 === 1) return;
        departments.push({ id: `D${id}${j}`, hallId: id, name: `${areaShort}${dept}`, duty, phone: `022-${String(24000000 + Math.floor(rand() * 5000000))}` });
      });
      const hallDepartments = departments.filter((d) => d.hallId === id);
      const counters: Omit<WindowSeed, 'id' | 'hallId' | 'number' | 'status'>[] = [
        { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
        { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
        { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
        ...hallDepartments.slice(0, 3).map((d) => ({ name: d.name.replace(areaShort, ''), kind: 'department' as const, departmentId: d.id })),
        { name: '统一出件窗口', kind: 'collect', departmentId: null },
        { name: '咨询引导台', kind: 'consult', departmentId: null },
        { name: '帮办代办窗口', kind: 'agency', departmentId: null },
      ];
      counters.forEach((w, k) => {
        windows.push({ ...w, id: `W${id}${k}`, hallId: id, number: `${k < 3 ? 'A' : k < 6 ? 'B' : 'C'}${String(k + 1).padStart(2, '0')}`, status: rand() < 0.85 ? 'open' : 'paused' });
      });
    }
  }
  const matters: MatterSeed[] = [];
  for (const area of AREAS.filter((a) => a.level >= 2)) {
    MATTERS.forEach(([name, category, deptIndex, online], k) => {
      matters.push({
        id: `M${area.code}${String(k).padStart(2, '0')}`,
        name,
        category,
        departmentName: `${area.name}${DEPARTMENTS[deptIndex][0]}`,
        areaCode: area.code,
        hot: Math.floor(rand() * 5000),
        online,
        timeLimit: `${1 + Math.floor(rand() * 15)}个工作日`,
        fee: rand() < 0.8 ? '不收费' : '按规定标准收费',
        conditions: `申请人符合《${name}》相关规定条件，材料齐全、符合法定形式。`,
        materials: [
          { name: '居民身份证', copies: '原件1份', required: true },
          { name: '申请表', copies: '原件1份', required: true },
          ...(rand() < 0.5 ? [{ name: '户口簿', copies: '复印件1份', required: false }] : []),
        ],
        process: ['申请', '受理', '审查', '决定', '办结'],
        legalBasis: `《中华人民共和国行政许可法》及${category}相关法规`,
      });
    });
  }
  const notices: NoticeSeed[] = [];
  const titles = ['关于调整周末延时服务时间的通知', '社保卡集中换发工作安排', '“一件事一次办”新增服务事项公告', '政务服务大厅春节期间服务安排', '关于推行“免证办”服务的公告'];
  for (const area of AREAS.filter((a) => a.level >= 1)) {
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

export const SEED = build();
