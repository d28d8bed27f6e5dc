import { defineRoutes } from './define';

/** Routes of the `robot` feature (docs/routes.md). */
export const robotRoutes = defineRoutes('robot', {
  robotChat: { title: '智能客服', login: true, params: { matterId: 'optional', question: 'optional' }, page: 'robot/robot-chat' },
  machineReplyPage: { title: '问答详情', params: { question: 'required' }, page: 'robot/machine-reply' },
  robotReplyPage: { title: '答案详情', params: { itemId: 'required' }, page: 'robot/robot-reply' },
  virtualHumanPage: { title: '虚拟导办员', params: { itemId: 'optional', question: 'optional' }, page: 'robot/virtual-human' },
  robotChatPass: { title: '智能客服（访客）', params: { matterId: 'optional', question: 'optional' }, page: 'robot/robot-chat-pass' },
});
