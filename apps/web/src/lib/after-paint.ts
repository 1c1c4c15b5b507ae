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
