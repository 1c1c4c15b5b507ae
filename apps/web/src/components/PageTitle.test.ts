import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The three that write a `<title>` themselves: the helper, the routes' titles, the landing page's own. */
const ownTitle = new Set([
  './PageTitle.tsx',
  '../app/layouts/RouteMeta.tsx',
  '../features/home/pages/LandingPage.tsx',
]);

describe('PageTitle', () => {
  it("is how every page and part sets the tab's title ('… · Plateau' is built in one place)", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const handBuilt = Object.entries(sources)
      .filter(([file, text]) => !ownTitle.has(file) && (/<title>/.test(text) || /· Plateau`/.test(text)))
      .map(([file]) => file);
    expect(handBuilt).toEqual([]);
  });
});
