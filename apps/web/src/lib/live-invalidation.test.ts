import { InfiniteQueryObserver, MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveInvalidator, invalidateLettingReadsEnd } from './live-invalidation';

afterEach(() => {
  vi.useRealTimers();
});

/** A query on screen (observed) that counts its reads. */
async function shownQuery(queryClient: QueryClient, key: string[]) {
  let reads = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: async () => {
      reads += 1;
      return reads;
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
  return { reads: () => reads, unsubscribe };
}

describe('live invalidation', () => {
  it('reads a query named stale again, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient();
    const { invalidate, stop } = createLiveInvalidator(queryClient);
    const board = await shownQuery(queryClient, ['board']);
    vi.setSystemTime(Date.now() + 1000);

    invalidate([['board']]);
    await vi.waitFor(() => expect(board.reads()).toBe(2));
    board.unsubscribe();
    stop();
  });

  it("does not read again a query the member's own change read after the event arrived (its echo)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient();
    const { invalidate, stop } = createLiveInvalidator(queryClient);
    const board = await shownQuery(queryClient, ['board']);
    let finish: (value: string) => void = () => undefined;
    const saving = new MutationObserver(queryClient, {
      mutationFn: () => new Promise<string>((resolve) => (finish = resolve)),
      // The change reads the query again once saved.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['board'] }),
    });
    const saved = saving.mutate();
    vi.setSystemTime(Date.now() + 1000);

    // The echo arrives while the change is being saved: nothing is read yet.
    invalidate([['board']]);
    await Promise.resolve();
    expect(board.reads()).toBe(1);
    vi.setSystemTime(Date.now() + 1000);
    finish('enregistré');
    await saved;
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(board.reads()).toBe(2);
    board.unsubscribe();
    stop();
  });

  it('reads only the query itself for an exact target, not the queries under its key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient();
    const { invalidate, stop } = createLiveInvalidator(queryClient);
    const project = await shownQuery(queryClient, ['project', 'p1']);
    const team = await shownQuery(queryClient, ['project', 'p1', 'members']);
    vi.setSystemTime(Date.now() + 1000);

    invalidate([{ queryKey: ['project', 'p1'], exact: true }]);
    await vi.waitFor(() => expect(project.reads()).toBe(2));
    expect(team.reads()).toBe(1);
    project.unsubscribe();
    team.unsubscribe();
    stop();
  });

  it("keeps a 'Charger plus' on its way when everything is named stale, then reads the pages again", async () => {
    const queryClient = new QueryClient();
    const reads: number[] = [];
    let release: () => void = () => undefined;
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: ['notifications'],
      queryFn: async ({ pageParam }) => {
        reads.push(pageParam);
        // The first read of the second page waits for the test.
        if (pageParam === 2 && reads.length === 2) await new Promise<void>((resolve) => (release = resolve));
        return pageParam;
      },
      initialPageParam: 1,
      getNextPageParam: (last: number) => (last < 3 ? last + 1 : undefined),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toEqual([1]));

    const more = observer.fetchNextPage();
    await vi.waitFor(() => expect(reads).toEqual([1, 2]));
    // The realtime link connects while the second page is on its way.
    invalidateLettingReadsEnd(queryClient);
    release();
    await more;
    // The second page arrived, then both pages were read again.
    await vi.waitFor(() => expect(reads).toEqual([1, 2, 1, 2]));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(observer.getCurrentResult().data?.pages).toEqual([1, 2]);
    unsubscribe();
  });
});
