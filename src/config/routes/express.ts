import { defineRoutes } from './define';

/** Routes of the `express` feature (docs/routes.md). */
export const expressRoutes = defineRoutes('express', {
  // `view=mine`: 我的邮寄, the user's orders (docs/agency-and-ems.md).
  EMSMail: { title: '邮寄服务', params: { view: 'optional' }, page: 'express/ems-mail' },
  emsSuccess: { title: '邮寄下单成功', params: { id: 'required' }, page: 'express/ems-success' },
});
