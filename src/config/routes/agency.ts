import { construction, defineRoutes } from './define';

/** Routes of the `agency` feature (routes.md). */
export const agencyRoutes = defineRoutes('agency', {
  myAgencyDetails: { title: '我的帮办代办', page: construction },
  agencyApplication: { title: '帮办代办', page: construction },
  agentRequest: { title: '代办请求', keepAlive: true, page: construction },
  signature: { title: '手写签名', page: construction },
  addressBook: { title: '通讯录', page: construction },
});
