/**
 * The emulator's stand-in for the e-certificate library (电子证照库): certificates issued to
 * residents of the registry (seed/residents.ts), found by the holder's resident id number.
 * A user sees them once real-name verification ties the account to that number.
 */

import type { ArchivedMaterial } from '@/contract/certificate';

export type CertificateType = 'idCard' | 'household' | 'marriage' | 'socialSecurity' | 'businessLicence' | 'drivingLicence';

/**
 * The certificate type of the matter catalogue (seed/matter-catalogue.ts, `cert` of a material)
 * each library type is: a guide's material with that type is satisfied by the certificate.
 */
export const CATALOGUE_TYPE_OF: Record<CertificateType, string | null> = {
  idCard: 'C01',
  household: 'C02',
  marriage: 'C03',
  socialSecurity: 'C05',
  businessLicence: 'C06',
  drivingLicence: null,
};

export interface CertificateField {
  key: string;
  label: string;
  value: string;
}

export interface CertificateSeed {
  id: string;
  /** Holder's resident id, 18 characters. */
  holder: string;
  type: CertificateType;
  typeName: string;
  number: string;
  issuer: string;
  issuedAt: string;
  /** '长期' or a date. */
  validUntil: string;
  /** The holder's data as the certificate states it; every key can be disclosed alone. */
  fields: CertificateField[];
}

/** Archived materials of a holder: what earlier applications and cases kept (材料归档). */
export interface ArchivedMaterialSeed extends ArchivedMaterial {
  holder: string;
}

const ZS = '120101199001010017';
const LS = '12010319600918132X';
const WF = '120102198002290024';

