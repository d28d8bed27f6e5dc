import type { ServiceEntry } from '@/contract/area';
import { AREAS, type AreaNode } from '../seed/areas';
import { SEED, type DepartmentSeed, type HallSeed, type MatterSeed, type NoticeSeed, type WindowSeed } from '../seed/halls';
import { defineTable, type Row } from './store';

export type AreaRow = AreaNode & Row;
export type HallRow = HallSeed & Row;
export type DepartmentRow = DepartmentSeed & Row;
export type MatterRow = MatterSeed & Row;
export type NoticeRow = NoticeSeed & Row;
export type WindowRow = WindowSeed & Row;

/** A configuration attribute of a business object (an area): objType `area`, objId = code. */
export interface AttrRow extends Row {
  objType: string;
  objId: string;
  attrName: string;
  attrValue: string;
}

export type { ServiceEntry };

const ENTRIES: ServiceEntry[] = [
  { key: 'lobby', title: '找大厅', route: '/findTheLobby', icon: 'bank' },
  { key: 'handle', title: '去办理', route: '/gotoHandle', icon: 'file' },
  { key: 'reserve', title: '预约办理', route: '/reserve', icon: 'calendar' },
  { key: 'ticket', title: '在线取号', route: '/ticket', icon: 'ticket' },
  { key: 'nearby', title: '就近办', route: '/nearbyHandle', icon: 'location' },
  { key: 'oneThing', title: '一件事', route: '/oneThingCategory', icon: 'appstore' },
  { key: 'test', title: '事项自测', route: '/matterTest', icon: 'check' },
  { key: 'agency', title: '帮办代办', route: '/agencyApplication', icon: 'team' },
  { key: 'ems', title: '邮寄服务', route: '/EMSMail', icon: 'truck' },
  { key: 'office', title: '办件查询', route: '/myOffice', icon: 'search' },
  { key: 'robot', title: '智能客服', route: '/robotChat', icon: 'message' },
  { key: 'rating', title: '好差评', route: '/evaluation', icon: 'star' },
  { key: 'complaint', title: '投诉建议', route: '/complaint', icon: 'edit' },
  { key: 'cert', title: '电子证照', route: '/certificate', icon: 'id' },
  { key: 'window', title: '窗口实况', route: '/windowActual', icon: 'video' },
  { key: 'preview', title: '办事须知', route: '/previewFile?fileUrl=%2Fdocs%2F%E5%8A%9E%E4%BA%8B%E9%A1%BB%E7%9F%A5.docx', icon: 'content' },
];

/** More services for the second-level menu (secondConfig), beyond the home grid. */
const MORE_ENTRIES: ServiceEntry[] = [
  { key: 'map', title: '政务地图', route: '/governmentMap', icon: 'location' },
  { key: 'nearbyHalls', title: '附近大厅', route: '/nearby', icon: 'bank' },
  { key: 'search', title: '搜索事项', route: '/search', icon: 'search' },
  { key: 'message', title: '消息中心', route: '/message', icon: 'message' },
  { key: 'collection', title: '我的收藏', route: '/mySettingsCollection', icon: 'star' },
  { key: 'myInfo', title: '个人信息', route: '/myInfo', icon: 'user' },
  { key: 'manual', title: '使用手册', route: '/manual', icon: 'content' },
];

/** The second-level service menu of an area (second_sys_area_config): groups of entries. */
function secondMenu(district: boolean, useRobot: boolean) {
  const has = (e: ServiceEntry) => useRobot || e.key !== 'robot';
  const pick = (keys: string[]) => [...ENTRIES, ...MORE_ENTRIES].filter((e) => keys.includes(e.key) && has(e));
  return {
    groups: [
      {
        title: '办事服务',
        entries: pick(['handle', 'reserve', 'ticket', 'oneThing', 'test', 'agency', 'ems', 'office', 'cert', 'preview']),
      },
      {
        title: '大厅服务',
        entries: pick(district ? ['lobby', 'nearby', 'window', 'nearbyHalls'] : ['lobby', 'nearby', 'window', 'nearbyHalls', 'map']),
      },
      { title: '互动服务', entries: pick(['robot', 'rating', 'complaint', 'message', 'search']) },
      { title: '我的', entries: pick(['collection', 'myInfo', 'manual']) },
    ],
  };
}

