import { confirm } from '@/lib/feedback/feedback';
import type { LinkTarget } from './link-safety';

/**
 * Follows an openable link of a previewed document (PDF or docx): one that leaves this origin (mail
 * and phone included) only once the user agrees; mail and phone in place, the web in a new tab
 * without an opener.
 */
export async function openDocumentLink(target: Extract<LinkTarget, { kind: 'open' }>): Promise<void> {
  if (target.external) {
    const ok = await confirm({ title: '打开外部链接', content: `即将离开当前页面，打开：${target.href}`, confirmText: '打开' });
    if (!ok) return;
  }
  if (/^(mailto|tel):/i.test(target.href)) window.location.assign(target.href);
  else window.open(target.href, '_blank', 'noopener,noreferrer');
}
