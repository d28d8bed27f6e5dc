import { defineRoutes } from './define';

/** Routes of the `halls` feature (docs/routes.md). */
export const hallsRoutes = defineRoutes('halls', {
  governmentMap: { title: '政务地图', landing: true, page: 'halls/government-map' },
  serviceStar: { title: '服务之星', page: 'halls/service-star' },
  doorGuide: { title: '门牌指引', params: { doorplateId: 'optional' }, page: 'halls/door-guide' },
  doorSearch: { title: '门牌搜索', page: 'halls/door-search' },
  map3d: { title: '三维导览', params: { hallId: 'required' }, page: 'halls/map3d' },
  windowActual: { title: '窗口实况', landing: true, params: { hallId: 'optional' }, page: 'halls/window-actual' },
  dataStatistics: { title: '数据统计', params: { hallId: 'optional' }, page: 'halls/data-statistics' },
  findTheLobby: { title: '找大厅', landing: true, keepAlive: true, page: 'halls/find-the-lobby' },
  nearbyHandle: { title: '就近办', keepAlive: true, params: { matter: 'optional' }, page: 'halls/nearby-handle' },
  lntroductionhall: { title: '大厅介绍', landing: true, params: { hallId: 'required' }, page: 'halls/introduction-hall' },
  hallimgmore: { title: '大厅图片', params: { hallId: 'required' }, page: 'halls/hall-img-more' },
  mapGuide: { title: '到这里去', params: { hallId: 'optional', doorplateId: 'optional' }, page: 'halls/map-guide' },
  nearby: { title: '附近大厅', page: 'halls/nearby' },
  hallIntroPortal: { title: '大厅门户', landing: true, params: { hallId: 'required' }, page: 'halls/hall-intro-portal' },
  hallInnerMap: { title: '大厅平面图', params: { hallId: 'required', windowId: 'optional' }, page: 'halls/hall-inner-map' },
  myDoorplateList: { title: '我的门牌', page: 'halls/my-doorplate-list' },
  editDoorplate: { title: '编辑门牌', params: { id: 'optional', doorplateId: 'optional' }, page: 'halls/edit-doorplate' },
  zoneMore: { title: '服务专区', page: 'halls/zone-more' },
  oneThingZoneMore: { title: '一件事专区', page: 'halls/one-thing-zone-more' },
  departInfo: { title: '部门信息', params: { departId: 'required' }, page: 'halls/depart-info' },
  phoneTable: { title: '咨询电话', page: 'halls/phone-table' },
});
