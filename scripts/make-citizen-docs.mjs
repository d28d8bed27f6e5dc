// Generates the documents citizens open from the emulator's data into public/docs/ (served as
// static files like the rest of public/): Chinese documents only. The preview test documents
// (English PDF pages, a docx with a javascript: link, broken files) stay in public/fixtures/ for
// the tests and are never linked from what a citizen sees (tests/mocks/citizen-docs.test.ts).
// Run: npm run docs:citizen
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeWordDocument, makeXlsx } from './lib/office.mjs';
import { certificatePng } from './lib/png.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'docs');
mkdirSync(out, { recursive: true });

const write = (name, data) => {
  writeFileSync(join(out, name), data);
  console.log(`${name}\t${data.length} bytes`);
};

write(
  '办事须知.docx',
  await makeWordDocument({
    title: '办事须知',
    blocks: [
      { p: '为方便您到政务服务大厅办事，请在出发前阅读以下须知。' },
      { h: '一、办事前' },
      { p: '1. 在“办事指南”中查看所办事项的申请材料，带齐原件和复印件。' },
      { p: '2. 尽量提前在网上预约，到大厅后凭预约信息在取号机或窗口签到取号。' },
      { p: '3. 委托他人办理的，请准备委托书和双方身份证件。' },
      { h: '二、办事时' },
      { p: '1. 请留意叫号屏和语音叫号，过号后可重新排队。' },
      { p: '2. 老年人、残疾人、孕妇等可走绿色通道，也可申请帮办代办服务。' },
      { h: '三、办公时间' },
      {
        table: [
          ['时间', '上午', '下午'],
          ['周一至周五', '9:00-12:00', '13:30-17:00'],
          ['法定节假日', '不办公', '不办公'],
        ],
      },
      { h: '四、咨询与投诉' },
      { p: '对办事过程有疑问或意见，可通过“智能客服”咨询，或在“投诉建议”中反映，我们将及时处理。' },
    ],
  }),
);

write(
  '申请表样表.docx',
  await makeWordDocument({
    title: '申请表（样表）',
    blocks: [
      { p: '本样表供填写参考，请按实际情况如实填写，字迹清楚，不得涂改。' },
      {
        table: [
          ['项目', '填写示例', '说明'],
          ['申请人姓名', '张三', '与身份证件一致'],
          ['身份证件号码', '120101199001011234', '18位'],
          ['联系电话', '13800138000', '用于接收办理结果通知'],
          ['联系地址', '天津市和平区南京路100号', '详细到门牌号'],
          ['申请事项', '（按所办事项填写）', ''],
          ['申请日期', '2026年11月22日', ''],
        ],
      },
      { h: '签字' },
      { p: '申请人（签字）：________    日期：____年__月__日' },
    ],
  }),
);

write('办件统计样表.xlsx', await makeXlsx());
// A picture without words: the scanned copy of a paper material in the archive and the layout
// sample of a matter.
write('扫描件示意.png', certificatePng());
