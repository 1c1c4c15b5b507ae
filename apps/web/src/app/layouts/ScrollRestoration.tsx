import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'plateau-scroll-positions';
/** Where each history entry was scrolled to (by its location key), kept across reloads of the tab. */
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What the data router's `<ScrollRestoration>` did: a new page starts at the top (or at its `#anchor`),
 * Back and Forward return where the entry was left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // The current entry's position follows the scroll.
  useEffect(() => {
    const key = location.key;
    const remember = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = positions[location.key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
