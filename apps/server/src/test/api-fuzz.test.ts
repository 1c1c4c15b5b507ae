import * as shared from '@plateau/shared';
import { apiErrorSchema } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from './authorization-matrix';
import { buildSignedInUser, signIn } from './factories';
import { buildArticle, buildComment } from './magazine-factories';
import { buildMessage } from './message-factories';
import { buildNotification } from './notification-factories';
import { buildJoinRequest, buildTask, buildTaskComment } from './project-factories';
import { createTestApp, type TestContext } from './test-app';

/**
 * Property-based fuzzing of the whole API (issue 18): requests generated from /api/openapi.json (so a new
 * route is fuzzed as soon as it is registered) with wrong types, missing and extra fields, huge strings, NUL
 * and control characters, lone surrogates, impossible dates, negative and huge numbers, bad ids and cursors.
 * Each answer: no 5xx; a refusal in the one error shape with one of the product's French texts, and the
 * database exactly as before (a digest of every table).
 *
 * `FUZZ_RUNS` (default 3000, under a minute) and `FUZZ_SEED` (default 18) set the run:
 * `FUZZ_RUNS=20000 npx vitest run src/test/api-fuzz.test.ts`.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 3000);
const seed = Number(process.env.FUZZ_SEED ?? 18);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Route = { method: string; path: string; operation: Operation };
type FuzzRequest = {
  /** `METHOD /path`, a key of `routeByKey` (short, for fast-check's counterexamples). */
  key: string;
  params: Record<string, string>;
  query: Array<[string, string]>;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string };
  as: 'member' | 'owner' | 'admin' | 'visitor';
};

let ctx: TestContext;
let world: World;
let routes: Route[] = [];
const routeByKey = new Map<string, Route>();
const routeOf = (request: FuzzRequest) => routeByKey.get(request.key) as Route;
/** The ids a request may aim at: existing rows of every kind, so refusals happen past the lookup too. */
let ids: string[] = [];
/** The account that meets /api/auth/* and the account deletion: signed in again whenever its session ends. */
let sacrificial: { email: string; cookie: string };

