import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Checks each answer against its zod schema too (the test suites): what the presenter builds stays true to it. */
const checkAnswers = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/** Answers up to this many UTF-16 units are written through the scratch buffer; longer ones by `Buffer.from`. */
const scratchLimit = 256 * 1024;
/** Grown to three bytes per unit of the longest answer written through it (at most `scratchLimit` × 3). */
let scratch = Buffer.allocUnsafeSlow(16 * 1024);

/**
 * An answer's text as the UTF-8 bytes the socket sends, each byte written once. Given a string, Fastify
 * measures its UTF-8 length (`Buffer.byteLength`, to write Content-Length) and Node then encodes it: two
 * passes over the text, and the first is slow on a text with a character beyond Latin-1 (’, œ, …: most
 * French answers), which V8 stores as two bytes per character (6 KB: 4.4 µs to measure, 0.6 for Latin-1
 * text). Here the text is encoded once into a scratch buffer, then its exact bytes are copied into the answer's
 * own buffer (Content-Length is then its length). The bytes are those of `Buffer.from(text)`.
 */
export function utf8Answer(text: string): Buffer {
  if (text.length > scratchLimit) return Buffer.from(text, 'utf8');
  const most = text.length * 3;
  if (most > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.max(most, scratch.length * 2));
  const length = scratch.write(text, 0, 'utf8');
  // Every byte of it is overwritten by the copy: nothing of an earlier answer or of the pool shows through.
  const answer = Buffer.allocUnsafe(length);
  scratch.copy(answer, 0, 0, length);
  return answer;
}

/**
 * Fastify types a serializer's result as a string, and sends a Buffer as it is (`reply.js`, `onSendEnd`: its
 * length is the Content-Length); only Fastify reads what a serializer returns.
 */
const asSerialized = (answer: Buffer) => answer as unknown as string;

/**
 * The app's serializer (`app.setSerializerCompiler`): each answer checked and stripped by its zod response
 * schema (fastify-type-provider-zod), then JSON, handed to Fastify as UTF-8 bytes (`utf8Answer`).
 */
export const answerSerializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  return (data) => {
    const text = serialize(data);
    return typeof text === 'string' ? asSerialized(utf8Answer(text)) : text;
  };
};

/**
 * A route-level `serializerCompiler` for answers built field by field by a presenter (long lists of cards): a
 * serializer compiled once from the response's zod schema (fast-json-stringify over its JSON Schema), instead of
 * the default zod pass then `JSON.stringify` (a tenth of such a request's time). Unknown fields are left out
 * and a missing required field throws, as with the zod pass; the test suites also parse each answer with zod.
 * The JSON goes out as UTF-8 bytes (`utf8Answer`).
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType))
    throw new Error('compiledSerializer: a zod response schema is expected');
  const stringify = fastJson(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Parameters<
      typeof fastJson
    >[0],
  );
  if (!checkAnswers) return (data) => asSerialized(utf8Answer(stringify(data)));
  return (data) => asSerialized(utf8Answer(stringify(schema.parse(data))));
}
