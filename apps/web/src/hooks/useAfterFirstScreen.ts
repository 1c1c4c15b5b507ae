import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from '@/lib/after-first-screen';

/**
 * False until the page's first screen is shown (lib/after-first-screen.ts: loaded, painted, the main thread
 * idle), then true: for a part below the first screen with code or data of its own (the task board, further
 * images), so that loading and rendering it comes after that screen instead of delaying it.
 */
export function useAfterFirstScreen(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => afterFirstScreen(() => startTransition(() => setShown(true))), []);
  return shown;
}
