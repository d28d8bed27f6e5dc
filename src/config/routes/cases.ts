import { construction, defineRoutes } from './define';

/** Routes of the `cases` feature (routes.md). */
export const casesRoutes = defineRoutes('cases', {
  myOffice: { title: '我的办件', login: true, page: construction },
  childerOffice: { title: '子办件', login: true, page: construction },
  officeInfolist: { title: '办件信息', login: true, page: construction },
  viewNotice: { title: '受理通知书', login: true, page: construction },
  Noticerejection: { title: '不予受理通知', login: true, page: construction },
  timeInfolistDetail: { title: '办理进度', login: true, page: construction },
  showReceiving: { title: '材料接收凭证', login: true, page: construction },
});
