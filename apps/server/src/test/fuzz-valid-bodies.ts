import { multiLinePattern } from '@plateau/shared/rules/control-characters';
import fc from 'fast-check';
import type { JsonSchema } from './fuzz-generators';

/**
 * Valid request bodies whose multi-line fields hold line breaks, for the fuzzer's second property (issue 27,
 * item 4). A field is multi-line when its schema is the shared multiLineText (its pattern in the OpenAPI
 * document) or when its name says so (a content, a description... given a one-line schema by mistake: the bug
 * of issue 27, caught here).
 */
const multiLineNames = new Set([
  'content',
  'summary',
  'description',
  'bio',
  'responsibilities',
  'coverLetter',
  'relevantExperience',
  'motivation',
  'additionalInfo',
]);
const isMultiLine = (schema: JsonSchema, name?: string) =>
  [schema.type].flat().includes('string') &&
  (schema.pattern === multiLinePattern.source || (name !== undefined && multiLineNames.has(name)));
const alternativesOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [schema];
/** The schema itself, or its first alternative that is not null (a nullable field). */
const valued = (schema: JsonSchema) =>
  alternativesOf(schema).find((option) => option.type !== 'null' && option.const !== null) ?? schema;

/** True when the schema (or one nested in it) is a multi-line text field. */
export function hasMultiLineField(schema: JsonSchema | undefined, name?: string, depth = 0): boolean {
  if (!schema || depth > 4) return false;
  const own = valued(schema);
  return (
    isMultiLine(own, name) ||
    hasMultiLineField(own.items, undefined, depth + 1) ||
    Object.entries(own.properties ?? {}).some(([key, property]) =>
      hasMultiLineField(property, key, depth + 1),
    )
  );
}

const word = fc.constantFrom(
  'Tournage',
  'à',
  'Lyon',
  'scène',
  'été',
  'prise',
  'décor',
  '🎬',
  '«\u00a0oui\u00a0»',
  '—',
);
const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
/** Lines joined by '\n' or '\r\n', sometimes with a blank line or a tab. */
const multiLineValue = (max: number, min = 0) =>
  fc
    .tuple(
      fc.array(line, { minLength: 2, maxLength: 5 }),
      fc.constantFrom('\n', '\r\n', '\n\n', '\r\n\r\n', '\n\t'),
    )
    .map(([lines, separator]) => {
      const text = lines.join(separator).slice(0, max).trim() || 'Texte';
      // A field with a minimum length (an explanation, a statement of reasons) gets a last line to reach it.
      return text.length >= min
        ? text
        : `${text}${separator}${'Précision sur le tournage. '.repeat(3)}`.trim();
    });

/** A plausible valid value for a schema, with multi-line text (line breaks) in every multi-line field. */
export function validValueFor(
  schema: JsonSchema,
  ids: string[],
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const own = valued(schema);
  if (own.enum) return fc.constantFrom(...own.enum);
  if (own.const !== undefined) return fc.constant(own.const);
  const type = [own.type ?? 'string'].flat()[0];
  switch (type) {
    case 'string': {
      if (own.format === 'uuid' || own.format === 'guid') return fc.constantFrom(...ids);
      if (own.format === 'date-time') return fc.constant('2026-06-01T10:00:00.000Z');
      if (own.format === 'date') return fc.constant('2026-06-01');
      const max = own.maxLength ?? 200;
      if (isMultiLine(own, name)) return multiLineValue(max, own.minLength ?? 0);
      return line.map((text) => text.slice(0, max).trim() || 'Texte');
    }
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.max(own.minimum ?? 1, 1), max: Math.min(own.maximum ?? 1000, 1000) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return own.items && depth < 4
        ? fc.array(validValueFor(own.items, ids, undefined, depth + 1), {
            minLength: own.minItems ?? 0,
            maxLength: Math.min(own.maxItems ?? 3, 3),
          })
        : fc.constant([]);
    case 'object':
      return validObjectFor(own, ids, depth + 1);
    default:
      return fc.constant(null);
  }
}

/** Every required property, and the optional ones now and then (always a multi-line one). */
function validObjectFor(
  schema: JsonSchema,
  ids: string[],
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, validValueFor(property, ids, name, depth)]),
  );
  const kept = properties
    .filter(([name, property]) => schema.required?.includes(name) || hasMultiLineField(property, name))
    .map(([name]) => name);
  return fc.record(model, { requiredKeys: kept });
}

/** The paths ('roles.0.description') of the multi-line fields a valid body fills. */
export function multiLinePaths(
  schema: JsonSchema | undefined,
  value: unknown,
  prefix = '',
  name?: string,
): string[] {
  if (!schema || value === null || value === undefined) return [];
  const own = valued(schema);
  if (isMultiLine(own, name)) return typeof value === 'string' ? [prefix] : [];
  const join = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key));
  if (Array.isArray(value))
    return value.flatMap((item, index) => multiLinePaths(own.items, item, join(index)));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      multiLinePaths(own.properties?.[key], item, join(key), key),
    );
  return [];
}
