import { defineTable, type Row } from '@/mocks/db/store';
import type { Intent } from './matching';

/** A common question of the hall (hours, addresses, reserving, complaints …), not tied to a matter. */
export interface FaqRow extends Row {
  /** Category and sub-category ids of topCategory / getSubCategory. */
  categoryId: string;
  subCategoryId: string;
  question: string;
  intent: Intent;
  /** Key words that point at it besides its question. */
  names: string[];
  /** Rich text; `{halls}` and `{hours}` are filled from the area's halls when answered. */
  html: string;
  actions: { kind: 'reserve' | 'ticket' | 'complaint' | 'evaluation' | 'agency' | 'mail' | 'login' | 'guide'; label: string }[];
  files: { name: string; url: string }[];
  /** Where the text comes from, cited under the answer. */
  section: string;
  versionDate: string;
  weight: number;
}

/** One question asked and what the robot answered (getAnswer), kept for feedback and sharing. */
export interface AnswerRow extends Row {
  sessionId: string;
  userId: string | null;
  areaCode: string;
  question: string;
  itemId: string | null;
  kind: 'answer' | 'notFound' | 'handoff';
  fromContext: boolean;
  /** Emulator clock, ms. */
  createdAt: number;
  /** Set when the user chose a suggestion in place of the first reading (updateAnswer). */
  correctedAt?: number;
}

/** The matter a conversation is about, for follow-up questions (setContext, or the last answer). */
export interface ContextRow extends Row {
  /** = the conversation's sessionId */
  matterId: string | null;
  areaCode: string;
  updatedAt: number;
}

/** Helpful / not helpful on an answer (saveFeedback); one per answer, the latest wins. */
export interface FeedbackRow extends Row {
  answerId: string;
  itemId: string | null;
  helpful: boolean;
  reason: string;
  comment: string;
  userId: string | null;
  createdAt: number;
}

/**
 * The date the robot first saw each version of a matter's guide, for guides that carry no
 * version date of their own: a changed guide gets a new date.
 */
export interface GuideVersionRow extends Row {
  /** = matter id */
  print: string;
  date: string;
}

const HOURS_NOTE = '法定节假日休息，调休工作日正常办公。';

