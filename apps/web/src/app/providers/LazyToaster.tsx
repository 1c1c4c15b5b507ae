import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterWanted } from '@/lib/toaster';

/** What a member does before any toast of a page: a press, typing, a file chosen or dropped, a paste. */
const interactions = ['pointerdown', 'keydown', 'input', 'change', 'paste', 'drop'] as const;

/** Every toast lets the pointer through (see below). */
const toastOptions = { style: { pointerEvents: 'none' } } as const;

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/**
 * react-hot-toast's Toaster (its defaults are the spec's), loaded when first wanted: at the member's first
 * action (`interactions`), before the toast it may answer, or when `toastLater` shows one. A toast made before it
 * mounts waits in react-hot-toast's store and shows then.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const stop = onToasterWanted(want);
    const options = { capture: true, once: true } as const;
    for (const type of interactions) window.addEventListener(type, want, options);
    return () => {
      stop();
      for (const type of interactions) window.removeEventListener(type, want, options);
    };
  }, [wanted]);
  return (
    // An open modal dialog hides the rest of the page from screen readers (aria-hidden on everything outside
    // it) except the live regions already there: this box, there from the start, marks where the toasts live
    // (aria-live="off": each toast is its own polite live region) so a toast shown over a dialog is still read.
    <div aria-live="off" data-toasts="">
      {wanted ? (
        <Suspense fallback={null}>
          {/*
            Below, away from the dialogs: a toast no longer covers a dialog's title. A toast holds only text, so the
            pointer goes through it: one lying over a dialog's button never stops the click (nor pauses, hovered,
            and stays there).
          */}
          <Toaster position="bottom-center" toastOptions={toastOptions} />
        </Suspense>
      ) : null}
    </div>
  );
}
