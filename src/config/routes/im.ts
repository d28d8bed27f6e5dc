import { construction, defineRoutes } from './define';

/** Routes of the `im` feature (routes.md). */
export const imRoutes = defineRoutes('im', {
  oicq: { title: '我的消息会话', login: true, page: construction },
  oicqContent: { title: '在线沟通', login: true, page: construction },
  consult: { title: '在线咨询', login: true, page: construction },
  myconsult: { title: '我的咨询', login: true, page: construction },
});
