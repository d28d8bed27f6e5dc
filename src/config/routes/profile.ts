import { defineRoutes } from './define';

/** Routes of the `profile` feature (docs/routes.md). */
export const profileRoutes = defineRoutes('profile', {
  certificate: { title: '电子证照', landing: true, login: true, params: { id: 'optional' }, page: 'profile/certificate' },
  recertificationHome: { title: '实名认证', login: true, page: 'profile/recertification-home' },
  myInfo: { title: '个人信息', login: true, page: 'profile/my-info' },
  archivalCollectionDetail: { title: '归档材料', login: true, params: { id: 'required' }, page: 'profile/archival-collection-detail' },
  mine: { title: '我的', page: 'profile/mine' },
  mySettingsCollection: { title: '我的收藏', page: 'profile/my-settings-collection' },
  mySettingsPage: { title: '设置', page: 'profile/my-settings-page' },
});
