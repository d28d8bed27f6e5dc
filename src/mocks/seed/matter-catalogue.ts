/**
 * The emulator's matter catalogue, written as a Tianjin 政务服务事项目录 looks: each template is
 * one matter with its full 办事指南 (conditions, materials, steps, fees, time limits, legal basis,
 * 跨省通办 mode), instantiated per area in `halls.ts`. Laws, certificate types, 一件事 bundles,
 * self-test questionnaires and search synonyms live here too.
 *
 * The first sixteen templates are the matters the emulator always had (ids `M<area><00-15>`);
 * new ones are appended so that existing ids keep their meaning.
 */

import type { SelfTest, SelfTestQuestion } from '@/contract/matter';

export type Audience = '个人' | '法人';
export type MatterLevel = 'city' | 'district' | 'street';
export type CrossMode = '全程网办' | '异地代收代办' | '多地联办' | null;

export interface MaterialTemplate {
  name: string;
  /** 纸质 / 电子 / 纸质或电子 */
  form: string;
  copies: number;
  original: boolean;
  /** Required, or only when the condition holds. */
  condition?: string;
  /** A sample (样表) under /docs, opened in previewFile. */
  sample?: string;
  /** A certificate type the user may hold as an e-certificate instead of paper. */
  cert?: string;
}

export interface MatterTemplate {
  name: string;
  theme: string;
  department: string;
  audience: Audience[];
  online: boolean;
  /** Where the matter is handled: every area gets it, or only the city, or street halls. */
  scope: 'all' | 'city' | 'district' | 'street';
  aliases: string[];
  conditions: string[];
  materials: MaterialTemplate[];
  steps: [string, string][];
  fee: null | { amount: string; basis: string };
  legalDays: number;
  promiseDays: number;
  laws: string[];
  cross: CrossMode;
  issues?: string;
  visits: number;
}

