/** The steps of 预约办理 (docs/queue.md), in order, and the heading each shows. */
export type Step = 'hall' | 'matter' | 'date' | 'slot' | 'details' | 'review' | 'done';

export const STEP_TITLES: Record<Step, string> = {
  hall: '选择大厅',
  matter: '选择事项',
  date: '选择日期',
  slot: '选择时段',
  details: '填写预约人信息',
  review: '核对预约信息',
  done: '预约成功',
};
