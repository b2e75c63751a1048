import { useEffect, useState } from 'react';

/**
 * True once the page's load event has passed. Not later (an idle moment): the registration is what
 * the hourly update check counts from, and my page's 업데이트 확인 waits for it.
 */
export function useAfterLoad(): boolean {
  // Never loaded where there is no document (the build's prerendering).
  const [ready, setReady] = useState(
    () => typeof document !== 'undefined' && document.readyState === 'complete',
  );
  useEffect(() => {
    if (ready) return;
    const loaded = () => setReady(true);
    // The load event may have come between the first render and this effect.
    if (document.readyState === 'complete') {
      loaded();
      return;
    }
    window.addEventListener('load', loaded, { once: true });
    return () => window.removeEventListener('load', loaded);
  }, [ready]);
  return ready;
}
