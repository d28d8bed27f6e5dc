import type { FormDef, RawDictEntry } from '@/contract/online';

/**
 * Form definitions of the online applications and their dictionaries. The dictionaries come in
 * the spec's three shapes (docs/spec-rules.md section 3) on purpose: a real gateway mixes them, so the app reads
 * every one through one reader.
 */
export const DICTS: Record<string, RawDictEntry[]> = {
  gender: [
    { dictValue: '1', dictLabel: '男' },
    { dictValue: '2', dictLabel: '女' },
  ],
  nation: [
    { code: '01', name: '汉族' },
    { code: '02', name: '蒙古族' },
    { code: '03', name: '回族' },
    { code: '10', name: '朝鲜族' },
    { code: '11', name: '满族' },
    { code: '97', name: '其他' },
  ],
  bank: [
    { code: 'ICBC', name: '中国工商银行' },
    { code: 'ABC', name: '中国农业银行' },
    { code: 'BOC', name: '中国银行' },
    { code: 'CCB', name: '中国建设银行' },
    { code: 'BOTJ', name: '天津银行' },
  ],
  delivery: [
    { value: 'window', text: '窗口领取' },
    { value: 'mail', text: '免费邮寄送达' },
  ],
  photoSource: [
    { value: 'upload', text: '上传电子照片' },
    { value: 'onsite', text: '到网点现场采集' },
  ],
  unemployReason: [
    { dictValue: 'expire', dictLabel: '劳动合同期满终止' },
    { dictValue: 'dismiss', dictLabel: '用人单位解除劳动合同' },
    { dictValue: 'bankrupt', dictLabel: '用人单位破产、关闭或撤销' },
    { dictValue: 'other', dictLabel: '其他非本人意愿中断就业' },
  ],
  residenceReason: [
    { value: 'work', text: '就业' },
    { value: 'study', text: '就读' },
    { value: 'live', text: '合法稳定住所' },
  ],
  notify: [
    { dictValue: 'sms', dictLabel: '短信' },
    { dictValue: 'app', dictLabel: '站内消息' },
  ],
};

const DELIVERY = [
  { name: 'delivery', label: '结果领取方式', type: 'radio', required: true, dict: 'delivery' },
  {
    name: 'address',
    label: '邮寄地址',
    type: 'text',
    required: true,
    maxLength: 100,
    showIf: { field: 'delivery', in: ['mail'] },
    placeholder: '区、街道、门牌号',
  },
] as const satisfies FormDef['fields'];

const NOTIFY = { name: 'notify', label: '办理进度通知方式', type: 'checkbox', dict: 'notify' } as const;

export const FORM_DEFS: Omit<FormDef, 'dicts'>[] = [
  {
    id: 'F-GENERAL',
    title: '政务服务事项申请表',
    description: '网上办理事项的通用申请表。',
    fields: [
      { name: 'purpose', label: '申请事由', type: 'textarea', required: true, maxLength: 200, placeholder: '简要说明需要办理的事项' },
      ...DELIVERY,
      NOTIFY,
      { name: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
    ],
  },
  {
    id: 'F-SSCARD',
    title: '社会保障卡申领登记表',
    description: '第三代社会保障卡申领，制卡信息以此表为准。',
    fields: [
      { name: 'gender', label: '性别', type: 'radio', required: true, dict: 'gender' },
      { name: 'nation', label: '民族', type: 'select', required: true, dict: 'nation' },
      { name: 'birthDate', label: '出生日期', type: 'date', required: true, notAfterToday: true },
      { name: 'bank', label: '金融功能开通银行', type: 'select', required: true, dict: 'bank' },
      { name: 'photoSource', label: '照片来源', type: 'radio', required: true, dict: 'photoSource' },
      { name: 'workUnit', label: '工作单位', type: 'text', maxLength: 60 },
      ...DELIVERY,
      NOTIFY,
    ],
  },
  {
    id: 'F-UNEMP',
    title: '失业保险金申领表',
    description: '失业保险金按月发放至本人银行账户。',
    fields: [
      { name: 'reason', label: '失业原因', type: 'select', required: true, dict: 'unemployReason' },
      {
        name: 'reasonDetail',
        label: '具体情况说明',
        type: 'textarea',
        required: true,
        maxLength: 300,
        showIf: { field: 'reason', in: ['other'] },
      },
      { name: 'leaveDate', label: '离职日期', type: 'date', required: true, notAfterToday: true },
      { name: 'lastEmployer', label: '原工作单位', type: 'text', required: true, maxLength: 60 },
      { name: 'insuredYears', label: '累计缴费年限（年）', type: 'number', required: true, min: 1, max: 50 },
      { name: 'bank', label: '发放银行', type: 'select', required: true, dict: 'bank' },
      {
        name: 'bankAccount',
        label: '银行账号',
        type: 'text',
        required: true,
        pattern: '^\\d{12,19}$',
        patternMessage: '银行账号应为12至19位数字',
      },
      NOTIFY,
    ],
  },
  {
    id: 'F-RESIDENCE',
    title: '居住证申领登记表',
    description: '在本市居住半年以上，符合就业、就读或合法稳定住所条件之一。',
    fields: [
      { name: 'reason', label: '申领理由', type: 'radio', required: true, dict: 'residenceReason' },
      { name: 'employer', label: '就业单位', type: 'text', required: true, maxLength: 60, showIf: { field: 'reason', in: ['work'] } },
      { name: 'school', label: '就读学校', type: 'text', required: true, maxLength: 60, showIf: { field: 'reason', in: ['study'] } },
      { name: 'address', label: '居住地址', type: 'text', required: true, maxLength: 100 },
      { name: 'moveInDate', label: '入住日期', type: 'date', required: true, notAfterToday: true },
      { name: 'contactName', label: '紧急联系人', type: 'text', required: true, maxLength: 30 },
      { name: 'contactMobile', label: '紧急联系人手机号', type: 'mobile', required: true },
      { name: 'contactIdcard', label: '紧急联系人身份证号', type: 'idcard', hint: '选填，填写后将核对' },
      ...DELIVERY,
    ],
  },
];

/** The form a matter template uses (matter-catalogue index); others use the general form. */
export const FORM_OF_TEMPLATE: Record<number, string> = { 0: 'F-SSCARD', 2: 'F-UNEMP', 4: 'F-RESIDENCE' };

/** Matter templates whose online application allows 告知承诺制 (commitment instead of a proof). */
export const COMMITMENT_TEMPLATES = new Set([2, 4]);

export function withDicts(def: Omit<FormDef, 'dicts'>): FormDef {
  const dicts = [...new Set(def.fields.flatMap((f) => (f.dict ? [f.dict] : [])))];
  return { ...def, dicts };
}
