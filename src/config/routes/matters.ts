import { construction, defineRoutes } from './define';

/** Routes of the `matters` feature (routes.md). */
export const mattersRoutes = defineRoutes('matters', {
  implList: { title: '实施清单', page: construction },
  remoteProcessing: { title: '远程办', page: construction },
  crossProcessingFeedback: { title: '跨省通办', page: construction },
  crossDetails: { title: '跨省通办详情', page: construction },
  regionalMattersPage: { title: '区域事项', page: construction },
  notificationForm: { title: '告知承诺', page: construction },
  detailsMachine: { title: '自助终端', page: construction },
  gotoHandle: { title: '去办理', keepAlive: true, page: construction },
  gotoHandleCombo: { title: '联办事项', keepAlive: true, page: construction },
  matterTest: { title: '事项自测', keepAlive: true, page: construction },
  oneThingCategory: { title: '一件事一次办', page: construction },
  certificateType: { title: '证照类型', page: construction },
  handleContinue: { title: '继续办理', page: construction },
  listOfEvents: { title: '事项清单', page: construction },
  streetMatter: { title: '街道事项', page: construction },
  guidelines: { title: '办事指南', params: { matterId: 'required' }, page: construction },
  commonForm: { title: '常用表单', page: construction },
  formIndex: { title: '填写表单', page: construction },
  onlinepage: { title: '网上办理', page: construction },
  application: { title: '在线申报', keepAlive: true, page: construction },
  lawInfo: { title: '法律依据', page: construction },
  understandCard: { title: '明白卡', page: construction },
  preAuditionFillIn: { title: '材料预审', page: construction },
});
