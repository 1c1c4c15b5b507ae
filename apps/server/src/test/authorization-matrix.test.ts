import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationMatrix,
  buildWorld,
  type MatrixActor,
  type MatrixLine,
  matrixActors,
  type World,
} from './authorization-matrix';
import { createTestApp, type TestContext } from './test-app';

let ctx: TestContext;
let world: World;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildWorld(ctx);
}, 60_000);
afterAll(async () => {
  await ctx.app.close();
});

/** `/api/things/{id}` with the line's params filled in (Fastify's `:id` and `*` written as `{id}` and `{*}`). */
const routeKey = (method: string, url: string) =>
  `${method} ${url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '*')}`;

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}|\*$/g, (whole, name: string | undefined) =>
    encodeURIComponent(params[name ?? '*'] ?? whole),
  );

async function answerFor(line: MatrixLine, actor: MatrixActor) {
  const cast = line.fresh ? await buildWorld(ctx) : world;
  const request = (await line.make?.(cast, actor)) ?? {};
  const [method, path] = line.route.split(' ') as [InjectOptions['method'], string];
  const query = new URLSearchParams(request.query).toString();
  const response = await ctx.request({
    method,
    url: `${fill(path, request.params)}${query ? `?${query}` : ''}`,
    ...(actor === 'visitor' ? {} : { cookie: cast[actor].cookie }),
    ...(request.body === undefined ? {} : { payload: request.body as object }),
    ...(request.headers ? { headers: request.headers } : {}),
  });
  return { status: response.statusCode, body: response.body, cast };
}

/** The line's `hides` (issue 27): in the owner's answer (the check reads what it must), in no one else's. */
function checkHidden(line: MatrixLine, actor: MatrixActor, answer: Awaited<ReturnType<typeof answerFor>>) {
  for (const value of line.hides?.(answer.cast) ?? []) {
    expect(answer.body.includes(value), `${line.route}: « ${value} » montré à ${actor}`).toBe(
      actor === 'owner',
    );
  }
}

describe('the authorization matrix (issue 18)', () => {
  it('has a line for every /api route the app registers', () => {
    const lines = new Set(authorizationMatrix.map((line) => line.route));
    const registered = ctx.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api'))
      .map((route) => routeKey(route.method, route.url));
    const missing = registered.filter((route) => !lines.has(route));
    expect(missing, 'routes sans ligne dans test/authorization-matrix.ts').toEqual([]);
    const unknown = [...lines].filter((route) => !registered.includes(route));
    expect(unknown, 'lignes sans route').toEqual([]);
  });

  it.each(authorizationMatrix.map((line, index) => [`${line.route} #${index}`, line] as const))(
    '%s',
    async (_name, line) => {
      const actual: number[] = [];
      for (const actor of matrixActors) {
        const answer = await answerFor(line, actor);
        actual.push(answer.status);
        checkHidden(line, actor, answer);
      }
      expect(actual.join(' '), `${line.route} (${matrixActors.join(' ')})`).toBe(line.expect);
    },
    60_000,
  );
});
