import { useCallback, useEffect, useRef } from 'react';
import { confirm } from '../../../lib/feedback/feedback';
import { useAppNavigate } from '../../../lib/router/navigation';

/**
 * Leaving a form with unsaved text asks first (back button), and the browser asks on a reload
 * or close. Confirming runs `onDiscard` and goes back.
 */
export function useLeaveGuard(dirty: boolean, onDiscard: () => void) {
  const go = useAppNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return useCallback(async () => {
    const leave = () => (window.history.length > 1 ? go(-1) : go('/'));
    if (!dirtyRef.current) return leave();
    const ok = await confirm({ title: '确定离开吗？', content: '填写的内容尚未提交，离开后将不会保存。', confirmText: '离开', cancelText: '继续填写', danger: true });
    if (!ok) return;
    onDiscard();
    leave();
  }, [go, onDiscard]);
}
