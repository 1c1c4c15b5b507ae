import { type Endpoint, endpoints } from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../lib/route-kit';
import { createTestApp, type TestContext } from './test-app';

/**
 * The `/api` routes that answer something other than a JSON document the web reads through `api.call`, and so
 * have no shared contract: each with its reason. Every other `/api` route is declared from its contract.
 */
const withoutContract: Record<string, string> = {
  'GET /api/openapi.json': 'the OpenAPI document itself, made from the contracts',
  'GET /api/docs': 'the documentation pages (swagger-ui)',
  'GET /api/realtime': 'the WebSocket of realtime events (events typed in packages/shared/src/events.ts)',
  'GET /api/metrics': 'Prometheus text for the operator (registered only when METRICS_TOKEN is set)',
  'GET /api/calendar/:file': 'the iCalendar file a calendar application subscribes to',
  'GET /api/me/export': 'the member’s data as a file to download (its body is the JSON text itself)',
  'GET /api/attachments/:id':
    'the bytes of a message attachment (PDF, image or text), members of its conversation only',
};

const contracts: Array<{ name: string; contract: Endpoint }> = Object.entries(endpoints).flatMap(
  ([area, group]) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, contract]) => ({
      name: `${area}.${name}`,
      contract,
    })),
);

let ctx: TestContext;
let routes: readonly RegisteredRoute[];
beforeAll(async () => {
  ctx = await createTestApp();
  routes = ctx.app.registeredRoutes;
});
afterAll(async () => {
  await ctx.app.close();
});

const isDocumentation = (url: string) => url.startsWith('/api/docs');

describe('the shared contracts and the server routes', () => {
  it('declares every contract as exactly one route, with its own method and path', () => {
    const missing = contracts
      .filter(({ contract }) => routes.filter((route) => route.contract === contract).length !== 1)
      .map(({ name, contract }) => `${name} (${contract.method} ${contract.path})`);
    expect(missing).toEqual([]);
    for (const route of routes.filter((r) => r.contract)) {
      expect(`${route.method} ${route.url}`).toBe(`${route.contract?.method} ${route.contract?.path}`);
    }
  });

  it('gives every /api route a contract, apart from the listed files and streams', () => {
    const loose = routes
      .filter((route) => route.url.startsWith('/api') && !route.contract && !isDocumentation(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in withoutContract) && !key.startsWith('GET /api/covers/'));
    expect(loose).toEqual([]);
  });

  it('keeps the list of routes without a contract true: each still exists and still has none', () => {
    for (const key of Object.keys(withoutContract).filter((k) => k !== 'GET /api/metrics')) {
      const route = routes.find((r) => `${r.method} ${r.url}` === key);
      expect(route, key).toBeDefined();
      expect(route?.contract, key).toBeUndefined();
    }
  });
});
