import { defineRoutes } from './define';

/** Routes of the `express` feature (routes.md). */
export const expressRoutes = defineRoutes('express', {
  EMSMail: { title: '邮寄服务', page: 'express/ems-mail' },
  emsSuccess: { title: '邮寄下单成功', params: { id: 'required' }, page: 'express/ems-success' },
});
