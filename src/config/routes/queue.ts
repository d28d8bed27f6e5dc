import { defineRoutes } from './define';

/** Routes of the `queue` feature (docs/routes.md). */
export const queueRoutes = defineRoutes('queue', {
  myNewQueue: { title: '排队进度', login: true, page: 'queue/my-queue' },
  myNewNumber: { title: '我的取号', login: true, page: 'queue/my-number' },
  newReserve: {
    title: '新建预约',
    login: true,
    params: { hallId: 'optional', matterId: 'optional', category: 'optional' },
    page: 'queue/reserve',
  },
  reserve: {
    title: '预约办理',
    login: true,
    params: { hallId: 'optional', matterId: 'optional', category: 'optional' },
    page: 'queue/reserve',
  },
  ywReserve: { title: '按业务预约', login: true, page: 'queue/yw-reserve' },
  ywNearby: { title: '附近可预约大厅', login: true, params: { category: 'optional' }, page: 'queue/yw-nearby' },
  myNumber: { title: '我的取号记录', login: true, page: 'queue/my-number' },
  myQueue: { title: '我的排队', landing: true, login: true, page: 'queue/my-queue' },
  historical: { title: '历史记录', login: true, params: { tab: 'optional' }, page: 'queue/historical' },
  zhReserve: { title: '综合窗口预约', login: true, params: { hallId: 'optional' }, page: 'queue/zh-reserve' },
  ticket: {
    title: '在线取号',
    login: true,
    params: { hallId: 'optional', matterId: 'optional', reservationId: 'optional' },
    page: 'queue/ticket',
  },
  appointmentDetails: { title: '预约详情', landing: true, params: { id: 'required' }, page: 'queue/appointment-details' },
  myNumberInfo: { title: '取号详情', params: { id: 'required' }, page: 'queue/my-number-info' },
});