export const CERTIFICATES: CertificateSeed[] = [
  {
    id: 'C-ZS-ID',
    holder: ZS,
    type: 'idCard',
    typeName: '居民身份证',
    number: ZS,
    issuer: '天津市公安局和平分局',
    issuedAt: '2018-03-12',
    validUntil: '2038-03-12',
    fields: [
      { key: 'name', label: '姓名', value: '张三' },
      { key: 'gender', label: '性别', value: '男' },
      { key: 'nation', label: '民族', value: '汉' },
      { key: 'birthDate', label: '出生日期', value: '1990-01-01' },
      { key: 'address', label: '住址', value: '天津市和平区南京路100号' },
      { key: 'idNumber', label: '公民身份号码', value: ZS },
    ],
  },
  {
    id: 'C-ZS-HH',
    holder: ZS,
    type: 'household',
    typeName: '居民户口簿',
    number: 'HK120101000123',
    issuer: '天津市公安局和平分局南市派出所',
    issuedAt: '2015-06-01',
    validUntil: '长期',
    fields: [
      { key: 'name', label: '姓名', value: '张三' },
      { key: 'relation', label: '与户主关系', value: '户主' },
      { key: 'householdType', label: '户别', value: '家庭户' },
      { key: 'address', label: '住址', value: '天津市和平区南京路100号' },
      { key: 'idNumber', label: '公民身份号码', value: ZS },
    ],
  },
  {
    id: 'C-ZS-MR',
    holder: ZS,
    type: 'marriage',
    typeName: '结婚证',
    number: 'J120101-2016-004512',
    issuer: '天津市和平区民政局',
    issuedAt: '2016-10-08',
    validUntil: '长期',
    fields: [
      { key: 'name', label: '持证人', value: '张三' },
      { key: 'spouse', label: '配偶姓名', value: '王芳' },
      { key: 'registeredAt', label: '登记日期', value: '2016-10-08' },
      { key: 'idNumber', label: '公民身份号码', value: ZS },
    ],
  },
  {
    id: 'C-ZS-SS',
    holder: ZS,
    type: 'socialSecurity',
    typeName: '社会保障卡',
    number: 'TJ1201019001',
    issuer: '天津市人力资源和社会保障局',
    issuedAt: '2019-05-20',
    validUntil: '2029-05-20',
    fields: [
      { key: 'name', label: '姓名', value: '张三' },
      { key: 'cardNumber', label: '社会保障卡号', value: 'TJ1201019001' },
      { key: 'bank', label: '金融账户开户行', value: '中国工商银行天津分行' },
      { key: 'idNumber', label: '社会保障号码', value: ZS },
    ],
  },
  {
    id: 'C-ZS-DL',
    holder: ZS,
    type: 'drivingLicence',
    typeName: '机动车驾驶证',
    number: ZS,
    issuer: '天津市公安局交通警察总队',
    issuedAt: '2012-08-15',
    validUntil: '2028-08-15',
    fields: [
      { key: 'name', label: '姓名', value: '张三' },
      { key: 'class', label: '准驾车型', value: 'C1' },
      { key: 'firstIssued', label: '初次领证日期', value: '2012-08-15' },
      { key: 'idNumber', label: '证号', value: ZS },
    ],
  },
  {
    id: 'C-ZS-BL',
    holder: ZS,
    type: 'businessLicence',
    typeName: '营业执照（法定代表人）',
    number: '91120101MA05L8XQ3K',
    issuer: '天津市和平区市场监督管理局',
    issuedAt: '2020-04-02',
    validUntil: '长期',
    fields: [
      { key: 'company', label: '名称', value: '天津市和平区张三便民超市有限公司' },
      { key: 'creditCode', label: '统一社会信用代码', value: '91120101MA05L8XQ3K' },
      { key: 'legalPerson', label: '法定代表人', value: '张三' },
      { key: 'capital', label: '注册资本', value: '50万元人民币' },
      { key: 'address', label: '住所', value: '天津市和平区南京路102号' },
    ],
  },
  {
    id: 'C-LS-ID',
    holder: LS,
    type: 'idCard',
    typeName: '居民身份证',
    number: LS,
    issuer: '天津市公安局河西分局',
    issuedAt: '2010-09-18',
    validUntil: '长期',
    fields: [
      { key: 'name', label: '姓名', value: '李四' },
      { key: 'gender', label: '性别', value: '女' },
      { key: 'nation', label: '民族', value: '汉' },
      { key: 'birthDate', label: '出生日期', value: '1960-09-18' },
      { key: 'address', label: '住址', value: '天津市河西区友谊路20号' },
      { key: 'idNumber', label: '公民身份号码', value: LS },
    ],
  },
  {
    id: 'C-LS-SS',
    holder: LS,
    type: 'socialSecurity',
    typeName: '社会保障卡',
    number: 'TJ1201036002',
    issuer: '天津市人力资源和社会保障局',
    issuedAt: '2017-01-10',
    validUntil: '2027-01-10',
    fields: [
      { key: 'name', label: '姓名', value: '李四' },
      { key: 'cardNumber', label: '社会保障卡号', value: 'TJ1201036002' },
      { key: 'idNumber', label: '社会保障号码', value: LS },
    ],
  },
  {
    id: 'C-WF-ID',
    holder: WF,
    type: 'idCard',
    typeName: '居民身份证',
    number: WF,
    issuer: '天津市公安局河东分局',
    issuedAt: '2016-02-29',
    validUntil: '2036-02-29',
    fields: [
      { key: 'name', label: '姓名', value: '王芳' },
      { key: 'gender', label: '性别', value: '女' },
      { key: 'birthDate', label: '出生日期', value: '1980-02-29' },
      { key: 'idNumber', label: '公民身份号码', value: WF },
    ],
  },
];

export const ARCHIVED_MATERIALS: ArchivedMaterialSeed[] = [
  {
    id: 'M-ZS-001',
    holder: ZS,
    name: '个体工商户营业执照申请书',
    sourceKind: 'application',
    sourceTitle: '个体工商户设立登记',
    sourceNo: 'SQ202403150021',
    archivedAt: '2024-03-18',
    fileUrl: '/docs/申请表样表.docx',
    hallName: '和平区政务服务中心',
  },
  {
    id: 'M-ZS-002',
    holder: ZS,
    name: '房屋租赁合同（扫描件）',
    sourceKind: 'case',
    sourceTitle: '居住证申领',
    sourceNo: 'BJ202311020107',
    archivedAt: '2023-11-05',
    fileUrl: '/docs/扫描件示意.png',
    hallName: '和平区政务服务中心',
  },
  {
    id: 'M-LS-001',
    holder: LS,
    name: '退休审批表',
    sourceKind: 'case',
    sourceTitle: '企业职工退休申请',
    sourceNo: 'BJ202009180033',
    archivedAt: '2020-09-25',
    fileUrl: '/docs/申请表样表.docx',
    hallName: '河西区政务服务中心',
  },
];