// ---- The product's French texts: a refusal must carry one of them. ----------------------------------
function collectTexts(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectTexts(item, into);
}
const texts: string[] = [];
for (const [name, value] of Object.entries(shared)) {
  if (/messages$/i.test(name)) collectTexts(value, texts);
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = new Set(texts);
const templates = texts
  .filter((text) => /\{\w+\}/.test(text))
  .map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('[\\s\\S]+')}$`,
      ),
  );
/** English words an untranslated framework or library text would carry (zod's French locale has none). */
const english =
  /\b(the|is|are|not|invalid|expected|received|must|should|error|unexpected|failed|required|input|string|number|too|request|body|please|unknown|exists|found|bad|internal|server)\b/i;
/** One of the product's French texts, or a French text of zod's locale (no English word in it). */
const isFrench = (message: string) =>
  exact.has(message) ||
  templates.some((re) => re.test(message)) ||
  (message.trim() !== '' && !english.test(message));

// ---- A digest of every table: row counts and an md5 of the rows. ----------------------------------------
let tables: string[] = [];
async function digest(): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`SELECT ${table} AS t, count(*)::text AS n, coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS h FROM ${sql.identifier(table)} x`,
  );
  const query = sql.join(parts, sql` UNION ALL `);
  const result = await ctx.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    t: string;
    n: string;
    h: string;
  }>;
  return rows.map((row) => `${row.t}:${row.n}:${row.h}`).join('|');
}

// ---- Values -----------------------------------------------------------------------------------------------
const impossibleCursor = (at: string) =>
  Buffer.from(JSON.stringify([at, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0007\u001b[31m',
  '\r\n',
  '\uD800',
  'x\uDFFFy',
  '\uFFFF',
  '\u202Eevil',
  '<script>window.__xss=1</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '2024-13-45T25:61:61.000000Z',
  '2024-02-30',
  '0000-00-00',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-000000000000',
  impossibleCursor('2024-13-45T25:61:61.000000Z'),
  impossibleCursor('2024-02-30T10:00:00.000000Z'),
  Buffer.from('[1,2,3]').toString('base64url'),
  Buffer.from('pas du json').toString('base64url'),
  'é'.repeat(300),
  'a'.repeat(5000),
];
const hugeString = fc.constantFrom('a'.repeat(100_001), '\u0000'.repeat(2000), 'é'.repeat(40_000));
const nastyString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1, -0, 0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const idValue = () =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: nastyString });

/** A value for a schema: often a plausible one, often a wrong one. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null), anyJson);
  if (!schema || depth > 3) return wrong;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((option) => valueFor(option, depth + 1)), wrong);
  }
  if (schema.enum)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: wrong },
    );
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), wrong);
  const type = [schema.type ?? 'string'].flat()[0];
  let plausible: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      plausible =
        schema.format === 'uuid' || schema.format === 'guid'
          ? idValue()
          : schema.format === 'date' || schema.format === 'date-time'
            ? fc.oneof(
                fc.constantFrom('2026-06-01', '2024-02-30', '2024-13-45', '2026-06-01T10:00:00Z'),
                fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
              )
            : fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 30 }), nastyString);
      break;
    case 'integer':
    case 'number':
      plausible = nastyNumber;
      break;
    case 'boolean':
      plausible = fc.boolean();
      break;
    case 'array':
      plausible = fc.array(valueFor(schema.items, depth + 1), { maxLength: 12 });
      break;
    case 'object':
      plausible = objectFor(schema, depth + 1);
      break;
    default:
      plausible = anyJson;
  }
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: wrong });
}

/** An object: each property present or missing, sometimes an extra field. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(properties.map(([name, property]) => [name, valueFor(property, depth)]));
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.option(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'role', 'userId', 'id'), anyJson),
      ),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const params = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof(idValue(), nastyString)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryPair = (p: Parameter) =>
    fc.tuple(
      fc.constant(p.name),
      valueFor(p.schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    );
  const query = fc
    .tuple(
      fc
        .subarray(queryParams)
        .chain(
          (chosen): fc.Arbitrary<Array<[string, string]>> =>
            chosen.length === 0 ? fc.constant([]) : fc.tuple(...chosen.map(queryPair)),
        ),
      fc.option(fc.tuple(fc.constantFrom('extra', 'cursor', 'limit', 'q'), nastyString)),
    )
    .map(([pairs, extra]) => (extra ? [...pairs, extra] : pairs) as Array<[string, string]>);
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<FuzzRequest['body']> = hasBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: (bodySchema ? objectFor(bodySchema) : anyJson).map((value) => ({
            kind: 'json' as const,
            value,
          })),
        },
        { weight: 2, arbitrary: anyJson.map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('raw' as const),
            type: fc.constantFrom(
              'application/json',
              'text/plain',
              'multipart/form-data',
              'application/x-www-form-urlencoded',
            ),
            text: fc.oneof(fc.constantFrom('{', '{"a":', '\u0000', '[]', '"\\ud800"', 'a=b'), nastyString),
          }),
        },
      )
    : fc.constant({ kind: 'none' as const });
  const as = fc.constantFrom<FuzzRequest['as']>('member', 'member', 'owner', 'admin', 'visitor');
  return fc.record({ key: fc.constant(`${route.method} ${route.path}`), params, query, body, as });
}

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 it would be on the wire. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\uD800-\uDFFF]/g, '\u0000')
      .split('\u0000')
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}

function urlOf(request: FuzzRequest): string {
  const path = routeOf(request).path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(request.params[name] ?? ''),
  );
  const query = request.query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

const isAccountRoute = (route: Route) =>
  route.path.startsWith('/api/auth/') || route.path === '/api/me/deletion';

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const cookie = isAccountRoute(routeOf(request))
    ? sacrificial.cookie
    : request.as === 'visitor'
      ? undefined
      : world[request.as].cookie;
  const options: InjectOptions & { cookie?: string } = {
    method: routeOf(request).method as InjectOptions['method'],
    url: urlOf(request),
    ...(cookie ? { cookie } : {}),
  };
  if (request.body.kind === 'json') {
    options.payload = JSON.stringify(request.body.value) ?? 'null';
    options.headers = { 'content-type': 'application/json' };
  } else if (request.body.kind === 'raw') {
    options.payload = request.body.text;
    options.headers = { 'content-type': request.body.type };
  }
  return ctx.request(options);
}

let last = '';
let sent = 0;
const statuses = new Map<number, number>();

async function check(request: FuzzRequest): Promise<void> {
  const response = await send(request);
  sent += 1;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  const label = `${routeOf(request).method} ${urlOf(request).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const parsed = apiErrorSchema.safeParse(response.json());
    expect(parsed.success, `forme d’erreur : ${label}`).toBe(true);
    const message = parsed.data?.error.message ?? '';
    expect(isFrench(message), `message hors des textes français : ${label}`).toBe(true);
    for (const field of Object.values(parsed.data?.error.fields ?? {})) {
      expect(isFrench(field), `champ hors des textes français : ${label}`).toBe(true);
    }
    const now = await digest();
    expect(now === last, `base modifiée par un refus : ${label}`).toBe(true);
  } else {
    last = await digest();
    if (isAccountRoute(routeOf(request))) {
      // The session may have ended (sign-out): sign in again for the next account request.
      sacrificial.cookie = await signIn(ctx, sacrificial.email);
      last = await digest();
    }
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildWorld(ctx);
  const zoe = await buildSignedInUser(ctx, { fullName: 'Zoé Sacrifiée' });
  sacrificial = { email: zoe.user.email, cookie: zoe.cookie };
  const article = await buildArticle(ctx.db);
  const comment = await buildComment(ctx.db, { articleId: article.id, userId: world.member.user.id });
  const message = await buildMessage(ctx.db, {
    senderId: world.member.user.id,
    receiverId: world.owner.user.id,
  });
  const notification = await buildNotification(ctx.db, { userId: world.member.user.id });
  const task = await buildTask(ctx.db, { projectId: world.project.id });
  const taskComment = await buildTaskComment(ctx.db, { taskId: task.id, userId: world.owner.user.id });
  const request = await buildJoinRequest(ctx.db, {
    projectId: world.project.id,
    userId: world.other.user.id,
  });
  ids = [
    ...['member', 'other', 'team', 'owner', 'admin'].map((name) => world[name as 'member'].user.id),
    world.project.id,
    world.privateProject.id,
    article.id,
    comment.id,
    message.id,
    notification.id,
    task.id,
    taskComment.id,
    request.id,
  ];
  const document = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  for (const route of routes) routeByKey.set(`${route.method} ${route.path}`, route);
  const result = await ctx.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE '\\_\\_%' ORDER BY tablename`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    tablename: string;
  }>;
  // rate_limits counts attempts, refused ones included (that is its job).
  tables = rows.map((row) => row.tablename).filter((name) => name !== 'rate_limits');
  last = await digest();
}, 120_000);
afterAll(async () => {
  console.log(
    `fuzzing : ${sent} requêtes, graine ${seed}, statuts ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  await ctx.app.close();
});

describe('fuzzing every route of /api/openapi.json (issue 18)', () => {
  it('finds the routes and the tables it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(tables).toEqual(expect.arrayContaining(['users', 'projects', 'tasks', 'messages']));
  });

  it('sees a changed row in the digest', async () => {
    const before = await digest();
    await ctx.db.execute(sql`UPDATE projects SET genre = 'Changé' WHERE id = ${world.project.id}`);
    expect(await digest()).not.toBe(before);
    await ctx.db.execute(sql`UPDATE projects SET genre = NULL WHERE id = ${world.project.id}`);
    expect(await digest()).toBe(before);
  });

  it(
    `answers ${runs} generated requests without a 5xx, refusals in French with nothing changed`,
    async () => {
      const arbitrary = fc.constantFrom(...routes).chain(requestFor);
      await fc.assert(fc.asyncProperty(arbitrary, check), { numRuns: runs, seed, endOnFailure: true });
    },
    Math.max(300_000, runs * 200),
  );
});
