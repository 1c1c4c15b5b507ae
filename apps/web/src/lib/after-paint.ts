/**
 * Runs `callback` once the browser has painted the next frame (a frame callback runs just before the paint;
 * a task queued from it runs once the paint is done), for work the first screen does not need: its code
 * and requests then come after that screen instead of sharing a phone's bandwidth with it. Returns what
 * cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
