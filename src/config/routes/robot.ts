import { construction, defineRoutes } from './define';

/** Routes of the `robot` feature (routes.md). */
export const robotRoutes = defineRoutes('robot', {
  robotChat: { title: '智能客服', login: true, page: construction },
  machineReplyPage: { title: '答案详情', page: construction },
  robotReplyPage: { title: '答案详情', page: construction },
  virtualHumanPage: { title: '虚拟导办员', page: construction },
  robotChatPass: { title: '智能客服', page: construction },
});
