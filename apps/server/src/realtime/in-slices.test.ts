import { describe, expect, it } from 'vitest';
import { visitInSlices } from './in-slices';

describe('visitInSlices', () => {
  it('visits every item in order, and lets other work run between slices', async () => {
    const seen: string[] = [];
    const items = Array.from({ length: 7 }, (_, index) => index);
    await visitInSlices(items, 3, (item) => {
      seen.push(String(item));
      // Work that arrives during the first slice (an event from the bus, say) runs before the second.
      if (item === 1) setImmediate(() => seen.push('autre travail'));
    });
    expect(seen).toEqual(['0', '1', '2', 'autre travail', '3', '4', '5', '6']);
  });

  it('stops before the next slice once told to', async () => {
    const seen: number[] = [];
    let stop = false;
    await visitInSlices(
      [1, 2, 3, 4, 5],
      2,
      (item) => {
        seen.push(item);
        if (item === 2) stop = true;
      },
      () => stop,
    );
    expect(seen).toEqual([1, 2]);
  });

  it('resolves at once for no items', async () => {
    const seen: number[] = [];
    await visitInSlices([], 10, (item: number) => seen.push(item));
    expect(seen).toEqual([]);
  });
});