export const FAQ_SEED: FaqRow[] = [
  {
    id: 'faq-hours',
    categoryId: 'faq-hall',
    subCategoryId: 'faq-hall-visit',
    question: '政务服务大厅几点上班？',
    intent: 'hours',
    names: ['办公时间', '上班时间', '开放时间'],
    html: `<p>本区域政务服务大厅的办公时间：</p>{hours}<p>${HOURS_NOTE}</p>`,
    actions: [{ kind: 'ticket', label: '在线取号' }],
    files: [],
    section: '大厅服务指南 · 办公时间',
    versionDate: '2026-01-05',
    weight: 900,
  },
  {
    id: 'faq-address',
    categoryId: 'faq-hall',
    subCategoryId: 'faq-hall-visit',
    question: '政务服务大厅在哪里？',
    intent: 'where',
    names: ['大厅地址', '大厅在哪', '服务中心地址'],
    html: '<p>本区域的政务服务大厅：</p>{halls}<p>可在“找大厅”中查看地图和路线。</p>',
    actions: [],
    files: [],
    section: '大厅服务指南 · 大厅地址',
    versionDate: '2026-01-05',
    weight: 880,
  },
  {
    id: 'faq-guide',
    categoryId: 'faq-hall',
    subCategoryId: 'faq-hall-visit',
    question: '去大厅办事要注意什么？',
    intent: 'overview',
    names: ['办事须知', '注意事项', '第一次去大厅'],
    html: '<p>到大厅办事前请：</p><ol><li>在“办事指南”中查好申请材料，带齐原件；</li><li>尽量提前<strong>预约</strong>，到大厅后凭预约直接取号；</li><li>老年人、残疾人可走绿色通道，或申请帮办代办。</li></ol><p>办事须知全文见下方文件。</p>',
    actions: [{ kind: 'reserve', label: '预约办理' }],
    files: [{ name: '办事须知.docx', url: '/docs/办事须知.docx' }],
    section: '大厅服务指南 · 办事须知',
    versionDate: '2026-03-01',
    weight: 700,
  },
  {
    id: 'faq-reserve',
    categoryId: 'faq-queue',
    subCategoryId: 'faq-queue-reserve',
    question: '怎么预约办理？',
    intent: 'reserve',
    names: ['网上预约', '预约办事'],
    html: '<p>预约办理的步骤：</p><ol><li>打开“预约办理”，选择大厅和事项；</li><li>选择日期和时段（可预约今后几个工作日）；</li><li>确认信息后提交，按预约时间到大厅取号，享受优先叫号。</li></ol><p>不能按时到达请提前取消预约，多次爽约会暂停预约资格。</p>',
    actions: [{ kind: 'reserve', label: '预约办理' }],
    files: [],
    section: '预约取号规则 · 网上预约',
    versionDate: '2026-02-10',
    weight: 860,
  },
  {
    id: 'faq-ticket',
    categoryId: 'faq-queue',
    subCategoryId: 'faq-queue-ticket',
    question: '怎么在线取号？',
    intent: 'ticket',
    names: ['排队取号', '现场取号'],
    html: '<p>在线取号：打开“在线取号”，选择大厅和业务队列，即可看到前面等候人数和预计等候时间，取号后可随时查看叫号进度。</p><p>号码当天有效；过号后请到咨询引导台重新排队。60岁以上老人可走绿色通道。</p>',
    actions: [{ kind: 'ticket', label: '在线取号' }],
    files: [],
    section: '预约取号规则 · 在线取号',
    versionDate: '2026-02-10',
    weight: 850,
  },
  {
    id: 'faq-complain',
    categoryId: 'faq-feedback',
    subCategoryId: 'faq-feedback-complain',
    question: '怎么投诉或提建议？',
    intent: 'complain',
    names: ['投诉建议', '投诉', '意见建议'],
    html: '<p>对办事过程不满意，可以在“投诉建议”中留言，写明大厅、窗口和经过，可附图片。工作人员会在5个工作日内答复，答复可在“我的投诉”中查看。</p><p>也可拨打12345政务服务便民热线。</p>',
    actions: [{ kind: 'complaint', label: '投诉建议' }],
    files: [],
    section: '政务服务“好差评”制度 · 投诉处理',
    versionDate: '2025-12-20',
    weight: 820,
  },
  {
    id: 'faq-evaluate',
    categoryId: 'faq-feedback',
    subCategoryId: 'faq-feedback-evaluate',
    question: '怎么给办事服务评价？',
    intent: 'evaluate',
    names: ['好差评', '服务评价'],
    html: '<p>办结后可在“好差评”中对事项或窗口打分（1至5星）。差评会转给大厅核实整改，并在规定时间内回访。</p>',
    actions: [{ kind: 'evaluation', label: '去评价' }],
    files: [],
    section: '政务服务“好差评”制度 · 评价方式',
    versionDate: '2025-12-20',
    weight: 800,
  },
  {
    id: 'faq-agency',
    categoryId: 'faq-online',
    subCategoryId: 'faq-online-help',
    question: '老人行动不便能代办吗？',
    intent: 'agency',
    names: ['帮办代办', '代办服务', '上门办'],
    html: '<p>可以。老年人、残疾人等行动不便的群众可申请<strong>帮办代办</strong>：在“帮办代办”中提交申请，工作人员会联系您，上门或代为办理。</p>',
    actions: [{ kind: 'agency', label: '申请帮办代办' }],
    files: [],
    section: '帮办代办服务规范',
    versionDate: '2026-04-01',
    weight: 780,
  },
  {
    id: 'faq-mail',
    categoryId: 'faq-online',
    subCategoryId: 'faq-online-help',
    question: '办好的证件能邮寄到家吗？',
    intent: 'mail',
    names: ['证件邮寄', '邮寄服务', '免费邮寄'],
    html: '<p>可以。在“邮寄服务”中填写收件地址，办结的证照由EMS寄送到家，可查询物流进度。</p>',
    actions: [{ kind: 'mail', label: '邮寄服务' }],
    files: [],
    section: '政务服务邮寄送达规范',
    versionDate: '2026-04-01',
    weight: 760,
  },
  {
    id: 'faq-login',
    categoryId: 'faq-online',
    subCategoryId: 'faq-online-account',
    question: '怎么登录和实名认证？',
    intent: 'login',
    names: ['实名认证', '登录'],
    html: '<p>在“我的”中点击登录，可用微信授权或手机号验证码登录。登录后在“个人信息”中完成实名认证，即可网上预约、取号和申报。</p>',
    actions: [{ kind: 'login', label: '去登录' }],
    files: [],
    section: '平台使用说明 · 账号',
    versionDate: '2026-01-15',
    weight: 740,
  },
  {
    id: 'faq-handoff',
    categoryId: 'faq-hall',
    subCategoryId: 'faq-hall-contact',
    question: '怎么联系人工客服？',
    intent: 'handoff',
    names: ['人工客服', '咨询电话', '转人工'],
    html: '<p>机器人没能解决您的问题时，可以点“转人工”，把您的问题和本次对话转给大厅工作人员，在会话中答复您；也可以直接致电大厅：</p>{phones}<p>工作时间以外可拨打12345政务服务便民热线。</p>',
    actions: [],
    files: [],
    section: '大厅服务指南 · 咨询电话',
    versionDate: '2026-01-05',
    weight: 600,
  },
];

export const CATEGORY_NAMES: Record<string, string> = {
  'faq-hall': '大厅服务',
  'faq-queue': '预约取号',
  'faq-feedback': '投诉评价',
  'faq-online': '便民服务',
};

export const SUBCATEGORY_NAMES: Record<string, string> = {
  'faq-hall-visit': '到大厅办事',
  'faq-hall-contact': '联系我们',
  'faq-queue-reserve': '网上预约',
  'faq-queue-ticket': '在线取号',
  'faq-feedback-complain': '投诉建议',
  'faq-feedback-evaluate': '好差评',
  'faq-online-help': '帮办与邮寄',
  'faq-online-account': '账号与实名',
};

export const faqs = defineTable<FaqRow>('robotFaqs', () => FAQ_SEED.map((f) => ({ ...f })));
export const answers = defineTable<AnswerRow>('robotAnswers');
export const contexts = defineTable<ContextRow>('robotContexts');
export const feedbacks = defineTable<FeedbackRow>('robotFeedback');
export const guideVersions = defineTable<GuideVersionRow>('robotGuideVersions');
