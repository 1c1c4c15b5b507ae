import { endpoints } from '@plateau/shared/api/index';
import { pageReadsElementId } from '@plateau/shared/rules/page-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page as the server sends it to a member: its first reads' answers in an element, by address. */
function pageWith(reads: Record<string, unknown>) {
  const element = { textContent: JSON.stringify(reads), remove: vi.fn() };
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === pageReadsElementId ? element : null),
  });
  return element;
}

const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ count: 9 }), { status: 200 }));

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // A page one second after it opened (performance.now() counts from there in a browser; in a test worker
  // from the worker's start, which a reused worker on a loaded machine is long past).
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the answers written into a member's page", () => {
  it('answer the first read of their address without a request, then the API answers', async () => {
    const element = pageWith({ '/api/notifications/unread-count': { count: 2 } });
    const { api } = await import('./api');

    await expect(api.call(endpoints.notifications.unreadCount)).resolves.toEqual({ count: 2 });
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once, and gone from the page.
    expect(element.remove).toHaveBeenCalled();
    await expect(api.call(endpoints.notifications.unreadCount)).resolves.toEqual({ count: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answer another address, nor a read with a query string', async () => {
    pageWith({ '/api/talents': { items: [], total: 0 } });
    const { api } = await import('./api');

    await api.call(endpoints.notifications.unreadCount);
    await api.call(endpoints.talents.list, { query: { q: 'son' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/notifications/unread-count',
      '/api/talents?q=son',
    ]);
  });

  it('are not used past the first seconds of the page', async () => {
    pageWith({ '/api/notifications/unread-count': { count: 2 } });
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const { api } = await import('./api');

    await expect(api.call(endpoints.notifications.unreadCount)).resolves.toEqual({ count: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("are forgotten with the session: the next member gets the API's answers", async () => {
    pageWith({ '/api/notifications/unread-count': { count: 2 } });
    const { forgetPageReads } = await import('./page-reads');
    const { api } = await import('./api');

    forgetPageReads();
    await expect(api.call(endpoints.notifications.unreadCount)).resolves.toEqual({ count: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leave a page without them, or with unreadable ones, to the API', async () => {
    vi.stubGlobal('document', {
      getElementById: () => ({ textContent: '{pas du json', remove: () => undefined }),
    });
    const { api } = await import('./api');

    await expect(api.call(endpoints.notifications.unreadCount)).resolves.toEqual({ count: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
