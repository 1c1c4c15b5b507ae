import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the screen once after this component appeared, then true: for a part
 * below the first screen with code or data of its own (the task board), so that loading and rendering it
 * comes after the page's first paint instead of delaying it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the next paint; a task queued from it runs once that paint is done.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
