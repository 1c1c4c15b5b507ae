/** The `{token}` names of a text, as a union type: `'Bonjour {name}'` gives `'name'`. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a text needs: every placeholder of a literal text; any names for a plain `string`. */
export type FillValues<Text extends string> = string extends Text
  ? Record<string, string | number>
  : Record<Placeholders<Text>, string | number>;

/**
 * Fills the `{name}` placeholders of a text, the one placeholder syntax of every French text:
 * `fill(messages.dashboard.greeting, { name: 'Camille' })` gives 'Bonjour Camille'. A placeholder
 * without a value stays as written, so a missing value shows instead of vanishing.
 */
export function fill<Text extends string>(text: Text, values: FillValues<Text>): string {
  const known: Record<string, string | number> = values;
  return text.replace(/\{(\w+)\}/g, (token, name: string) =>
    Object.hasOwn(known, name) ? String(known[name]) : token,
  );
}
