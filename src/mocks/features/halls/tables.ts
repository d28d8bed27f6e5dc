import type { Doorplate } from '@/contract/hall';
import { AREAS } from '@/mocks/seed/areas';
import { placeInDistrict } from '@/mocks/seed/district-shapes';
import { SEED } from '@/mocks/seed/halls';
import { defineTable, type Row } from '@/mocks/db/store';
import { hashUnit } from '@/mocks/features/queue';
import { seedHallPhotos, seedWindowStaff } from './details';

/** A doorplate (门牌): a service point of a hall in a street or community, where people rate and ask. */
export interface DoorplateRow extends Row, Omit<Doorplate, 'hallName'> {}

/** A doorplate a user follows (the spec's doorplate addresses under the assistant agent): their own name and note. */
export interface DoorplateFollowRow extends Row {
  userId: string;
  doorplateId: string;
  /** The user's own name for it (家附近, 公司旁). */
  alias: string;
  remark: string;
  createdAt: number;
  updatedAt: number;
}

const KINDS = ['社区党群服务中心', '街道便民服务站', '社区政务服务驿站'];
const SERVICES = ['社保卡业务', '居住证签注', '老年人优待证', '医保参保登记', '就业登记', '残疾人证业务', '计划生育服务', '法律援助咨询'];
const STREETS = ['朝阳里', '新兴街', '春华街', '劝业场街', '体育馆街', '小白楼街', '友谊路街', '万兴街', '丁字沽街', '铁东路街'];

function seedDoorplates(): DoorplateRow[] {
  const rows: DoorplateRow[] = [];
  for (const area of AREAS.filter((a) => a.level === 3)) {
    const hall = SEED.halls.find((h) => h.areaCode === area.code);
    if (!hall) continue;
    KINDS.forEach((kind, k) => {
      const id = `DP${area.code}${k}`;
      const street = STREETS[Math.floor(hashUnit(`${id}st`) * STREETS.length)];
      const at = placeInDistrict(area.code, hall.lat + (hashUnit(`${id}y`) - 0.5) * 0.03, hall.lng + (hashUnit(`${id}x`) - 0.5) * 0.03, id);
      rows.push({
        id,
        name: `${area.name}${street}${kind}`,
        areaCode: area.code,
        hallId: hall.id,
        address: `天津市${area.name}${street}${10 + Math.floor(hashUnit(`${id}no`) * 200)}号`,
        lat: at.lat,
        lng: at.lng,
        hours: k === 2 ? '周一至周日 8:30-20:00（自助区24小时）' : '周一至周五 8:30-17:30',
        phone: `022-${String(25000000 + Math.floor(hashUnit(`${id}ph`) * 4000000))}`,
        services: SERVICES.filter((_, i) => hashUnit(`${id}sv${i}`) > 0.45),
      });
    });
  }
  return rows;
}

export const doorplates = defineTable<DoorplateRow>('doorplates', seedDoorplates);
export const doorplateFollows = defineTable<DoorplateFollowRow>('doorplateFollows');

/** A photo a hall publishes (大厅图片): its title and the colour the emulator draws it in. */
export interface HallPhotoRow extends Row {
  hallId: string;
  order: number;
  title: string;
  colour: string;
}

// Derived from the seed's halls, not the table's: a seed is the same whatever was added to the
// table since (grown data, src/mocks/grow.ts, adds its own halls' rows).
export const hallPhotos = defineTable<HallPhotoRow>('hallPhotos', () => SEED.halls.flatMap((h) => seedHallPhotos(h)));

/** The member of staff at a window, and the ratings they had before the app's own records. */
export interface WindowStaffRow extends Row {
  windowId: string;
  hallId: string;
  name: string;
  priorCount: number;
  /** Sum of the levels (1-5) of those ratings. */
  priorSum: number;
  /** How many of them were 非常满意 (5). */
  priorFives: number;
}

export const windowStaff = defineTable<WindowStaffRow>('windowStaff', () => SEED.halls.flatMap((h) => seedWindowStaff(h, SEED.windows)));