export const LAWS: Record<string, { title: string; clause: string; text: string }> = {
  ssl58: {
    title: '《中华人民共和国社会保险法》',
    clause: '第五十八条',
    text: '用人单位应当自用工之日起三十日内为其职工向社会保险经办机构申请办理社会保险登记。国家建立全国统一的个人社会保障号码。个人社会保障号码为公民身份号码。',
  },
  ssl20: {
    title: '《中华人民共和国社会保险法》',
    clause: '第二十条',
    text: '国家建立和完善新型农村社会养老保险制度。新型农村社会养老保险实行个人缴费、集体补助和政府补贴相结合。',
  },
  ssl45: {
    title: '《中华人民共和国社会保险法》',
    clause: '第四十五条',
    text: '失业人员符合下列条件的，从失业保险基金中领取失业保险金：（一）失业前用人单位和本人已经缴纳失业保险费满一年的；（二）非因本人意愿中断就业的；（三）已经进行失业登记，并有求职要求的。',
  },
  ssl29: {
    title: '《中华人民共和国社会保险法》',
    clause: '第二十九条',
    text: '参保人员医疗费用中应当由基本医疗保险基金支付的部分，由社会保险经办机构与医疗机构、药品经营单位直接结算。社会保险行政部门和卫生行政部门应当建立异地就医医疗费用结算制度，方便参保人员享受基本医疗保险待遇。',
  },
  ssl16: {
    title: '《中华人民共和国社会保险法》',
    clause: '第十六条',
    text: '参加基本养老保险的个人，达到法定退休年龄时累计缴费满十五年的，按月领取基本养老金。',
  },
  idc11: {
    title: '《中华人民共和国居民身份证法》',
    clause: '第十一条',
    text: '国家决定换发新一代居民身份证、居民身份证有效期满、公民姓名变更或者证件严重损坏不能辨认的，应当换领新证；居民身份证登记项目出现错误的，公安机关应当及时更正，换发新证。',
  },
  idc20: { title: '《中华人民共和国居民身份证法》', clause: '第二十条', text: '公民申请领取、换领、补领居民身份证，应当缴纳证件工本费。' },
  hk7: {
    title: '《中华人民共和国户口登记条例》',
    clause: '第七条',
    text: '婴儿出生后一个月以内，由户主、亲属、抚养人或者邻居向婴儿常住地户口登记机关申报出生登记。',
  },
  jzz2: {
    title: '《居住证暂行条例》',
    clause: '第二条',
    text: '公民离开常住户口所在地，到其他城市居住半年以上，符合有合法稳定就业、合法稳定住所、连续就读条件之一的，可以依照本条例的规定申领居住证。',
  },
  sy14: {
    title: '《失业保险条例》',
    clause: '第十四条',
    text: '具备下列条件的失业人员，可以领取失业保险金：按照规定参加失业保险，所在单位和本人已按照规定履行缴费义务满1年的；非因本人意愿中断就业的；已办理失业登记，并有求职要求的。',
  },
  sczt3: {
    title: '《中华人民共和国市场主体登记管理条例》',
    clause: '第三条',
    text: '市场主体应当依照本条例办理登记。未经登记，不得以市场主体名义从事经营活动。法律、行政法规规定无需办理登记的除外。',
  },
  sczt17: {
    title: '《中华人民共和国市场主体登记管理条例》',
    clause: '第十九条',
    text: '登记机关对申请材料进行形式审查。对申请材料齐全、符合法定形式的予以确认并当场登记。不能当场登记的，应当在3个工作日内予以登记。',
  },
  spaq35: {
    title: '《中华人民共和国食品安全法》',
    clause: '第三十五条',
    text: '国家对食品生产经营实行许可制度。从事食品生产、食品销售、餐饮服务，应当依法取得许可。但是，销售食用农产品和仅销售预包装食品的，不需要取得许可。',
  },
  gjj24: {
    title: '《住房公积金管理条例》',
    clause: '第二十四条',
    text: '职工有下列情形之一的，可以提取职工住房公积金账户内的存储余额：（一）购买、建造、翻建、大修自住住房的；（二）离休、退休的；……（五）房租超出家庭工资收入的规定比例的。',
  },
  gjj26: {
    title: '《住房公积金管理条例》',
    clause: '第二十六条',
    text: '缴存住房公积金的职工，在购买、建造、翻建、大修自住住房时，可以向住房公积金管理中心申请住房公积金贷款。',
  },
  hy4: {
    title: '《婚姻登记条例》',
    clause: '第四条',
    text: '内地居民结婚，男女双方应当共同到一方当事人常住户口所在地的婚姻登记机关办理结婚登记。',
  },
  hy5: {
    title: '《婚姻登记条例》',
    clause: '第五条',
    text: '办理结婚登记的内地居民应当出具下列证件和证明材料：（一）本人的身份证；（二）本人无配偶以及与对方当事人没有直系血亲和三代以内旁系血亲关系的签字声明。',
  },
  jz9: {
    title: '《社会救助暂行办法》',
    clause: '第九条',
    text: '国家对共同生活的家庭成员人均收入低于当地最低生活保障标准，且符合当地最低生活保障家庭财产状况规定的家庭，给予最低生活保障。',
  },
  gs11: {
    title: '《中华人民共和国个人所得税法》',
    clause: '第十一条',
    text: '居民个人取得综合所得，按年计算个人所得税；有扣缴义务人的，由扣缴义务人按月或者按次预扣预缴税款；需要办理汇算清缴的，应当在取得所得的次年三月一日至六月三十日内办理汇算清缴。',
  },
  bdc27: {
    title: '《不动产登记暂行条例》',
    clause: '第二十七条',
    text: '权利人、利害关系人可以依法查询、复制不动产登记资料，不动产登记机构应当提供。',
  },
  bdc14: { title: '《不动产登记暂行条例》', clause: '第十四条', text: '因买卖、设定抵押权等申请不动产登记的，应当由当事人双方共同申请。' },
  lnr: {
    title: '《中华人民共和国老年人权益保障法》',
    clause: '第五十七条',
    text: '县级以上人民政府及其有关部门根据经济社会发展情况和老年人的特殊需要，制定优待老年人的办法，逐步提高优待水平。',
  },
  ylbz: {
    title: '《天津市老年人优待办法》',
    clause: '第三条',
    text: '本市户籍和持有本市居住证的65周岁以上老年人，凭老年人优待证享受公共交通、公园等优待服务。',
  },
  jy: {
    title: '《中华人民共和国义务教育法》',
    clause: '第十二条',
    text: '适龄儿童、少年免试入学。地方各级人民政府应当保障适龄儿童、少年在户籍所在地学校就近入学。',
  },
  crb: {
    title: '《中华人民共和国母婴保健法》',
    clause: '第二十三条',
    text: '医疗保健机构和从事家庭接生的人员按照国务院卫生行政部门的规定，出具统一制发的新生儿出生医学证明。',
  },
  sy: {
    title: '《中华人民共和国人口与计划生育法》',
    clause: '第二十条',
    text: '国家对实行计划生育的育龄夫妻提供生育登记服务，生育登记实行网上办理。',
  },
  syb: {
    title: '《中华人民共和国社会保险法》',
    clause: '第五十四条',
    text: '用人单位已经缴纳生育保险费的，其职工享受生育保险待遇；职工未就业配偶按照国家规定享受生育医疗费用待遇。生育保险待遇包括生育医疗费用和生育津贴。',
  },
  jycy: {
    title: '《中华人民共和国就业促进法》',
    clause: '第十五条',
    text: '国家实行有利于促进就业的财政政策，加大资金投入，改善就业环境，扩大就业。',
  },
  dj: {
    title: '《中华人民共和国残疾人保障法》',
    clause: '第十六条',
    text: '残疾人证由残疾人联合会统一制发，凭证享受国家和地方规定的扶助、优惠政策。',
  },
  tyjr: {
    title: '《退役军人保障法》',
    clause: '第二十五条',
    text: '退役军人安置地人民政府退役军人工作主管部门应当为退役军人办理接收安置手续，发放退役军人优待证。',
  },
  jszh: {
    title: '《中华人民共和国道路交通安全法实施条例》',
    clause: '第二十六条',
    text: '机动车驾驶人在机动车驾驶证的6年有效期内，每个记分周期均未达到12分的，换发10年有效期的机动车驾驶证。',
  },
  gsdj: {
    title: '《中华人民共和国税收征收管理法》',
    clause: '第十五条',
    text: '企业，企业在外地设立的分支机构和从事生产、经营的场所，个体工商户和从事生产、经营的事业单位，自领取营业执照之日起三十日内，持有关证件，向税务机关申报办理税务登记。',
  },
  yz: {
    title: '《中华人民共和国社会保险法》',
    clause: '第五十七条',
    text: '用人单位应当自成立之日起三十日内凭营业执照、登记证书或者单位印章，向当地社会保险经办机构申请办理社会保险登记。',
  },
  gyzx: {
    title: '《中华人民共和国公司法》',
    clause: '第二百三十九条',
    text: '公司清算结束后，清算组应当制作清算报告，报股东会或者人民法院确认，并报送公司登记机关，申请注销公司登记。',
  },
};

export interface CertificateTypeSeed {
  id: string;
  name: string;
  issuer: string;
  /** 电子证照 available to hold in the app. */
  electronic: boolean;
}

export const CERTIFICATE_TYPES: CertificateTypeSeed[] = [
  { id: 'C01', name: '居民身份证', issuer: '公安机关', electronic: true },
  { id: 'C02', name: '居民户口簿', issuer: '公安机关', electronic: true },
  { id: 'C03', name: '结婚证', issuer: '民政部门', electronic: true },
  { id: 'C04', name: '出生医学证明', issuer: '卫生健康部门', electronic: true },
  { id: 'C05', name: '社会保障卡', issuer: '人力资源和社会保障部门', electronic: true },
  { id: 'C06', name: '营业执照', issuer: '市场监督管理部门', electronic: true },
  { id: 'C07', name: '食品经营许可证', issuer: '市场监督管理部门', electronic: true },
  { id: 'C08', name: '不动产权证书', issuer: '不动产登记机构', electronic: true },
  { id: 'C09', name: '居住证', issuer: '公安机关', electronic: false },
  { id: 'C10', name: '老年人优待证', issuer: '民政部门', electronic: true },
  { id: 'C11', name: '残疾人证', issuer: '残疾人联合会', electronic: true },
  { id: 'C12', name: '机动车驾驶证', issuer: '公安机关交通管理部门', electronic: true },
  { id: 'C13', name: '退役军人优待证', issuer: '退役军人事务部门', electronic: false },
  { id: 'C14', name: '离婚证', issuer: '民政部门', electronic: false },
];

