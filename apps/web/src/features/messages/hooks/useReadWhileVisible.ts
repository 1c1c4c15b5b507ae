import { useEffect } from 'react';

/**
 * Marks a conversation read while it is open and the page visible: at once, and again each time the page
 * becomes visible. `unread` names what is unread (the newest unread message, an unread count); null when
 * nothing is, or not yet known: nothing is marked.
 */
export function useReadWhileVisible(unread: string | number | null, mark: () => void): void {
  useEffect(() => {
    if (unread === null) return undefined;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') mark();
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [unread, mark]);
}
