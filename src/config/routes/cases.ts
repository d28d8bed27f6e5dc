import { defineRoutes } from './define';

/** Routes of the `cases` feature (docs/routes.md). */
export const casesRoutes = defineRoutes('cases', {
  myOffice: { title: '我的办件', login: true, params: { status: 'optional', keyword: 'optional' }, page: 'cases/my-office' },
  childerOffice: { title: '子办件', login: true, params: { id: 'required' }, page: 'cases/childer-office' },
  officeInfolist: { title: '办件信息', landing: true, login: true, params: { id: 'required' }, page: 'cases/office-infolist' },
  viewNotice: { title: '受理通知书', login: true, params: { id: 'required' }, page: 'cases/view-notice' },
  Noticerejection: { title: '不予受理通知', login: true, params: { id: 'required' }, page: 'cases/notice-rejection' },
  timeInfolistDetail: { title: '办理进度', login: true, params: { id: 'required' }, page: 'cases/time-infolist-detail' },
  showReceiving: { title: '材料接收凭证', login: true, params: { id: 'required' }, page: 'cases/show-receiving' },
});