const ID: MaterialTemplate = { name: '居民身份证', form: '纸质或电子', copies: 1, original: true, cert: 'C01' };
const HUKOU: MaterialTemplate = { name: '居民户口簿', form: '纸质或电子', copies: 1, original: true, cert: 'C02' };
const PHOTO: MaterialTemplate = { name: '近期免冠白底彩色照片', form: '纸质', copies: 2, original: true, condition: '现场未采集照片的' };
const LICENSE: MaterialTemplate = { name: '营业执照', form: '纸质或电子', copies: 1, original: false, cert: 'C06' };
const AGENT: MaterialTemplate = {
  name: '委托书及受托人身份证',
  form: '纸质',
  copies: 1,
  original: true,
  condition: '委托他人代办的',
  sample: '/docs/申请表样表.docx',
};
const form = (name: string, sample = '/docs/申请表样表.docx'): MaterialTemplate => ({
  name,
  form: '纸质或电子',
  copies: 1,
  original: true,
  sample,
});

const STD_STEPS: [string, string][] = [
  ['申请', '通过本应用、天津网上办事大厅或到窗口提交申请及材料'],
  ['受理', '窗口人员核对材料，齐全且符合法定形式的当场受理，出具受理通知书'],
  ['审查', '承办部门对材料进行审查，必要时实地核查'],
  ['决定', '作出准予或不予办理的决定，不予办理的书面说明理由'],
  ['送达', '窗口领取或免费邮寄送达结果'],
];

const T = (t: Partial<MatterTemplate> & Pick<MatterTemplate, 'name' | 'theme' | 'department' | 'laws'>): MatterTemplate => ({
  audience: ['个人'],
  online: true,
  scope: 'all',
  aliases: [],
  conditions: [],
  materials: [ID],
  steps: STD_STEPS,
  fee: null,
  legalDays: 20,
  promiseDays: 5,
  cross: null,
  visits: 0,
  ...t,
});

