import { useEffect, useState } from 'react';

/**
 * True while the page is on screen: the tab is visible and the page is not a hidden kept-alive
 * page (its effects are cleaned up while hidden). Live polling runs only then.
 */
export function useShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      setShown(false);
    };
  }, []);
  return shown;
}
