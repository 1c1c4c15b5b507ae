import { useSyncExternalStore } from 'react';

// The scroll position as of the last scroll event. Reading window.scrollY during a render forces the browser
// to lay the page out there and then; a page starts at the top, and every scroll (restored ones too) fires
// the event that updates it.
let lastScrollY = 0;

function subscribe(onChange: () => void): () => void {
  const onScroll = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** True once the page is scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > threshold,
    () => false,
  );
}
