const frenchPlural = new Intl.PluralRules('fr');

/** A count's text in French: the singular form (0 and 1 in French) and the plural one, with `{count}`. */
export interface PluralForms {
  one: string;
  other: string;
}

/**
 * The form of `forms` that agrees with `count` (Intl.PluralRules('fr')), `{count}` filled with `shown`
 * (the count itself unless told, e.g. a badge's '9+').
 */
export function plural(count: number, forms: PluralForms, shown = String(count)): string {
  const template = frenchPlural.select(count) === 'one' ? forms.one : forms.other;
  return template.replaceAll('{count}', shown);
}
