import { startTransition, useEffect, useState } from 'react';
import { whenIdleAfterPaint } from '@/lib/after-paint';

/**
 * False until the browser has painted the screen once after this component appeared (and is idle), then
 * true: for a part below the first screen with code or data of its own (the task board, further images), so
 * that loading and rendering it comes after the page's first paint instead of delaying it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdleAfterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
