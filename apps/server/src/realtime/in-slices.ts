/** Sockets visited in one turn of the event loop by the heartbeat before it lets other work run. */
export const heartbeatSliceSize = 250;

/**
 * Calls `visit` on every item, `size` at a time, letting the event loop run between slices (setImmediate):
 * a sweep over thousands of sockets (a ping is a write each) never holds the loop for more than one slice,
 * so events from the bus, HTTP requests and the pongs themselves are served meanwhile.
 * `stopped` is asked before each slice; the promise resolves once every item was visited or it said stop.
 */
export async function visitInSlices<T>(
  items: readonly T[],
  size: number,
  visit: (item: T) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    if (stopped()) return;
    const end = Math.min(items.length, start + size);
    for (let index = start; index < end; index += 1) visit(items[index] as T);
  }
}
