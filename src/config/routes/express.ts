import { construction, defineRoutes } from './define';

/** Routes of the `express` feature (routes.md). */
export const expressRoutes = defineRoutes('express', {
  EMSMail: { title: '邮寄服务', page: construction },
  emsSuccess: { title: '邮寄下单成功', page: construction },
});
