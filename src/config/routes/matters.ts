import { defineRoutes } from './define';

/** Routes of the `matters` feature (docs/routes.md). */
export const mattersRoutes = defineRoutes('matters', {
  search: { title: '搜索', landing: true, params: { q: 'optional' }, page: 'matters/search' },
  implList: { title: '实施清单', params: { hallId: 'optional', department: 'optional' }, page: 'matters/impl-list' },
  remoteProcessing: { title: '远程办', params: { matterId: 'optional' }, page: 'matters/remote-processing' },
  crossProcessingFeedback: { title: '跨省通办', params: { matterId: 'optional' }, page: 'matters/cross-processing-feedback' },
  crossDetails: { title: '跨省通办详情', params: { id: 'required' }, page: 'matters/cross-details' },
  regionalMattersPage: {
    title: '区域事项',
    params: { areaCode: 'optional', theme: 'optional', audience: 'optional' },
    page: 'matters/regional-matters',
  },
  notificationForm: { title: '告知承诺', params: { matterId: 'required' }, page: 'matters/notification-form' },
  detailsMachine: { title: '自助终端', params: { id: 'optional', hallId: 'optional' }, page: 'matters/details-machine' },
  gotoHandle: {
    title: '去办理',
    keepAlive: true,
    params: { theme: 'optional', department: 'optional', audience: 'optional' },
    page: 'matters/goto-handle',
  },
  gotoHandleCombo: { title: '联办事项', keepAlive: true, page: 'matters/goto-handle-combo' },
  matterTest: { title: '事项自测', keepAlive: true, page: 'matters/matter-test' },
  oneThingCategory: { title: '一件事一次办', params: { id: 'optional' }, page: 'matters/one-thing-category' },
  certificateType: { title: '证照类型', params: { typeId: 'optional' }, page: 'matters/certificate-type' },
  handleContinue: { title: '继续办理', page: 'matters/handle-continue' },
  listOfEvents: {
    title: '事项清单',
    params: { theme: 'optional', audience: 'optional', level: 'optional' },
    page: 'matters/list-of-events',
  },
  streetMatter: { title: '街道事项', params: { theme: 'optional' }, page: 'matters/street-matter' },
  guidelines: { title: '办事指南', landing: true, params: { matterId: 'required', have: 'optional' }, page: 'matters/guidelines' },
  commonForm: { title: '常用表单', page: 'matters/common-form' },
  formIndex: { title: '填写表单', params: { formId: 'required' }, page: 'matters/form-index' },
  onlinepage: { title: '网上办理', params: { matterId: 'optional' }, page: 'matters/onlinepage' },
  application: {
    title: '在线申报',
    keepAlive: true,
    params: { matterId: 'required', preAuditId: 'optional' },
    page: 'matters/application',
  },
  lawInfo: { title: '法律依据', params: { matterId: 'required' }, page: 'matters/law-info' },
  understandCard: { title: '明白卡', landing: true, params: { matterId: 'required', have: 'optional' }, page: 'matters/understand-card' },
  preAuditionFillIn: { title: '材料预审', params: { matterId: 'optional' }, page: 'matters/pre-audition-fill-in' },
});
