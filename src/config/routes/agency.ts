import { defineRoutes } from './define';

/** Routes of the `agency` feature (docs/routes.md). */
export const agencyRoutes = defineRoutes('agency', {
  myAgencyDetails: { title: '我的帮办代办', params: { id: 'optional' }, page: 'agency/my-agency-details' },
  agencyApplication: { title: '帮办代办', page: 'agency/agency-application' },
  agentRequest: { title: '代办请求', keepAlive: true, params: { tab: 'optional' }, page: 'agency/agent-request' },
  signature: { title: '手写签名', params: { id: 'required' }, page: 'agency/signature' },
  addressBook: { title: '通讯录', page: 'agency/address-book' },
});
