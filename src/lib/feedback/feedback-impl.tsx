import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { ConfirmOptions } from './feedback';

// antd-mobile renders its imperative Toast and Dialog through ReactDOM.render, which React 19
// removed; without this hook they silently show nothing.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await Promise.resolve();
    root?.unmount();
    roots.delete(container);
  };
});

/** Text of a toast for screen readers (strings and numbers; elements say nothing). */
function textOf(content: ReactNode): string {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (Array.isArray(content)) return content.map(textOf).join('');
  return '';
}

/**
 * Toasts are read aloud: antd-mobile's Toast has no live region, so the text also goes into one
 * polite live region that stays in the document (a region created with its text is not read).
 */
export function announce(content: ReactNode): void {
  const text = textOf(content);
  if (!text) return;
  let region = document.getElementById('ow-live');
  if (!region) {
    region = document.createElement('div');
    region.id = 'ow-live';
    region.className = 'ow-sr-only';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'status');
    document.body.appendChild(region);
  }
  const target = region;
  target.textContent = '';
  // The next frame: the emptied region is seen first, so the same message twice is read twice.
  setTimeout(() => {
    target.textContent = text;
  }, 50);
}

/** The imperative calls, loaded with this module on first use (see feedback.tsx). */
export const toastImpl = {
  show(content: ReactNode, icon: 'success' | 'fail' | undefined, durationMs: number) {
    Toast.show({ content, icon, duration: durationMs });
    announce(content);
  },
  loading(content: ReactNode): () => void {
    announce(content);
    const handler = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
    return () => handler.close();
  },
  clear() {
    Toast.clear();
  },
};

export function confirmImpl(opts: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: opts.title,
    content: opts.content,
    confirmText: opts.danger ? (
      <span style={{ color: 'var(--adm-color-danger)' }}>{opts.confirmText ?? '确定'}</span>
    ) : (
      (opts.confirmText ?? '确定')
    ),
    cancelText: opts.cancelText ?? '取消',
  });
}

export function alertImpl(content: ReactNode, title?: ReactNode): Promise<void> {
  return Dialog.alert({ title, content, confirmText: '我知道了' });
}

/** Closes every toast and dialog at once (tests, between cases). */
export function clearAllFeedback(): void {
  Toast.clear();
  Dialog.clear();
}
