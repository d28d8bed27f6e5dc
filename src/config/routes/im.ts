import { defineRoutes } from './define';

/** Routes of the `im` feature (docs/routes.md). */
export const imRoutes = defineRoutes('im', {
  oicq: { title: '我的消息会话', login: true, page: 'im/oicq' },
  oicqContent: {
    title: '在线沟通',
    landing: true,
    login: true,
    params: {
      peerId: 'required',
      topic: 'optional',
      isCall: 'optional',
      useVideo: 'optional',
      callId: 'optional',
      matterId: 'optional',
      matterName: 'optional',
      caseId: 'optional',
      handoff: 'optional',
    },
    page: 'im/oicq-content',
  },
  consult: { title: '在线咨询', login: true, params: { departmentId: 'optional', matterId: 'optional' }, page: 'im/consult' },
  myconsult: { title: '我的咨询', login: true, page: 'im/myconsult' },
  message: { title: '消息中心', page: 'im/message' },
});
