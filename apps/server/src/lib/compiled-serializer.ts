import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** Checks each answer against its zod schema too (the test suites): what the presenter builds stays true to it. */
const checkAnswers = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/**
 * A route-level `serializerCompiler` for answers built field by field by a presenter (long lists of cards): a
 * serializer compiled once from the response's zod schema (fast-json-stringify over its JSON Schema), instead of
 * the default zod pass then `JSON.stringify` (a tenth of such a request's time). Unknown fields are left out
 * and a missing required field throws, as with the zod pass; the test suites also parse each answer with zod.
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType))
    throw new Error('compiledSerializer: a zod response schema is expected');
  const stringify = fastJson(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Parameters<
      typeof fastJson
    >[0],
  );
  if (!checkAnswers) return stringify;
  return (data) => stringify(schema.parse(data));
}
