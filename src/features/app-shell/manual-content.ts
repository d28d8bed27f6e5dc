import { paths } from '@/config/routes';

/** One block of a page sketch: its label and how tall it is (rows of the phone screen). */
export interface SketchBlock {
  label: string;
  rows: number;
  /** A button or an input, drawn in the primary colour. */
  accent?: boolean;
}

export interface ManualChapter {
  id: string;
  title: string;
  steps: string[];
  /** The page the chapter is about: its title bar and blocks, drawn as a sketch. */
  page: { title: string; blocks: SketchBlock[] };
  /** Where to try it. */
  to: string;
  linkText: string;
}

/** 使用手册: how to log in, find, reserve, take a number, apply and rate, with the pages as sketches. */
export const MANUAL: ManualChapter[] = [
  {
    id: 'login',
    title: '登录',
    steps: [
      '在“我的”页点“登录”，或打开需要登录的功能时自动进入登录页。',
      '输入手机号，点“获取验证码”，填写短信验证码。',
      '阅读并勾选同意《用户服务协议》和《隐私政策》，点“登录”。登录后回到原来的页面。',
      '在微信中打开时，可以用微信授权登录。',
    ],
    page: {
      title: '登录',
      blocks: [
        { label: '手机号', rows: 1, accent: true },
        { label: '短信验证码　获取验证码', rows: 1, accent: true },
        { label: '□ 我已阅读并同意协议', rows: 1 },
        { label: '登录', rows: 1, accent: true },
      ],
    },
    to: paths.login(),
    linkText: '打开登录页',
  },
  {
    id: 'find',
    title: '查找事项和大厅',
    steps: [
      '首页顶部的搜索框可以搜事项、大厅和办事指南。',
      '“找大厅”按区县、距离和排队人数列出服务大厅，点进去可看地址、办公时间和导航。',
      '“政务地图”在地图上显示大厅位置；“附近大厅”按您的位置排序。',
      '左上角可以切换区域，首页的服务会随区域变化。',
    ],
    page: {
      title: '首页',
      blocks: [
        { label: '区域 ▾　搜索事项、大厅', rows: 1, accent: true },
        { label: '大厅信息：地址、办公时间、繁忙程度', rows: 2 },
        { label: '便民服务（可编辑）', rows: 3 },
        { label: '通知公告 · 热门事项', rows: 2 },
      ],
    },
    to: paths.findTheLobby(),
    linkText: '打开找大厅',
  },
  {
    id: 'reserve',
    title: '预约办理',
    steps: [
      '在事项的办事指南或首页“预约办理”中选择要办的事项和大厅。',
      '选择日期和时间段，核对信息后提交。',
      '预约成功后可在“我的-我的预约”查看、取消；到大厅后凭预约取号。',
    ],
    page: {
      title: '预约办理',
      blocks: [
        { label: '事项与大厅', rows: 1 },
        { label: '选择日期', rows: 2 },
        { label: '选择时间段', rows: 2 },
        { label: '核对并提交预约', rows: 1, accent: true },
      ],
    },
    to: paths.mine(),
    linkText: '查看我的预约',
  },
  {
    id: 'ticket',
    title: '在线取号',
    steps: [
      '在首页“在线取号”选择大厅和业务，取得排队号。',
      '“我的-我的排队”显示前面还有几人，叫号时会提醒。',
      '“窗口实况”可以看到各窗口正在叫的号。',
    ],
    page: {
      title: '在线取号',
      blocks: [
        { label: '选择大厅', rows: 1 },
        { label: '选择业务', rows: 2 },
        { label: '取号', rows: 1, accent: true },
        { label: '当前排队：前面 3 人', rows: 1 },
      ],
    },
    to: paths.mine(),
    linkText: '查看我的排队',
  },
  {
    id: 'apply',
    title: '申办与电子证照',
    steps: [
      '在办事指南中点“去办理”，按提示填写信息、上传材料，核对后提交；未提交的内容会自动保存为草稿。',
      '在“我的-我的办件”查看办理进度。',
      '完成实名认证后，“电子证照”里有您的身份证、户口簿等证照：办事时点“亮证”，只出示需要的信息，二维码每分钟刷新。',
    ],
    page: {
      title: '电子证照',
      blocks: [
        { label: '居民身份证', rows: 2, accent: true },
        { label: '居民户口簿', rows: 2 },
        { label: '亮证：选择出示的信息 → 确认 → 二维码', rows: 2 },
      ],
    },
    to: paths.certificate(),
    linkText: '打开电子证照',
  },
  {
    id: 'rate',
    title: '评价与投诉',
    steps: ['办完事后在“我的-待评价”给窗口服务打分，可以写下意见。', '对服务不满意，可在首页“投诉建议”提交，在“我的投诉建议”查看答复。'],
    page: {
      title: '好差评',
      blocks: [
        { label: '★★★★★ 非常满意', rows: 1, accent: true },
        { label: '选择评价标签', rows: 2 },
        { label: '写下您的意见', rows: 2 },
        { label: '提交评价', rows: 1, accent: true },
      ],
    },
    to: paths.evaluation(),
    linkText: '打开好差评',
  },
];
