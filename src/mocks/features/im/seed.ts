import type { MessageRow, SystemMessageRow } from './tables';

// Fixed seed times: the seed must be deterministic (its fingerprint decides a rebuild).
const T0 = Date.UTC(2026, 10, 10, 1, 0);
const MIN = 60_000;

/** The demo citizens (mobile login 13800138000, the chat-app demo openId, the partner user). */
export const DEMO_CITIZENS = ['U0001', 'U1001', 'U2001'];
/** Staff members as chat peers: `M` + the mobile they log in with (agency staff, README). */
export const WANG_FANG = 'M13600136001';
export const LI_QIANG = 'M13600136002';
export const CHEN_JING = 'M13600136003';

const QA: [string, string][] = [
  ['您好，请问办理社保卡补卡需要带什么材料？', '您好，补办社保卡需携带本人身份证原件，到窗口填写申请表即可。'],
  ['需要照片吗？', '不需要另带照片，窗口现场采集。'],
  ['大概多久能拿到？', '现场制卡的网点当天可取，其他网点约10个工作日。'],
  ['周六上班吗？', '和平区政务服务中心周六、周日不办公，工作日9:00-12:00、13:30-17:00办公。'],
  ['可以代办吗？', '可以，代办人需携带双方身份证原件及委托书。'],
  ['委托书有模板吗？', '有的，我把模板发给您。'],
];

export function seedMessages(): MessageRow[] {
  const rows: MessageRow[] = [];
  let idx = 0;
  const add = (fromId: string, toId: string, type: MessageRow['type'], content: string, minutes: number, read = true) => {
    idx += 1;
    rows.push({ id: String(idx), msgIdx: idx, fromId, toId, topic: '在线咨询', type, content, createTime: T0 + minutes * MIN, read });
  };
  // A long history with 王芳 (more than one page), ending with a file and a link.
  for (let round = 0; round < 4; round += 1) {
    QA.forEach(([q, a], i) => {
      const at = round * 24 * 60 + i * 3;
      add('U0001', WANG_FANG, 'text', q, at);
      add(WANG_FANG, 'U0001', 'text', a, at + 1);
    });
  }
  add(WANG_FANG, 'U0001', 'file', JSON.stringify({ name: '办事须知.docx', url: '/docs/办事须知.docx', size: 2672 }), 4 * 24 * 60);
  add(WANG_FANG, 'U0001', 'file', JSON.stringify({ name: '扫描件示意.png', url: '/docs/扫描件示意.png', size: 2519 }), 4 * 24 * 60 + 1);
  add(
    WANG_FANG,
    'U0001',
    'link',
    JSON.stringify({ title: '社保卡补换办理指南', url: '#/guidelines?matterId=M12010000' }),
    4 * 24 * 60 + 2,
    false,
  );
  // 陈静 wrote twice and is not read yet.
  add(CHEN_JING, 'U0001', 'text', '您好，您的帮办申请已由我负责跟进。', 5 * 24 * 60);
  add(CHEN_JING, 'U0001', 'text', '明天上午可以上门协助，请保持电话畅通。', 5 * 24 * 60 + 2, false);
  // The chat-app demo user has one short conversation.
  add('U1001', LI_QIANG, 'text', '您好，公积金提取在哪个窗口？', 5 * 24 * 60 + 10);
  add(LI_QIANG, 'U1001', 'text', '您好，请到二楼12号窗口办理。', 5 * 24 * 60 + 11, false);
  return rows;
}

const SYSTEM: [string, string, string | undefined][] = [
  ['系统升级通知', '本平台将于11月25日凌晨0:00-6:00进行系统升级，期间部分服务暂停使用。', undefined],
  ['预约提醒', '您预约的“社会保障卡补办”将于明天上午9:30在和平区政务服务中心办理，请按时到达。', '/myNumber'],
  ['办件进度', '您申请的“居住证签注”已受理，预计3个工作日内办结。', undefined],
  ['欢迎使用一窗受理', '您可以在线预约、取号、咨询工作人员，也可以对服务进行评价。', '/home'],
];

export function seedSystemMessages(): SystemMessageRow[] {
  const rows: SystemMessageRow[] = [];
  for (const userId of DEMO_CITIZENS) {
    SYSTEM.forEach(([title, content, route], i) => {
      rows.push({
        id: `SYS-${userId}-${i + 1}`,
        userId,
        title,
        content,
        route,
        createTime: T0 + (6 * 24 * 60 - i * 90) * MIN,
        // The two newest are unread.
        read: i >= 2,
      });
    });
  }
  return rows;
}
