import { describe, expect, it } from 'vitest';
import { type BudgetClock, DeliveryBudget } from './delivery-budget';

function fakeClock() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  const clock: BudgetClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (timer) => {
      const index = timers.findIndex((entry) => entry.id === (timer as unknown as number));
      if (index >= 0) timers.splice(index, 1);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const due = timers[0];
      if (!due || due.at > until) break;
      timers.shift();
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { clock, advance };
}

describe('DeliveryBudget', () => {
  it('delivers 10 at once, coalesces the rest per key, and delivers the latest when budget returns', () => {
    const { clock, advance } = fakeClock();
    const delivered: string[] = [];
    const budget = new DeliveryBudget<string>((item) => delivered.push(item), 10, 1000, clock);
    for (let index = 0; index < 50; index += 1) budget.offer('user:a|notification', `n${index}`);
    budget.offer('project:p|task', 't1');
    budget.offer('project:p|task', 't2');
    expect(delivered).toHaveLength(10);
    expect(budget.pendingCount).toBe(2);
    advance(999);
    expect(delivered).toHaveLength(10);
    advance(1);
    expect(delivered.slice(10)).toEqual(['n49', 't2']);
    expect(budget.pendingCount).toBe(0);
  });

  it('never delivers more than the limit in any rolling window', () => {
    const { clock, advance } = fakeClock();
    const times: number[] = [];
    const budget = new DeliveryBudget<number>(() => times.push(clock.now()), 10, 1000, clock);
    for (let step = 0; step < 300; step += 1) {
      budget.offer(`key-${step % 7}`, step);
      advance(10);
    }
    advance(2000);
    for (const time of times) {
      expect(times.filter((other) => other >= time && other < time + 1000).length).toBeLessThanOrEqual(10);
    }
    expect(budget.pendingCount).toBe(0);
  });

  it('keeps the order of events while nothing waits, and stops after dispose', () => {
    const { clock, advance } = fakeClock();
    const delivered: string[] = [];
    const budget = new DeliveryBudget<string>((item) => delivered.push(item), 2, 1000, clock);
    budget.offer('a', 'a1');
    budget.offer('b', 'b1');
    budget.offer('a', 'a2');
    budget.dispose();
    advance(5000);
    expect(delivered).toEqual(['a1', 'b1']);
  });
});