export const TEMPLATES: MatterTemplate[] = [
  // 00-15: the matters the emulator always had (same order, same department and theme).
  T({
    name: '社会保障卡申领',
    theme: '社保',
    department: '人力资源和社会保障局',
    aliases: ['办社保卡', '社保卡', '补社保卡', '医保卡', '第三代社保卡'],
    conditions: ['已参加本市社会保险或城乡居民医疗保险', '本人未持有有效的社会保障卡'],
    materials: [ID, PHOTO, form('社会保障卡申领登记表'), AGENT],
    steps: [
      ['申请', '线上上传照片或到合作银行网点、窗口申请'],
      ['制卡', '人社部门审核信息后送卡商制卡'],
      ['领卡', '到指定网点领取并激活金融功能'],
    ],
    legalDays: 30,
    promiseDays: 15,
    laws: ['ssl58'],
    cross: '全程网办',
    issues: 'C05',
    visits: 1,
  }),
  T({
    name: '城乡居民养老保险参保登记',
    theme: '养老',
    department: '人力资源和社会保障局',
    aliases: ['居民养老保险', '交养老保险', '城乡居民养老'],
    conditions: ['年满16周岁（不含在校学生）', '非国家机关和事业单位工作人员', '未参加职工基本养老保险的本市户籍居民'],
    materials: [ID, HUKOU],
    legalDays: 10,
    promiseDays: 1,
    laws: ['ssl20'],
    cross: '全程网办',
  }),
  T({
    name: '失业保险金申领',
    theme: '就业',
    department: '人力资源和社会保障局',
    aliases: ['领失业金', '失业金', '失业补助'],
    conditions: ['失业前单位和本人已缴纳失业保险费满一年', '非因本人意愿中断就业', '已办理失业登记并有求职要求'],
    materials: [
      ID,
      { name: '解除或终止劳动关系证明', form: '纸质或电子', copies: 1, original: true, sample: '/docs/申请表样表.docx' },
      { name: '本人社会保障卡或银行卡', form: '纸质', copies: 1, original: true, cert: 'C05' },
    ],
    legalDays: 15,
    promiseDays: 3,
    laws: ['ssl45', 'sy14'],
    cross: '全程网办',
  }),
  T({
    name: '居民身份证换领',
    theme: '户籍',
    department: '公安局',
    online: false,
    aliases: ['换身份证', '身份证到期', '身份证过期', '补身份证'],
    conditions: ['居民身份证有效期满、姓名变更或证件严重损坏不能辨认', '16周岁以上本市户籍居民'],
    materials: [ID, HUKOU, PHOTO],
    steps: [
      ['申请', '本人到户籍派出所或政务服务中心公安窗口'],
      ['采集', '现场采集人像和指纹'],
      ['制证', '公安机关审核后制证'],
      ['领证', '窗口领取或邮寄到家'],
    ],
    fee: { amount: '20元', basis: '《居民身份证工本费收费标准》（发改价格〔2003〕2322号）' },
    legalDays: 60,
    promiseDays: 20,
    laws: ['idc11', 'idc20'],
    cross: '异地代收代办',
    issues: 'C01',
    visits: 1,
  }),
  T({
    name: '居住证申领',
    theme: '户籍',
    department: '公安局',
    aliases: ['办居住证', '暂住证', '外地人居住证'],
    conditions: ['离开常住户口所在地在本市居住半年以上', '有合法稳定就业、合法稳定住所或连续就读条件之一'],
    materials: [
      ID,
      PHOTO,
      { name: '合法稳定住所证明（房屋租赁合同等）', form: '纸质', copies: 1, original: false, sample: '/docs/申请表样表.docx' },
      { name: '就业或就读证明', form: '纸质', copies: 1, original: true, condition: '以就业或就读为由申领的' },
    ],
    legalDays: 15,
    promiseDays: 10,
    laws: ['jzz2'],
    issues: 'C09',
    visits: 1,
  }),
  T({
    name: '出生登记',
    theme: '生育',
    department: '公安局',
    online: false,
    aliases: ['新生儿落户', '孩子上户口', '报户口', '宝宝落户'],
    conditions: ['婴儿出生后一个月以内申报', '父母一方为本市户籍'],
    materials: [
      { name: '出生医学证明', form: '纸质或电子', copies: 1, original: true, cert: 'C04' },
      { ...HUKOU, name: '父母一方的居民户口簿' },
      { ...ID, name: '父母双方居民身份证' },
      { name: '结婚证', form: '纸质或电子', copies: 1, original: true, condition: '父母已婚的', cert: 'C03' },
    ],
    legalDays: 30,
    promiseDays: 1,
    laws: ['hk7'],
    issues: 'C02',
    visits: 1,
  }),
  T({
    name: '个体工商户设立登记',
    theme: '企业开办',
    department: '市场监督管理局',
    audience: ['个人', '法人'],
    aliases: ['办营业执照', '开店', '个体户执照', '开小卖部'],
    conditions: ['有经营能力的自然人', '经营场所合法、经营范围不属于禁止类'],
    materials: [ID, form('个体工商户登记（备案）申请书'), { name: '经营场所使用证明', form: '纸质', copies: 1, original: false }],
    legalDays: 3,
    promiseDays: 1,
    laws: ['sczt3', 'sczt17'],
    cross: '全程网办',
    issues: 'C06',
  }),
  T({
    name: '食品经营许可证核发',
    theme: '企业开办',
    department: '市场监督管理局',
    audience: ['法人'],
    aliases: ['食品许可证', '开饭店', '餐饮许可'],
    conditions: ['已取得营业执照', '具有与经营的食品品种、数量相适应的经营场所和设备'],
    materials: [
      LICENSE,
      form('食品经营许可申请书'),
      {
        name: '与食品经营相适应的主要设备设施布局、操作流程等文件',
        form: '纸质',
        copies: 1,
        original: true,
        sample: '/docs/扫描件示意.png',
      },
      { name: '食品安全管理制度', form: '纸质', copies: 1, original: true },
    ],
    legalDays: 20,
    promiseDays: 5,
    laws: ['spaq35'],
    issues: 'C07',
    visits: 1,
  }),
  T({
    name: '住房公积金提取（租房）',
    theme: '住房',
    department: '住房公积金管理中心',
    aliases: ['租房提取公积金', '公积金取钱', '提公积金'],
    conditions: ['本人及配偶在本市无自有住房', '连续足额缴存住房公积金3个月以上'],
    materials: [ID, { name: '房屋租赁合同及备案证明', form: '纸质', copies: 1, original: false, condition: '按实际租金提取的' }],
    legalDays: 3,
    promiseDays: 1,
    laws: ['gjj24'],
    cross: '全程网办',
  }),
  T({
    name: '住房公积金个人贷款',
    theme: '住房',
    department: '住房公积金管理中心',
    online: false,
    aliases: ['公积金贷款', '买房贷款'],
    conditions: ['连续足额缴存住房公积金6个月以上', '购买本市自住住房', '具有稳定经济收入和偿还贷款能力'],
    materials: [
      ID,
      { name: '婚姻状况证明', form: '纸质或电子', copies: 1, original: true, cert: 'C03' },
      { name: '购房合同', form: '纸质', copies: 1, original: true },
      { name: '首付款发票或收据', form: '纸质', copies: 1, original: false },
    ],
    legalDays: 15,
    promiseDays: 10,
    laws: ['gjj26'],
    visits: 1,
  }),
  T({
    name: '异地就医备案',
    theme: '医保',
    department: '医疗保障局',
    aliases: ['异地看病', '外地就医', '医保备案', '跨省就医'],
    conditions: ['参加本市基本医疗保险', '异地长期居住、常驻工作或转诊转院'],
    materials: [
      { name: '医保电子凭证或社会保障卡', form: '纸质或电子', copies: 1, original: true, cert: 'C05' },
      form('异地就医登记备案表', '/docs/申请表样表.docx'),
    ],
    legalDays: 5,
    promiseDays: 1,
    laws: ['ssl29'],
    cross: '全程网办',
  }),
  T({
    name: '医疗费用手工报销',
    theme: '医保',
    department: '医疗保障局',
    online: false,
    aliases: ['医保报销', '看病报销'],
    conditions: ['因特殊情况未能直接结算的参保人员'],
    materials: [
      ID,
      { name: '医疗费用票据', form: '纸质', copies: 1, original: true },
      { name: '费用明细清单', form: '纸质', copies: 1, original: true },
      { name: '出院小结或诊断证明', form: '纸质', copies: 1, original: false, condition: '住院费用报销的' },
    ],
    legalDays: 30,
    promiseDays: 20,
    laws: ['ssl29'],
    visits: 1,
  }),
  T({
    name: '结婚登记',
    theme: '婚姻',
    department: '民政局',
    online: false,
    aliases: ['领结婚证', '登记结婚', '扯证'],
    conditions: ['男女双方完全自愿', '男年满22周岁、女年满20周岁', '双方均无配偶且无禁止结婚的亲属关系'],
    materials: [
      ID,
      {
        name: '本人无配偶及与对方没有直系血亲和三代以内旁系血亲关系的签字声明',
        form: '纸质',
        copies: 1,
        original: true,
        sample: '/docs/申请表样表.docx',
      },
      { name: '近期半身免冠合影照片', form: '纸质', copies: 2, original: true },
    ],
    steps: [
      ['预约', '在本应用预约婚姻登记时段'],
      ['申请', '双方共同到婚姻登记处填写声明'],
      ['审查', '登记员当场审查'],
      ['颁证', '符合条件的当场颁发结婚证'],
    ],
    fee: null,
    legalDays: 1,
    promiseDays: 0,
    laws: ['hy4', 'hy5'],
    cross: '多地联办',
    issues: 'C03',
    visits: 1,
  }),
  T({
    name: '最低生活保障申请',
    theme: '社会救助',
    department: '民政局',
    aliases: ['低保', '办低保', '生活困难补助'],
    conditions: ['共同生活的家庭成员人均月收入低于本市低保标准', '家庭财产状况符合本市规定'],
    materials: [ID, HUKOU, form('最低生活保障申请书'), { name: '家庭经济状况核对授权书', form: '纸质', copies: 1, original: true }],
    steps: [
      ['申请', '向户籍所在地街道（乡镇）提出申请'],
      ['调查', '入户调查和家庭经济状况核对'],
      ['公示', '在社区公示7天'],
      ['审批', '区民政局审批'],
      ['发放', '按月发放低保金'],
    ],
    legalDays: 30,
    promiseDays: 20,
    laws: ['jz9'],
  }),
  T({
    name: '个人所得税综合所得汇算',
    theme: '税务',
    department: '税务局',
    aliases: ['个税汇算', '退税', '个税退税'],
    conditions: ['取得综合所得的居民个人', '在次年3月1日至6月30日内办理'],
    materials: [ID, { name: '收入、扣除相关资料', form: '电子', copies: 1, original: false, condition: '有专项附加扣除的' }],
    steps: [
      ['填报', '通过个人所得税应用或窗口填报'],
      ['申报', '确认后提交申报'],
      ['退补', '应退税的审核退税，应补税的缴纳'],
    ],
    legalDays: 30,
    promiseDays: 10,
    laws: ['gs11'],
    cross: '全程网办',
  }),
  T({
    name: '不动产权属证明查询',
    theme: '住房',
    department: '不动产登记中心',
    aliases: ['查房产', '房产证明', '无房证明', '房产查询'],
    conditions: ['权利人或利害关系人本人申请'],
    materials: [ID, AGENT],
    legalDays: 1,
    promiseDays: 0,
    laws: ['bdc27'],
    cross: '全程网办',
  }),
  // 16 onwards: added to reach a catalogue of real breadth.
  T({
    name: '老年人优待证办理',
    theme: '养老',
    department: '民政局',
    scope: 'street',
    aliases: ['老年卡', '办老年卡', '老年证', '敬老卡', '老人乘车卡'],
    conditions: ['本市户籍或持本市居住证', '年满65周岁'],
    materials: [ID, PHOTO],
    steps: [
      ['申请', '到户籍所在地街道便民服务中心或线上申请'],
      ['审核', '街道当场审核年龄和户籍'],
      ['制证', '区民政局制证'],
      ['领证', '街道窗口领取'],
    ],
    legalDays: 15,
    promiseDays: 5,
    laws: ['lnr', 'ylbz'],
    issues: 'C10',
  }),
  T({
    name: '高龄老人津贴申领',
    theme: '养老',
    department: '民政局',
    scope: 'street',
    aliases: ['高龄补贴', '老人补贴', '高龄津贴'],
    conditions: ['本市户籍', '年满80周岁'],
    materials: [ID, HUKOU, { name: '本人银行卡', form: '纸质', copies: 1, original: true }],
    legalDays: 20,
    promiseDays: 10,
    laws: ['lnr'],
  }),
  T({
    name: '生育登记',
    theme: '生育',
    department: '卫生健康委员会',
    scope: 'street',
    aliases: ['准生证', '生育服务证', '怀孕登记'],
    conditions: ['夫妻双方或一方为本市户籍或在本市居住'],
    materials: [
      { ...ID, name: '夫妻双方居民身份证' },
      { name: '结婚证', form: '纸质或电子', copies: 1, original: true, cert: 'C03', condition: '已婚的' },
    ],
    legalDays: 5,
    promiseDays: 0,
    laws: ['sy'],
    cross: '全程网办',
  }),
  T({
    name: '生育津贴申领',
    theme: '生育',
    department: '医疗保障局',
    aliases: ['产假工资', '生育补贴', '生育保险报销'],
    conditions: ['用人单位已为职工缴纳生育保险', '符合国家生育政策'],
    materials: [
      ID,
      { name: '出生医学证明', form: '纸质或电子', copies: 1, original: true, cert: 'C04' },
      { name: '生育津贴申请表', form: '纸质', copies: 1, original: true, sample: '/docs/办件统计样表.xlsx' },
    ],
    legalDays: 30,
    promiseDays: 10,
    laws: ['syb'],
    cross: '全程网办',
  }),
  T({
    name: '出生医学证明首次签发',
    theme: '生育',
    department: '卫生健康委员会',
    scope: 'district',
    online: false,
    aliases: ['出生证', '出生证明', '开出生证明'],
    conditions: ['在本市医疗机构出生的新生儿'],
    materials: [
      { ...ID, name: '父母双方居民身份证' },
      { name: '出生医学证明自填单', form: '纸质', copies: 1, original: true, sample: '/docs/申请表样表.docx' },
    ],
    legalDays: 10,
    promiseDays: 3,
    laws: ['crb'],
    issues: 'C04',
    visits: 1,
  }),
  T({
    name: '离婚登记',
    theme: '婚姻',
    department: '民政局',
    scope: 'district',
    online: false,
    aliases: ['协议离婚', '办离婚'],
    conditions: ['双方自愿离婚并对子女抚养、财产处理达成一致', '冷静期30日届满后30日内双方共同到场'],
    materials: [ID, HUKOU, { name: '结婚证', form: '纸质', copies: 1, original: true, cert: 'C03' }, form('离婚协议书')],
    steps: [
      ['申请', '双方共同申请，领取受理回执'],
      ['冷静期', '30日离婚冷静期'],
      ['登记', '冷静期满后30日内双方共同到场申请发证'],
      ['颁证', '审查无误当场颁发离婚证'],
    ],
    legalDays: 30,
    promiseDays: 30,
    laws: ['hy4'],
    issues: 'C14',
    visits: 2,
  }),
  T({
    name: '婚姻登记记录证明',
    theme: '婚姻',
    department: '民政局',
    aliases: ['婚姻状况证明', '单身证明', '未婚证明'],
    conditions: ['本人申请查询本人的婚姻登记记录'],
    materials: [ID],
    legalDays: 5,
    promiseDays: 0,
    laws: ['hy4'],
    cross: '全程网办',
  }),
  T({
    name: '义务教育入学报名',
    theme: '教育',
    department: '教育局',
    scope: 'district',
    aliases: ['小学报名', '上小学', '入学登记', '孩子上学', '初中入学'],
    conditions: ['适龄儿童少年（当年8月31日前满6周岁）', '本区户籍或随迁子女'],
    materials: [
      HUKOU,
      { name: '房屋产权证明或租赁备案证明', form: '纸质或电子', copies: 1, original: true, cert: 'C08' },
      { name: '父母居住证', form: '纸质', copies: 1, original: true, condition: '随迁子女', cert: 'C09' },
    ],
    legalDays: 30,
    promiseDays: 15,
    laws: ['jy'],
  }),
  T({
    name: '就业登记',
    theme: '就业',
    department: '人力资源和社会保障局',
    scope: 'street',
    aliases: ['就业失业登记', '就业创业证', '失业登记'],
    conditions: ['法定劳动年龄内有劳动能力和就业要求'],
    materials: [ID],
    legalDays: 5,
    promiseDays: 0,
    laws: ['jycy'],
    cross: '全程网办',
  }),
  T({
    name: '创业担保贷款申请',
    theme: '就业',
    department: '人力资源和社会保障局',
    audience: ['个人', '法人'],
    aliases: ['创业贷款', '贴息贷款'],
    conditions: ['符合条件的城镇登记失业人员、高校毕业生等创业人员', '已办理营业执照'],
    materials: [ID, LICENSE, form('创业担保贷款申请表'), { name: '创业计划书', form: '纸质', copies: 1, original: true }],
    legalDays: 20,
    promiseDays: 15,
    laws: ['jycy'],
  }),
  T({
    name: '职工退休申请',
    theme: '养老',
    department: '人力资源和社会保障局',
    scope: 'district',
    aliases: ['办退休', '退休手续', '领养老金', '退休'],
    conditions: ['达到法定退休年龄', '累计缴纳基本养老保险费满15年'],
    materials: [ID, { name: '本人档案', form: '纸质', copies: 1, original: true }, form('基本养老保险待遇申领表')],
    legalDays: 30,
    promiseDays: 15,
    laws: ['ssl16'],
    visits: 1,
  }),
  T({
    name: '基本养老金领取资格认证',
    theme: '养老',
    department: '人力资源和社会保障局',
    aliases: ['养老金认证', '刷脸认证', '生存认证'],
    conditions: ['按月领取基本养老金的人员'],
    materials: [ID],
    steps: [
      ['认证', '在本应用刷脸或到街道窗口认证'],
      ['结果', '认证通过后继续发放'],
    ],
    legalDays: 1,
    promiseDays: 0,
    laws: ['ssl16'],
    cross: '全程网办',
  }),
  T({
    name: '残疾人证办理',
    theme: '社会救助',
    department: '残疾人联合会',
    scope: 'district',
    aliases: ['残疾证', '办残疾证'],
    conditions: ['本市户籍', '经指定医疗机构评定符合残疾标准'],
    materials: [ID, HUKOU, PHOTO, form('残疾人证申请表')],
    legalDays: 30,
    promiseDays: 20,
    laws: ['dj'],
    issues: 'C11',
    visits: 1,
  }),
  T({
    name: '临时救助申请',
    theme: '社会救助',
    department: '民政局',
    scope: 'street',
    aliases: ['急难救助', '临时困难补助'],
    conditions: ['因火灾、交通事故等意外或重大疾病导致基本生活暂时困难'],
    materials: [ID, form('临时救助申请书'), { name: '困难情况证明材料', form: '纸质', copies: 1, original: false }],
    legalDays: 15,
    promiseDays: 5,
    laws: ['jz9'],
  }),
  T({
    name: '退役军人优待证申领',
    theme: '退役军人',
    department: '退役军人事务局',
    scope: 'district',
    aliases: ['军人优待证', '退役证'],
    conditions: ['退役军人和其他优抚对象'],
    materials: [ID, { name: '退役证件', form: '纸质', copies: 1, original: true }, PHOTO],
    legalDays: 30,
    promiseDays: 20,
    laws: ['tyjr'],
    issues: 'C13',
  }),
  T({
    name: '机动车驾驶证期满换证',
    theme: '交通出行',
    department: '公安局',
    scope: 'city',
    aliases: ['驾照到期', '换驾照', '驾驶证换证'],
    conditions: ['驾驶证有效期满前90日内'],
    materials: [
      ID,
      { name: '机动车驾驶证', form: '纸质或电子', copies: 1, original: true, cert: 'C12' },
      { name: '身体条件证明', form: '纸质', copies: 1, original: true },
    ],
    fee: { amount: '10元', basis: '《机动车驾驶证工本费标准》' },
    legalDays: 1,
    promiseDays: 0,
    laws: ['jszh'],
    cross: '全程网办',
    issues: 'C12',
  }),
  T({
    name: '企业设立登记',
    theme: '企业开办',
    department: '市场监督管理局',
    audience: ['法人'],
    scope: 'city',
    aliases: ['注册公司', '开公司', '公司注册', '办执照'],
    conditions: ['有符合规定的名称、住所、出资和组织机构'],
    materials: [
      form('公司登记（备案）申请书'),
      form('公司章程'),
      { ...ID, name: '股东、法定代表人身份证明' },
      { name: '住所使用证明', form: '纸质', copies: 1, original: false },
    ],
    legalDays: 3,
    promiseDays: 1,
    laws: ['sczt3', 'sczt17'],
    cross: '全程网办',
    issues: 'C06',
  }),
  T({
    name: '企业注销登记',
    theme: '企业开办',
    department: '市场监督管理局',
    audience: ['法人'],
    aliases: ['公司注销', '注销营业执照'],
    conditions: ['清算完毕', '无未结清税款和社保费'],
    materials: [form('注销登记申请书'), { name: '清算报告', form: '纸质', copies: 1, original: true }, LICENSE],
    legalDays: 3,
    promiseDays: 1,
    laws: ['gyzx'],
    cross: '全程网办',
  }),
  T({
    name: '新办纳税人涉税事项',
    theme: '税务',
    department: '税务局',
    audience: ['法人'],
    aliases: ['税务登记', '领发票', '申领发票'],
    conditions: ['已领取营业执照的新办企业'],
    materials: [LICENSE, { ...ID, name: '法定代表人身份证' }],
    legalDays: 1,
    promiseDays: 0,
    laws: ['gsdj'],
    cross: '全程网办',
  }),
  T({
    name: '单位参保登记',
    theme: '社保',
    department: '人力资源和社会保障局',
    audience: ['法人'],
    aliases: ['企业社保开户', '单位社保登记'],
    conditions: ['已领取营业执照的用人单位'],
    materials: [LICENSE, { name: '银行开户信息', form: '电子', copies: 1, original: false }],
    legalDays: 10,
    promiseDays: 0,
    laws: ['yz'],
    cross: '全程网办',
  }),
  T({
    name: '存量房转移登记',
    theme: '住房',
    department: '不动产登记中心',
    online: false,
    audience: ['个人', '法人'],
    scope: 'district',
    aliases: ['二手房过户', '房屋过户', '房产过户'],
    conditions: ['买卖双方共同申请', '房屋无查封、无未注销抵押'],
    materials: [
      { ...ID, name: '买卖双方身份证' },
      { name: '不动产权证书', form: '纸质或电子', copies: 1, original: true, cert: 'C08' },
      { name: '存量房买卖合同', form: '纸质', copies: 1, original: true, sample: '/docs/申请表样表.docx' },
      { name: '完税证明', form: '纸质或电子', copies: 1, original: true },
    ],
    fee: { amount: '住宅80元/件', basis: '《关于不动产登记收费标准等有关问题的通知》（发改价格规〔2016〕2559号）' },
    legalDays: 30,
    promiseDays: 5,
    laws: ['bdc14'],
    issues: 'C08',
    visits: 1,
  }),
  T({
    name: '户口迁移（市内）',
    theme: '户籍',
    department: '公安局',
    scope: 'street',
    online: false,
    aliases: ['迁户口', '户口迁移', '落户'],
    conditions: ['在迁入地有合法稳定住所'],
    materials: [HUKOU, ID, { name: '房屋所有权证明', form: '纸质或电子', copies: 1, original: true, cert: 'C08' }],
    legalDays: 20,
    promiseDays: 5,
    laws: ['hk7'],
    cross: '多地联办',
    visits: 1,
  }),
  T({
    name: '城乡居民医疗保险参保',
    theme: '医保',
    department: '医疗保障局',
    scope: 'street',
    aliases: ['居民医保', '交医保', '少儿医保', '新生儿医保'],
    conditions: ['未参加职工医保的本市户籍或居住证居民'],
    materials: [ID, HUKOU],
    legalDays: 5,
    promiseDays: 0,
    laws: ['ssl29'],
    cross: '全程网办',
  }),
];