/**
 * Third-party systems that take the app's logged-in user by a one-time auth code (attribute
 * `third_party_system`, one row each, listed by `authentication/list`). In the emulator the
 * partner is played by the app's own `#/auth/partnerEntry` page, which exchanges the code.
 */
const THIRD_PARTY = [
  { key: 'gjj', name: '住房公积金', description: '查询缴存明细、办理提取和贷款进度' },
  { key: 'ybj', name: '医疗保障', description: '医保个人账户、异地就医备案、报销进度' },
  { key: 'bdc', name: '不动产登记', description: '不动产登记预约、进度查询和权属证明' },
];

function seedAttrs(): AttrRow[] {
  const rows: AttrRow[] = [];
  for (const area of AREAS) {
    // Districts offer two of the city's systems, the others all three.
    for (const [i, t] of THIRD_PARTY.entries()) {
      if (area.level === 3 && i === 2) continue;
      rows.push({
        id: `A${area.code}tp${t.key}`,
        objType: 'area',
        objId: area.code,
        attrName: 'third_party_system',
        attrValue: JSON.stringify({ ...t, url: `#/auth/partnerEntry?system=${t.key}` }),
      });
    }
    const district = area.level === 3;
    // Districts show a shorter grid, and some have no robot (use_robot 0, which home obeys).
    const entries = district ? ENTRIES.filter((_, i) => i % 4 !== 3) : ENTRIES;
    const useRobot = !district || Number(area.code.slice(-2)) % 3 !== 0;
    rows.push(
      {
        id: `A${area.code}home`,
        objType: 'area',
        objId: area.code,
        attrName: 'home_sys_area_config',
        attrValue: JSON.stringify({ entries, banner: `${area.name}政务服务` }),
      },
      {
        id: `A${area.code}res`,
        objType: 'area',
        objId: area.code,
        attrName: 'me_sys_reservation_config',
        attrValue: JSON.stringify({ enabled: true, days: district ? 5 : 7, slotMinutes: 30, quota: 3, cancelBeforeMinutes: 60 }),
      },
      {
        // 投诉 deadlines in working days after filing (docs/complaints.md): districts answer sooner.
        id: `A${area.code}complaint`,
        objType: 'area',
        objId: area.code,
        attrName: 'me_sys_complaint_config',
        attrValue: JSON.stringify(
          district
            ? { accept: 1, verify: 2, rectify: 5, feedback: 7, revisit: 10 }
            : { accept: 1, verify: 3, rectify: 8, feedback: 10, revisit: 15 },
        ),
      },
      { id: `A${area.code}robot`, objType: 'area', objId: area.code, attrName: 'use_robot', attrValue: useRobot ? '1' : '0' },
      {
        id: `A${area.code}second`,
        objType: 'area',
        objId: area.code,
        attrName: 'second_sys_area_config',
        attrValue: JSON.stringify(secondMenu(district, useRobot)),
      },
    );
  }
  return rows;
}

export const areas = defineTable<AreaRow>('areas', () => AREAS.map((a) => ({ ...a, id: a.code })));
export const halls = defineTable<HallRow>('halls', () => SEED.halls.map((h) => ({ ...h })));
export const departments = defineTable<DepartmentRow>('departments', () => SEED.departments.map((d) => ({ ...d })));
export const matters = defineTable<MatterRow>('matters', () => SEED.matters.map((m) => ({ ...m })));
export const windows = defineTable<WindowRow>('windows', () => SEED.windows.map((w) => ({ ...w })));
export const notices = defineTable<NoticeRow>('notices', () => SEED.notices.map((n) => ({ ...n })));
export const attrs = defineTable<AttrRow>('attrs', seedAttrs);
