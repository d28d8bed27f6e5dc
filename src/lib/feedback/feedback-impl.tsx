import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { ConfirmOptions } from './feedback';
import styles from './feedback-impl.module.css';

// antd-mobile renders its imperative Toast and Dialog through ReactDOM.render, which React 19
// removed; without this hook they silently show nothing.
const roots = new WeakMap<Element | DocumentFragment, Root>();
type UpdateWrapper = (update: () => void) => void;
let wrap: UpdateWrapper = (update) => update();

/**
 * Runs every update of the toast and dialog roots through `wrapper`: tests pass React's act,
 * since these roots live outside the tested tree and their timers fire outside any event.
 */
export function setFeedbackUpdateWrapper(wrapper: UpdateWrapper): void {
  wrap = wrapper;
}

/** Renders antd-mobile's imperative node in a root of its own and returns its unmount. */
function renderInOwnRoot(node: ReactNode, container: Element | DocumentFragment): () => Promise<void> {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  const target = root;
  wrap(() => target.render(node));
  return async () => {
    await Promise.resolve();
    wrap(() => target.unmount());
    roots.delete(container);
  };
}
unstableSetRender(renderInOwnRoot);

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
// The toast's time-out is kept here, not by antd-mobile, so that its close runs through `wrap` too.
let toastTimer: ReturnType<typeof setTimeout> | undefined;

function clearToast(): void {
  clearTimeout(toastTimer);
  wrap(() => Toast.clear());
}

export const toastImpl = {
  show(content: ReactNode, icon: 'success' | 'fail' | undefined, durationMs: number) {
    clearTimeout(toastTimer);
    wrap(() => Toast.show({ content, icon, duration: 0 }));
    toastTimer = setTimeout(clearToast, durationMs);
    announce(content);
  },
  loading(content: ReactNode): () => void {
    announce(content);
    clearTimeout(toastTimer);
    let handler: ReturnType<typeof Toast.show> | undefined;
    wrap(() => {
      handler = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
    });
    return () => wrap(() => void handler?.close());
  },
  clear: clearToast,
};

export function confirmImpl(opts: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: opts.title,
    content: opts.content,
    confirmText: opts.danger ? <span className={styles.danger}>{opts.confirmText ?? '确定'}</span> : (opts.confirmText ?? '确定'),
    cancelText: opts.cancelText ?? '取消',
  });
}

export function alertImpl(content: ReactNode, title?: ReactNode): Promise<void> {
  return Dialog.alert({ title, content, confirmText: '我知道了' });
}

/** Closes every toast and dialog at once (tests, between cases). */
export function clearAllFeedback(): void {
  clearToast();
  wrap(() => Dialog.clear());
}