export interface OneThingSeed {
  id: string;
  category: string;
  name: string;
  description: string;
  /** Template indexes of the matters it covers. */
  templates: number[];
  /** The one shared materials list, de-duplicated across the matters. */
  materials: string[];
  promiseDays: number;
}

export const ONE_THINGS: OneThingSeed[] = [
  {
    id: 'OT01',
    category: '个人',
    name: '出生一件事',
    description: '新生儿出生医学证明、户口登记、医保参保、社保卡申领一次办',
    templates: [20, 5, 38, 0],
    materials: ['出生医学证明自填单', '父母双方居民身份证', '父母一方的居民户口簿', '结婚证（已婚的）'],
    promiseDays: 5,
  },
  {
    id: 'OT02',
    category: '个人',
    name: '退休一件事',
    description: '职工退休申请、养老金领取资格认证一次办',
    templates: [26, 27],
    materials: ['居民身份证', '本人档案', '基本养老保险待遇申领表'],
    promiseDays: 15,
  },
  {
    id: 'OT03',
    category: '个人',
    name: '婚育一件事',
    description: '结婚登记、生育登记、户口迁移一次办',
    templates: [12, 18, 37],
    materials: ['双方居民身份证', '双方居民户口簿', '近期半身免冠合影照片'],
    promiseDays: 3,
  },
  {
    id: 'OT04',
    category: '个人',
    name: '入学一件事',
    description: '义务教育入学报名与居住证、户籍信息核验一次办',
    templates: [23, 4],
    materials: ['居民户口簿', '房屋产权证明或租赁备案证明', '父母居住证（随迁子女）'],
    promiseDays: 15,
  },
  {
    id: 'OT05',
    category: '个人',
    name: '失业一件事',
    description: '失业登记、失业保险金申领、职业培训补贴一次办',
    templates: [24, 2],
    materials: ['居民身份证', '解除或终止劳动关系证明', '社会保障卡'],
    promiseDays: 3,
  },
  {
    id: 'OT06',
    category: '个人',
    name: '二手房转移登记及水电气过户一件事',
    description: '不动产转移登记与水、电、气、有线电视过户一次办',
    templates: [36, 15],
    materials: ['买卖双方身份证', '不动产权证书', '存量房买卖合同', '完税证明'],
    promiseDays: 5,
  },
  {
    id: 'OT07',
    category: '法人',
    name: '企业开办一件事',
    description: '企业设立登记、公章刻制、发票申领、社保登记一次办',
    templates: [32, 34, 35],
    materials: ['公司登记（备案）申请书', '公司章程', '股东、法定代表人身份证明', '住所使用证明'],
    promiseDays: 1,
  },
  {
    id: 'OT08',
    category: '法人',
    name: '开餐馆一件事',
    description: '个体工商户登记、食品经营许可一次办',
    templates: [6, 7],
    materials: ['经营者身份证', '个体工商户登记（备案）申请书', '经营场所使用证明', '食品经营许可申请书', '食品安全管理制度'],
    promiseDays: 5,
  },
  {
    id: 'OT09',
    category: '法人',
    name: '企业注销一件事',
    description: '企业注销登记、税务注销、社保注销一次办',
    templates: [33, 34],
    materials: ['注销登记申请书', '清算报告', '营业执照'],
    promiseDays: 3,
  },
  {
    id: 'OT10',
    category: '个人',
    name: '残疾人服务一件事',
    description: '残疾人证办理与困难残疾人生活补贴一次办',
    templates: [28, 29],
    materials: ['居民身份证', '居民户口簿', '近期免冠白底彩色照片', '残疾人证申请表'],
    promiseDays: 20,
  },
];

