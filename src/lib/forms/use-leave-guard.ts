import { useCallback, useEffect, useRef } from 'react';
import { confirm } from '@/lib/feedback/feedback';
import { useAppNavigate } from '@/lib/router/navigation';

const MARK = 'owLeaveGuard';
const LEAVE_DIALOG = {
  title: '确定离开吗？',
  content: '填写的内容尚未提交，离开后将不会保存。',
  confirmText: '离开',
  cancelText: '继续填写',
  danger: true,
} as const;

function marked(state: unknown): boolean {
  return typeof state === 'object' && state !== null && MARK in state;
}

/**
 * Leaving a form with unsaved text asks first: the title-bar back button, the phone's or
 * browser's Back (a same-address history entry stands in front of the form while it has
 * unsaved text, so Back lands on it and the form can ask), and the browser asks on a reload or
 * close. Confirming runs `onDiscard` and goes back.
 */
export function useLeaveGuard(dirty: boolean, onDiscard: () => void) {
  const go = useAppNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const discardRef = useRef(onDiscard);
  discardRef.current = onDiscard;

  useEffect(() => {
    if (!dirty) return undefined;
    if (!marked(window.history.state))
      window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, '', window.location.href);
    const address = window.location.href;
    let asking = false;
    const onPop = () => {
      // Back left the stand-in entry for the form's own address: ask before really leaving.
      if (asking || marked(window.history.state) || window.location.href !== address || !dirtyRef.current) return;
      asking = true;
      void confirm(LEAVE_DIALOG).then((ok) => {
        asking = false;
        if (ok) {
          dirtyRef.current = false;
          discardRef.current();
          window.history.back();
        } else {
          window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, '', window.location.href);
        }
      });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return useCallback(async () => {
    // Past the stand-in entry too, when there is one.
    const leave = () => (window.history.length > 1 ? go(marked(window.history.state) ? -2 : -1) : go('/'));
    if (!dirtyRef.current) return leave();
    const ok = await confirm(LEAVE_DIALOG);
    if (!ok) return;
    onDiscard();
    leave();
  }, [go, onDiscard]);
}
