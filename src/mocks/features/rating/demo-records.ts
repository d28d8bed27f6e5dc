import { complaints, matterFeedback } from './tables';

const DAY = 86_400_000;
const SEED_TIME = Date.parse('2026-11-02T02:30:00Z');

/** Ids of the demo records (the accessibility walk opens their detail pages). */
export const DEMO_RECORD_IDS = { complaint: 'CP-SEED-0001', matterFeedback: 'MF-SEED-0001' } as const;

/**
 * Records a demo citizen (U0001) has after some use: one answered complaint and one matter
 * feedback. Not in the default seed (journeys start from empty lists); inserted on demand.
 */
export function insertDemoRecords(): void {
  if (!complaints.get(DEMO_RECORD_IDS.complaint)) {
    complaints.insert({
      id: DEMO_RECORD_IDS.complaint,
      userId: 'U0001',
      evaluateTarget: 'doorplate',
      outHallId: 'H1201010',
      hallName: '和平区政务服务中心',
      suggestComplaintsType: 6,
      openId: '',
      phone: '13800138000',
      remarks: '取号机打印的小票字太小，老人看不清，建议放大字号。',
      sumStars: 2,
      complaintCause: '体验问题',
      createTime: '2026-11-02 10:30:00',
      userName: '',
      source: 3,
      image: '',
      createdAt: SEED_TIME,
      replyDueAt: SEED_TIME + DAY,
      replies: [
        {
          content: '您好，您反映的问题已转大厅管理处，取号小票已改为大字号，感谢您的建议。',
          replier: '和平区政务服务中心',
          time: SEED_TIME + DAY,
        },
      ],
    });
  }
  if (!matterFeedback.get(DEMO_RECORD_IDS.matterFeedback)) {
    matterFeedback.insert({
      id: DEMO_RECORD_IDS.matterFeedback,
      userId: 'U0001',
      matterId: 'M12010100',
      matterName: '社会保障卡申领',
      types: ['材料有误'],
      content: '办事指南中的申请表模板链接打不开。',
      phone: '13800138000',
      createdAt: SEED_TIME,
      replyDueAt: null,
      replies: [],
    });
  }
}
