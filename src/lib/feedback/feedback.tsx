import type { ReactNode } from 'react';

// Toasts and dialogs (antd-mobile's Toast, Dialog, their masks and animation library) are not
// needed to paint the first page: they load on first use, or on the first touch, and every call
// runs in order once they are there.
type Impl = typeof import('./feedback-impl');
let impl: Promise<Impl> | null = null;

/** Loads the toast and dialog code (first touch of the page, or first use). */
export function preloadFeedback(): Promise<Impl> {
  impl ??= import('./feedback-impl');
  return impl;
}

// Handlers on one promise run in the order they were added, so calls keep their order.
function run<T>(fn: (m: Impl) => T | Promise<T>): Promise<T> {
  return preloadFeedback().then(fn);
}

/** The only place that shows toasts: success, failure, plain text and loading. */
export const toast = {
  info(content: ReactNode, durationMs = 2000) {
    void run((m) => m.toastImpl.show(content, undefined, durationMs));
  },
  success(content: ReactNode, durationMs = 2000) {
    void run((m) => m.toastImpl.show(content, 'success', durationMs));
  },
  fail(content: ReactNode, durationMs = 2000) {
    void run((m) => m.toastImpl.show(content, 'fail', durationMs));
  },
  /** Shows a loading toast until the returned function is called. */
  loading(content: ReactNode = '加载中…'): () => void {
    let closed = false;
    let close: (() => void) | null = null;
    void run((m) => {
      if (!closed) close = m.toastImpl.loading(content);
    });
    return () => {
      closed = true;
      close?.();
    };
  },
  clear() {
    void run((m) => m.toastImpl.clear());
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
  return run((m) => m.confirmImpl(opts));
}

/** Tells the user something that needs an acknowledgement. */
export function alert(content: ReactNode, title?: ReactNode): Promise<void> {
  return run((m) => m.alertImpl(content, title));
}
