import type { CrossMode } from './online-types';

/** 跨省通办 modes with what each means to the citizen. */
export const CROSS_MODES: { mode: CrossMode; note: string }[] = [
  { mode: '全程网办', note: '在线提交，办理地审核后送达结果' },
  { mode: '异地代收代办', note: '在本地窗口收件，寄递至办理地办理' },
  { mode: '多地联办', note: '多地部门分段办理，一地受理' },
];

export const CROSS_STAGES: Record<string, string> = {
  submitted: '已提交',
  accepted: '已受理',
  transferred: '已流转办理地',
  done: '已办结',
};
