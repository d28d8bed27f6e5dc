import { construction, defineRoutes } from './define';

/** Routes of the `queue` feature (routes.md). */
export const queueRoutes = defineRoutes('queue', {
  myNewQueue: { title: '我的排队', login: true, page: construction },
  myNewNumber: { title: '我的取号', login: true, page: construction },
  newReserve: { title: '预约办理', login: true, page: construction },
  reserve: { title: '预约办理', login: true, params: { matterId: 'optional' }, page: construction },
  ywReserve: { title: '按业务预约', login: true, page: construction },
  ywNearby: { title: '附近可预约大厅', login: true, page: construction },
  myNumber: { title: '我的取号记录', login: true, page: construction },
  myQueue: { title: '我的排队', login: true, page: construction },
  historical: { title: '历史记录', login: true, page: construction },
  zhReserve: { title: '综合窗口预约', login: true, page: construction },
  ticket: { title: '在线取号', login: true, params: { matterId: 'optional' }, page: construction },
  appointmentDetails: { title: '预约详情', page: construction },
  myNumberInfo: { title: '取号详情', page: construction },
});
