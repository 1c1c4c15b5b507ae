import { messages } from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { testDbKind } from '../test/test-database';

const token = 'jeton-de-metriques-0123456789';
let withMetrics: TestContext;
beforeAll(async () => {
  withMetrics = await createTestApp({ metricsToken: token });
});
afterAll(async () => {
  await withMetrics.app.close();
});

const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.request({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics (Prometheus)', () => {
  it('answers the French 401 without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer mauvais-jeton', `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await scrape(withMetrics, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(messages.api.metricsTokenRequired);
    }
  });

  it('serves request durations by route, open WebSockets and the process to the token', async () => {
    expect((await withMetrics.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const response = await scrape(withMetrics, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} 1/);
    expect(response.body).toContain('plateau_websockets_open 0');
    // The durable queue: a gauge per job name and state.
    expect(response.body).toContain('plateau_jobs{queue="mail",state="waiting"} 0');
    expect(response.body).toContain('plateau_jobs{queue="mail",state="failed"} 0');
    expect(response.body).toContain('process_resident_memory_bytes');
    if (testDbKind === 'postgres') expect(response.body).toMatch(/plateau_db_pool_connections \d+/);
    // Scrapes are not counted as requests.
    expect(response.body).not.toContain('route="/api/metrics"');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await scrape(plain, `Bearer ${token}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.api.routeNotFound);
    } finally {
      await plain.app.close();
    }
  });
});