/** Combined matters (联办): matters one window takes together. */
export const COMBOS: { id: string; name: string; templates: number[]; note: string }[] = [
  { id: 'CB01', name: '身份证换领 + 社保卡信息变更', templates: [3, 0], note: '换领身份证时同步更新社保卡信息，一次提交' },
  { id: 'CB02', name: '结婚登记 + 婚姻登记记录证明', templates: [12, 22], note: '登记当日可一并开具婚姻登记记录证明' },
  { id: 'CB03', name: '个体户登记 + 食品经营许可', templates: [6, 7], note: '一表申请，同步审查' },
  { id: 'CB04', name: '退休申请 + 养老金资格认证', templates: [26, 27], note: '退休审批后一并完成首次资格认证' },
  { id: 'CB05', name: '企业设立 + 新办纳税人 + 单位参保', templates: [32, 34, 35], note: '企业开办全流程一窗联办' },
];

/** A question as kept: the contract's question, each option with the matters and materials it adds. */
export interface QuestionSeed extends Omit<SelfTestQuestion, 'options'> {
  options: (SelfTestQuestion['options'][number] & { adds?: number[]; materials?: string[] })[];
}

export interface SelfTestSeed extends Omit<SelfTest, 'questions'> {
  questions: QuestionSeed[];
}

