/**
 * Runs `callback` once the browser has painted the next frame and shown it, for work the first screen does
 * not need: its code and requests then come after that screen instead of sharing a phone's bandwidth with
 * it. A frame callback runs just before a paint; a second one, just before the following frame, once the
 * first is on screen; a task queued from there runs after that. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the page has painted and the main thread is idle (at most `timeoutMs` after that
 * paint): for what no screen waits for (the realtime link), after the page's later renders too (its data
 * in a transition, a deferred part). Returns what cancels it.
 */
export function whenIdleAfterPaint(callback: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterNextPaint(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(callback, 200);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
