import { defineRoutes } from './define';

/** Routes of the `app` feature (docs/routes.md). */
export const appRoutes = defineRoutes('app', {
  redirect: { title: '正在跳转', params: { to: 'optional' }, page: 'app/redirect' },
  home: { title: '首页', page: 'app/home' },
  swipeEditor: { title: '编辑首页服务', page: 'app/swipe-editor' },
  userConfig: { title: '设置与长辈版', page: 'app/user-config' },
  login: { title: '登录', params: { redirect: 'optional' }, page: 'auth/login' },
  manual: { title: '使用手册', page: 'app/manual' },
  introduce: { title: '平台介绍', page: 'app/introduce' },
  cityChoose: { title: '选择区域', page: 'app/city-choose' },
  secondConfig: { title: '更多服务', page: 'app/second-config' },
  historicalVersions: { title: '版本记录', page: 'app/historical-versions' },
  versionDetails: { title: '版本详情', params: { version: 'required' }, page: 'app/version-details' },
});
