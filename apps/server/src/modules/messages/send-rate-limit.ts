/**
 * A sliding window of message sends per member, in process: at most `max` within `windowMs`.
 * The check reserves a slot at once (no race between concurrent requests); a refused send is
 * released so it does not count.
 */
export function createSendRateLimit(options: { max: number; windowMs: number }, now = () => Date.now()) {
  const sends = new Map<string, number[]>();
  let lastSweep = now();

  const sweep = (at: number) => {
    if (at - lastSweep < options.windowMs) return;
    lastSweep = at;
    for (const [key, times] of sends) {
      if ((times.at(-1) ?? 0) <= at - options.windowMs) sends.delete(key);
    }
  };

  return {
    /** Reserves a send for the member; returns a release function, or null when over the limit. */
    reserve(memberId: string): (() => void) | null {
      const at = now();
      sweep(at);
      const recent = (sends.get(memberId) ?? []).filter((time) => time > at - options.windowMs);
      if (recent.length >= options.max) {
        sends.set(memberId, recent);
        return null;
      }
      recent.push(at);
      sends.set(memberId, recent);
      return () => {
        const times = sends.get(memberId);
        const index = times?.indexOf(at) ?? -1;
        if (times && index >= 0) times.splice(index, 1);
      };
    },
  };
}
