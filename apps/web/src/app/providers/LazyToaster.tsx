import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterWanted } from '@/lib/toaster';

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/**
 * react-hot-toast's Toaster (its defaults are the spec's), loaded when first wanted: at the first press of
 * a key or pointer, before the toast it may answer, or when `toastLater` shows one. A toast made before it
 * mounts waits in react-hot-toast's store and shows then.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const stop = onToasterWanted(want);
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      stop();
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
