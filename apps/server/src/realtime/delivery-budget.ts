/** Clock and timers, replaceable in tests. */
export type BudgetClock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => void;
};

const systemClock: BudgetClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

/**
 * At most `limit` deliveries in any rolling `windowMs` (each spent token comes back `windowMs` after use).
 * Items offered while the budget is spent wait, coalesced by key: only the latest item of a key is kept,
 * and it is delivered as soon as a token comes back. Nothing offered last is ever dropped.
 */
export class DeliveryBudget<T> {
  private readonly spentAt: number[] = [];
  private readonly pending = new Map<string, T>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(
    private readonly deliver: (item: T) => void,
    private readonly limit: number,
    private readonly windowMs = 1000,
    private readonly clock: BudgetClock = systemClock,
  ) {}

  /** Delivers now if the budget allows and nothing waits, else keeps the item as its key's latest. */
  offer(key: string, item: T): void {
    if (this.disposed) return;
    if (this.pending.size === 0 && this.takeToken()) {
      this.deliver(item);
      return;
    }
    this.pending.set(key, item);
    this.schedule();
  }

  /** Items waiting for budget (one per key). */
  get pendingCount(): number {
    return this.pending.size;
  }

  dispose(): void {
    this.disposed = true;
    this.pending.clear();
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private takeToken(): boolean {
    const now = this.clock.now();
    while (this.spentAt.length > 0 && (this.spentAt[0] ?? 0) <= now - this.windowMs) this.spentAt.shift();
    if (this.spentAt.length >= this.limit) return false;
    this.spentAt.push(now);
    return true;
  }

  private schedule(): void {
    if (this.timer || this.pending.size === 0) return;
    const oldest = this.spentAt[0] ?? this.clock.now();
    const wait = Math.max(0, oldest + this.windowMs - this.clock.now());
    this.timer = this.clock.setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.timer = null;
    for (const [key, item] of this.pending) {
      if (!this.takeToken()) break;
      this.pending.delete(key);
      this.deliver(item);
    }
    this.schedule();
  }
}
