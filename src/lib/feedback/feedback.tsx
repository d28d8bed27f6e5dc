import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

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

/** The only place that shows toasts: success, failure, plain text and loading. */
export const toast = {
  info(content: ReactNode, durationMs = 2000) {
    Toast.show({ content, duration: durationMs });
  },
  success(content: ReactNode, durationMs = 2000) {
    Toast.show({ content, icon: 'success', duration: durationMs });
  },
  fail(content: ReactNode, durationMs = 2000) {
    Toast.show({ content, icon: 'fail', duration: durationMs });
  },
  loading(content: ReactNode = '加载中…') {
    const handler = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
    return () => handler.close();
  },
  clear() {
    Toast.clear();
  },
};

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Paint the confirm button red, for destructive actions. */
  danger?: boolean;
}

/** Asks before an action; resolves true when the user confirms. */
export function confirm(opts: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: opts.title,
    content: opts.content,
    confirmText: opts.danger ? <span style={{ color: 'var(--adm-color-danger)' }}>{opts.confirmText ?? '确定'}</span> : (opts.confirmText ?? '确定'),
    cancelText: opts.cancelText ?? '取消',
  });
}

/** Tells the user something that needs an acknowledgement. */
export function alert(content: ReactNode, title?: ReactNode): Promise<void> {
  return Dialog.alert({ title, content, confirmText: '我知道了' });
}
