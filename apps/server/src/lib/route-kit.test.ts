import { messages } from '@plateau/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { answerableResponses } from './openapi';
import { errorResponses } from './route-kit';

let ctx: TestContext;
type Operation = {
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  operationId?: string;
  security?: Array<Record<string, string[]>>;
};
let operations: Array<{ method: string; path: string; operation: Operation }> = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const document = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(async () => {
  await ctx.app.close();
});

/**
 * Open to visitors (spec 1 §6): health and readiness, sign-in and its kin, the current session, a reset link's check, the
 * legal pages' details, the calendar feed, a report, a decision by its signed link, the unsubscribe links, and a project's page and team (spec 2 §2, filtered by the visibility rules).
 */
const isPublic = (method: string, path: string) =>
  (method === 'GET' &&
    (path === '/api/projects/{id}' ||
      path === '/api/projects/{id}/members' ||
      path === '/api/influencer/projects/{id}')) ||
  path === '/api/health' ||
  path === '/api/ready' ||
  path === '/api/me' ||
  // Anyone may report a content, visitors included (issue 31, DSA art. 16).
  (method === 'POST' && path === '/api/reports') ||
  // A statement of reasons opens by its signed link too: a suspended member has no session (issue 31, DSA art. 17).
  path.startsWith('/api/moderation/decisions/') ||
  // The calendar feed's secret token is its access.
  path === '/api/calendar/{file}' ||
  // The one-click unsubscribe's signed token is its access (RFC 8058: no session).
  path === '/api/email-unsubscribe' ||
  path.startsWith('/api/auth/') ||
  path.startsWith('/api/password-reset/') ||
  path.startsWith('/api/site/');

describe('the route kit', () => {
  it('lists the errors each operation can answer in /api/openapi.json (no 413/415 without a body, no 409 for a read)', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const { method, path, operation } of operations) {
      const expected = Object.keys(
        answerableResponses(errorResponses, { method, hasBody: operation.requestBody !== undefined }),
      );
      // A route's own extra answers (503 of /api/ready) aside.
      const errors = Object.keys(operation.responses ?? {}).filter((status) => status in errorResponses);
      expect(errors.sort(), `${method} ${path}`).toEqual(expected.sort());
    }
    const reads = operations.filter(({ method }) => method === 'GET');
    expect(reads.every(({ operation }) => !('409' in (operation.responses ?? {})))).toBe(true);
  });

  it('names every operation once and declares the session cookie where the route needs it', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      expect(operation.security, `${method} ${path}`).toEqual(
        isPublic(method, path) ? [] : [{ session: [] }],
      );
    }
  });

  it('answers 401 to a visitor on every members-only route, before reading the input (spec 1 §6)', async () => {
    const membersOnly = operations.filter(({ method, path }) => !isPublic(method, path));
    expect(membersOnly.length).toBeGreaterThan(25);
    for (const { method, path } of membersOnly) {
      const url = path.replace(/\{\w+\}/g, 'pas-un-id');
      // A malformed id and broken JSON: the session is checked first.
      const response = await ctx.request({
        method: method as InjectOptions['method'],
        url,
        ...(method === 'GET' ? {} : { payload: '{', headers: { 'content-type': 'application/json' } }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json().error, `${method} ${path}`).toEqual({
        code: 'unauthorized',
        message: messages.api.unauthorized,
      });
    }
  });
});
