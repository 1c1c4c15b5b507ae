/** First words that are not a first name: 'Le Patron', 'de Villiers', 'Van Damme' are greeted in full. */
const particles = new Set([
  'le',
  'la',
  'les',
  'l’',
  "l'",
  'de',
  'du',
  'des',
  'd’',
  "d'",
  'van',
  'von',
  'der',
  'den',
  'da',
  'di',
  'del',
  'della',
  'dos',
  'das',
  'el',
  'al',
]);

/**
 * The name a greeting uses ('Bonjour {name}'): the first name as written ('Camille Martin' → 'Camille'), or
 * the whole name when its first word is a particle ('Le Patron' → 'Le Patron', not 'Le').
 */
export function greetingName(fullName: string): string {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const [first] = name.split(' ');
  if (!first) return name;
  const lower = first.toLocaleLowerCase('fr-FR');
  const elided = /^[ld][’']/.test(lower);
  return particles.has(lower) || elided ? name : first;
}
