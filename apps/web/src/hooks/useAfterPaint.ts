import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * False until the browser has painted the screen once after this component appeared, then true: for a part
 * below the first screen with code or data of its own (the task board), so that loading and rendering it
 * comes after the page's first paint instead of delaying it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
