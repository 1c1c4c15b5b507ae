/**
 * Runs `callback` once the browser has painted the next frame and shown it, for work the first screen does
 * not need: its code and requests then come after that screen instead of sharing a phone's bandwidth with
 * it. A frame callback runs just before a paint; a second one, just before the following frame, once the
 * first is on screen; a task queued from there runs after that. Returns what cancels it.
 */
function afterNextPaint(callback: () => void): () => void {
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
 * Runs `callback` once the page has loaded (its first screen's pictures included: the largest paint may come a
 * frame after the first), painted and the main thread is idle (at most `timeoutMs` after that paint): for what
 * no screen waits for (the realtime link, a part below the first screen), after the page's later renders too
 * (its data in a transition, a deferred part). At once on later navigations, the page being loaded. Returns
 * what cancels it.
 */
export function afterFirstScreen(callback: () => void, timeoutMs = 2000): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    cancel = afterNextPaint(() => {
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(callback, { timeout: timeoutMs });
        cancel = () => cancelIdleCallback(idle);
      } else {
        const timer = setTimeout(callback, 200);
        cancel = () => clearTimeout(timer);
      }
    });
  };
  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    window.addEventListener('load', afterLoad, { once: true });
    cancel = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancel();
}
