import type { Consult } from '@/contract/im';
import { isEmail, isMobile } from '@/lib/validation/contact';

/** A consultation being written (kept as a draft): what it sends, its photos with their names. */
export type ConsultDraft = Pick<
  Consult,
  'departmentId' | 'departmentName' | 'matterId' | 'matterName' | 'title' | 'content' | 'contact'
> & {
  images: { url: string; name: string }[];
};

export const EMPTY_CONSULT: ConsultDraft = {
  departmentId: '',
  departmentName: '',
  matterId: '',
  matterName: '',
  title: '',
  content: '',
  images: [],
  contact: '',
};

export const MAX_TITLE = 50;
export const MIN_CONTENT = 5;
export const MAX_CONTENT = 500;
export const MAX_IMAGES = 6;
const IMAGE = /\.(jpe?g|png)$/i;

export type ConsultErrors = Partial<Record<'departmentId' | 'title' | 'content' | 'contact' | 'images', string>>;

/** What is wrong with a draft, field by field (empty: it may go to check-your-answers). */
export function consultErrors(d: ConsultDraft): ConsultErrors {
  const e: ConsultErrors = {};
  if (!d.departmentId) e.departmentId = '请选择咨询部门';
  const title = d.title.trim();
  if (!title) e.title = '请填写咨询标题';
  else if (title.length > MAX_TITLE) e.title = `标题不能超过${MAX_TITLE}字`;
  const content = d.content.trim();
  if (!content) e.content = '请填写咨询内容';
  else if (content.length < MIN_CONTENT) e.content = `咨询内容至少${MIN_CONTENT}个字`;
  else if (content.length > MAX_CONTENT) e.content = `咨询内容不能超过${MAX_CONTENT}字`;
  const contact = d.contact.trim();
  if (!contact) e.contact = '请留下您的联系方式';
  else if (!isMobile(contact) && !isEmail(contact)) e.contact = '请填写正确的手机号或邮箱';
  if (d.images.length > MAX_IMAGES) e.images = `最多上传${MAX_IMAGES}张图片`;
  return e;
}

/** Which chosen files may be uploaded: JPG, JPEG and PNG only, within the count left. */
export function acceptImages(files: { name: string }[], already: number): { ok: number[]; error: string | null } {
  const ok: number[] = [];
  let error: string | null = null;
  files.forEach((f, i) => {
    if (!IMAGE.test(f.name)) error = '只能上传JPG、JPEG、PNG格式的图片';
    else if (already + ok.length >= MAX_IMAGES) error = `最多上传${MAX_IMAGES}张图片`;
    else ok.push(i);
  });
  return { ok, error };
}
