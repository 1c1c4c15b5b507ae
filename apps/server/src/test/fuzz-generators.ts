import fc from 'fast-check';

/** The parts of /api/openapi.json the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type Route = { method: string; path: string; operation: Operation };
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; text: string };
export type FuzzRequest = {
  /** `METHOD /path`, a key of the routes by key (short, for fast-check's counterexamples). */
  key: string;
  params: Record<string, string>;
  query: Array<[string, string]>;
  body: FuzzBody;
  as: 'member' | 'owner' | 'admin' | 'visitor';
};

export const jsonBodySchema = (route: Route) =>
  route.operation.requestBody?.content?.['application/json']?.schema;
/** A route whose OpenAPI entry documents a multipart/form-data body (the uploads). */
export const isMultipartRoute = (route: Route) =>
  route.operation.requestBody?.content?.['multipart/form-data'] !== undefined;

// ---- Wrong values ----------------------------------------------------------------------------------------
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
  'mal\uFFFDcodé',
  '\u202Eevil',
  'No\u200Bra',
  '\u2066Nora\u2069',
  '\uFEFFNora',
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
export const nastyString = fc.oneof(
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

/**
 * Multipart bodies a client may send broken (issue 27): cut before the closing boundary or inside a part's
 * headers, without a boundary, with another boundary than announced, empty.
 */
const filePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
export const brokenMultipart: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.constantFrom('truncated', 'headers-cut', 'no-boundary', 'empty-boundary', 'other-boundary', 'empty'),
    fc.uint8Array({ maxLength: 64 }),
  )
  .map(([variant, bytes]) => {
    const content = Buffer.from(bytes).toString('latin1');
    const announced = 'multipart/form-data; boundary=zz';
    switch (variant) {
      case 'truncated':
        return { kind: 'raw', type: announced, text: `${filePart('zz')}${content}` };
      case 'headers-cut':
        return { kind: 'raw', type: announced, text: filePart('zz').slice(0, 10 + (bytes.length % 60)) };
      case 'no-boundary':
        return {
          kind: 'raw',
          type: 'multipart/form-data',
          text: `${filePart('zz')}${content}\r\n--zz--\r\n`,
        };
      case 'empty-boundary':
        return {
          kind: 'raw',
          type: 'multipart/form-data; boundary=',
          text: `${filePart('zz')}x\r\n--zz--\r\n`,
        };
      case 'other-boundary':
        return { kind: 'raw', type: announced, text: `${filePart('yy')}${content}\r\n--yy--\r\n` };
      default:
        return { kind: 'raw', type: announced, text: '' };
    }
  });

/** The generators of requests, aiming path ids at `ids` (existing rows of every kind). */
export function requestGenerators(ids: string[]) {
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

  const paramsFor = (route: Route) =>
    fc.record(
      Object.fromEntries(
        (route.operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, fc.oneof(idValue(), nastyString)]),
      ),
    ) as fc.Arbitrary<Record<string, string>>;

  function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
    const queryParams = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
    const queryPair = (p: Parameter) =>
      fc.tuple(
        fc.constant(p.name),
        valueFor(p.schema).map((value) =>
          typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
        ),
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
    const bodySchema = jsonBodySchema(route);
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const body: fc.Arbitrary<FuzzBody> = hasBody
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
          // Broken multipart bodies: mostly to the multipart routes, now and then to any other.
          { weight: isMultipartRoute(route) ? 8 : 1, arbitrary: brokenMultipart },
        )
      : fc.constant({ kind: 'none' as const });
    const as = fc.constantFrom<FuzzRequest['as']>('member', 'member', 'owner', 'admin', 'visitor');
    return fc.record({
      key: fc.constant(`${route.method} ${route.path}`),
      params: paramsFor(route),
      query,
      body,
      as,
    });
  }

  return { requestFor, paramsFor };
}

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 it would be on the wire. */
export function encode(value: string): string {
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
