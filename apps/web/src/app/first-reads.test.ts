import { pageReads } from '@plateau/shared/api/page-reads';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FirstReads } from '@/lib/first-reads';
import { pages } from './pages';

const modules = import.meta.glob<Record<string, unknown>>('../features/*/pages/*.tsx');

/** The value a test gives each `:name` of a route path. */
const sample = (name: string) => `sample-${name}`;
const paramsOf = (routePath: string) =>
  Object.fromEntries([...routePath.matchAll(/:(\w+)/g)].map(([, name = '']) => [name, sample(name)]));
const filled = (read: string) => read.replace(/:(\w+)/g, (_, name: string) => sample(name));

/** The API addresses a page's `firstReads` asks for, in its default state (no query string). */
async function addressesAsked(firstReads: FirstReads, routePath: string): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await firstReads({ params: paramsOf(routePath), search: new URLSearchParams(), queryClient });
  return asked;
}

/** Each page's module, by module path (every page's code: slow to transform, so loaded once). */
const loaded = new Map<string, Record<string, unknown> | undefined>();
beforeAll(async () => {
  for (const page of pages) loaded.set(page.module, await modules[`../${page.module}.tsx`]?.());
}, 300_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first reads of each page (app/pages.ts)', () => {
  it('load its module, which exports its component', () => {
    for (const page of pages) {
      const module = loaded.get(page.module);
      expect(module, page.module).toBeDefined();
      const name = page.component ?? page.module.slice(page.module.lastIndexOf('/') + 1);
      expect(typeof module?.[name], `${page.path}: ${name}`).toBe('function');
    }
  });

  it('are those of its line in api/page-reads.ts: what the server answers in the page', async () => {
    for (const page of pages) {
      const firstReads = loaded.get(page.module)?.firstReads as FirstReads | undefined;
      const declared = (pageReads[page.path]?.firstReads ?? []).map(filled);
      const asked = firstReads ? await addressesAsked(firstReads, page.path) : [];
      expect(asked.sort(), page.path).toEqual([...declared].sort());
    }
  });

  it('are declared for pages of app/pages.ts only', () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const path of Object.keys(pageReads)) expect(paths.has(path), path).toBe(true);
  });
});
