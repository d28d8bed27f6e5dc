import { construction, defineRoutes } from './define';

/** Routes of the `halls` feature (routes.md). */
export const hallsRoutes = defineRoutes('halls', {
  serviceStar: { title: '服务之星', page: construction },
  doorGuide: { title: '门牌指引', page: construction },
  doorSearch: { title: '门牌搜索', page: construction },
  map3d: { title: '三维导览', page: construction },
  windowActual: { title: '窗口实况', page: construction },
  dataStatistics: { title: '数据统计', page: construction },
  findTheLobby: { title: '找大厅', keepAlive: true, page: 'halls/find-the-lobby' },
  nearbyHandle: { title: '就近办', keepAlive: true, page: construction },
  lntroductionhall: { title: '大厅介绍', params: { hallId: 'required' }, page: construction },
  hallimgmore: { title: '大厅图片', page: construction },
  mapGuide: { title: '到这里去', params: { hallId: 'optional' }, page: construction },
  nearby: { title: '附近大厅', page: 'halls/nearby' },
  hallIntroPortal: { title: '大厅门户', page: construction },
  hallInnerMap: { title: '大厅平面图', page: construction },
  myDoorplateList: { title: '我的门牌', page: construction },
  editDoorplate: { title: '编辑门牌', page: construction },
  zoneMore: { title: '服务专区', page: construction },
  oneThingZoneMore: { title: '一件事专区', page: construction },
  departInfo: { title: '部门信息', page: construction },
  phoneTable: { title: '咨询电话', page: construction },
});