/** Self-test questionnaires: options lead to the next question (or the end) and add matters. */
export const SELF_TESTS: SelfTestSeed[] = [
  {
    id: 'ST01',
    title: '新生儿出生要办什么',
    description: '回答几个问题，看看宝宝出生后需要办理哪些事项、准备哪些材料',
    first: 'q1',
    questions: [
      {
        id: 'q1',
        text: '宝宝是否在本市医疗机构出生？',
        options: [
          { label: '是', next: 'q2', adds: [20], materials: ['出生医学证明自填单'] },
          { label: '否，在外地出生', next: 'q2', materials: ['外地出生医学证明原件'] },
        ],
      },
      {
        id: 'q2',
        text: '父母一方是否为本市户籍？',
        options: [
          { label: '是', next: 'q3', adds: [5], materials: ['父母一方的居民户口簿'] },
          { label: '都不是', next: 'q4', materials: ['父母居住证'] },
        ],
      },
      {
        id: 'q3',
        text: '父母是否已登记结婚？',
        options: [
          { label: '已婚', next: 'q4', materials: ['结婚证'] },
          { label: '未婚', next: 'q4', materials: ['非婚生育情况说明'] },
        ],
      },
      {
        id: 'q4',
        text: '是否需要为宝宝办理医保和社保卡？',
        options: [
          { label: '需要', next: null, adds: [38, 0] },
          { label: '暂不需要', next: null },
        ],
      },
    ],
  },
  {
    id: 'ST02',
    title: '我能领失业金吗',
    description: '看看您是否符合失业保险金申领条件',
    first: 'q1',
    questions: [
      {
        id: 'q1',
        text: '失业前是否缴纳失业保险满一年？',
        options: [
          { label: '满一年', next: 'q2' },
          { label: '不满一年', next: 'q3' },
        ],
      },
      {
        id: 'q2',
        text: '是否因本人意愿离职（主动辞职）？',
        options: [
          { label: '单位解除或合同到期', next: 'q3', adds: [2], materials: ['解除或终止劳动关系证明'] },
          { label: '主动辞职', next: 'q3' },
        ],
      },
      {
        id: 'q3',
        text: '是否已办理失业登记？',
        options: [
          { label: '已办理', next: null },
          { label: '还没有', next: null, adds: [24], materials: ['居民身份证'] },
        ],
      },
    ],
  },
  {
    id: 'ST03',
    title: '开一家小餐馆要办什么',
    description: '按经营形式告诉您需要办理的证照',
    first: 'q1',
    questions: [
      {
        id: 'q1',
        text: '以什么形式经营？',
        options: [
          { label: '个体工商户', next: 'q2', adds: [6], materials: ['经营者身份证', '经营场所使用证明'] },
          { label: '成立公司', next: 'q3', adds: [32], materials: ['公司章程', '股东身份证明'] },
        ],
      },
      {
        id: 'q3',
        text: '是否需要开具发票、为员工缴纳社保？',
        options: [
          { label: '需要', next: 'q2', adds: [34, 35] },
          { label: '暂不需要', next: 'q2' },
        ],
      },
      {
        id: 'q2',
        text: '是否制作或销售非预包装食品（现做现卖）？',
        options: [
          { label: '是', next: null, adds: [7], materials: ['食品经营许可申请书', '食品安全管理制度'] },
          { label: '只卖预包装食品', next: null },
        ],
      },
    ],
  },
  {
    id: 'ST04',
    title: '老人可以享受哪些服务',
    description: '根据年龄和户籍告诉您可以申领的优待和补贴',
    first: 'q1',
    questions: [
      {
        id: 'q1',
        text: '老人的年龄是？',
        options: [
          { label: '60-64周岁', next: 'q3' },
          { label: '65-79周岁', next: 'q2', adds: [16] },
          { label: '80周岁以上', next: 'q2', adds: [16, 17], materials: ['本人银行卡'] },
        ],
      },
      {
        id: 'q2',
        text: '是否为本市户籍？',
        options: [
          { label: '是', next: 'q3', materials: ['居民户口簿'] },
          { label: '持本市居住证', next: 'q3', materials: ['居住证'] },
        ],
      },
      {
        id: 'q3',
        text: '是否正在按月领取养老金？',
        options: [
          { label: '是', next: null, adds: [27] },
          { label: '否', next: null, adds: [1] },
        ],
      },
    ],
  },
];

/** Hot words of the search box, the first ones most asked. */
export const HOT_WORDS = [
  '社保卡',
  '老年卡',
  '身份证',
  '公积金提取',
  '出生一件事',
  '营业执照',
  '居住证',
  '异地就医',
  '结婚登记',
  '个税汇算',
];

/** Self-service machine kinds (自助终端) a hall has. */
export const MACHINE_KINDS: { kind: string; abilities: string[]; templates: number[] }[] = [
  {
    kind: '政务服务综合自助终端',
    abilities: ['社保查询与打印', '公积金查询', '不动产登记信息查询', '办件进度查询', '材料复印扫描'],
    templates: [15, 8, 1],
  },
  { kind: '社保自助服务一体机', abilities: ['社保卡挂失与解挂', '参保证明打印', '养老金资格认证'], templates: [0, 27, 1] },
  { kind: '公安综合自助机', abilities: ['身份证自助受理', '居住证签注', '户籍证明打印'], templates: [3, 4] },
  { kind: '税务自助办税终端', abilities: ['发票领用', '完税证明打印', '个税汇算申报'], templates: [14, 34] },
];
