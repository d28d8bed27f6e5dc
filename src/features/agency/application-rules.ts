import { isMobile } from '@/lib/validation/contact';
import { isValidIdCard } from '@/lib/validation/id-card';
import { maskIdCard } from '@/lib/validation/mask';

export const RELATIONS = ['配偶', '父母', '子女', '兄弟姐妹', '祖父母', '外祖父母', '孙子女', '其他亲属'];
export const PREFERRED_TIMES = ['尽快', '工作日上午', '工作日下午', '周末'];
export const OTHER_MATTER = 'other';

export interface ApplicationDraft {
  forWhom: 'self' | 'relative';
  matterId: string;
  matterName: string;
  applicantName: string;
  contactMobile: string;
  preferredTime: string;
  remark: string;
  materials: { url: string; name: string }[];
  principalName: string;
  relation: string;
  principalIdcard: string;
  principalMobile: string;
  consentAgreed: boolean;
}

export const EMPTY_APPLICATION: ApplicationDraft = {
  forWhom: 'self',
  matterId: '',
  matterName: '',
  applicantName: '',
  contactMobile: '',
  preferredTime: '',
  remark: '',
  materials: [],
  principalName: '',
  relation: '',
  principalIdcard: '',
  principalMobile: '',
  consentAgreed: false,
};

export type ApplicationErrors = Partial<Record<keyof ApplicationDraft, string>>;

/** What is wrong with the form, field by field (the emulator checks again). */
export function applicationErrors(d: ApplicationDraft): ApplicationErrors {
  const e: ApplicationErrors = {};
  if (!d.matterId) e.matterId = '请选择要办理的事项';
  else if (d.matterId === OTHER_MATTER && !d.matterName.trim()) e.matterName = '请填写事项名称';
  if (!d.applicantName.trim()) e.applicantName = '请填写您的姓名';
  if (!isMobile(d.contactMobile)) e.contactMobile = d.contactMobile ? '手机号格式不正确' : '请填写联系电话';
  if (!d.preferredTime) e.preferredTime = '请选择期望办理时间';
  if (Array.from(d.remark).length > 500) e.remark = '补充说明不能超过500字';
  if (d.forWhom === 'relative') {
    if (!d.principalName.trim()) e.principalName = '请填写亲属姓名';
    if (!d.relation) e.relation = '请选择与您的关系';
    if (!isValidIdCard(d.principalIdcard.trim())) e.principalIdcard = d.principalIdcard ? '身份证号不正确' : '请填写亲属身份证号';
    if (!isMobile(d.principalMobile)) e.principalMobile = d.principalMobile ? '手机号格式不正确' : '请填写亲属手机号';
  }
  return e;
}

/** The consent statement the relative agrees to. */
export function consentStatement(d: ApplicationDraft): string {
  return `本人${d.principalName}（身份证号${maskIdCard(d.principalIdcard)}）同意由${d.relation ? `我的${d.relation === '父母' ? '子女' : d.relation === '子女' ? '父母' : '亲属'}` : ''}${d.applicantName}代为申请帮办代办服务，办理“${d.matterName}”，并同意帮办员为办理该事项使用本人的必要信息。`;
}
