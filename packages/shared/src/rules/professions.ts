/**
 * The professions of film, audiovisual, theatre, music and photography with their masculine and feminine
 * forms (issue 33), and the other names they go by ('directeur photo', 'chef opérateur'). One table for the
 * search (a word of either form finds both), the talents' profession filter ('Réalisateur' finds a
 * réalisatrice) and the suggestions of the profession field.
 */
export interface Profession {
  masculine: string;
  feminine: string;
  /** Other names of the same profession, in both forms where they differ. */
  also?: readonly string[];
}

export const professions: readonly Profession[] = [
  { masculine: 'Réalisateur', feminine: 'Réalisatrice', also: ['Cinéaste'] },
  { masculine: 'Assistant réalisateur', feminine: 'Assistante réalisatrice' },
  { masculine: 'Scénariste', feminine: 'Scénariste' },
  { masculine: 'Producteur', feminine: 'Productrice' },
  { masculine: 'Directeur de production', feminine: 'Directrice de production' },
  {
    masculine: 'Directeur de la photographie',
    feminine: 'Directrice de la photographie',
    also: ['Directeur photo', 'Directrice photo', 'Chef opérateur', 'Cheffe opératrice'],
  },
  { masculine: 'Cadreur', feminine: 'Cadreuse', also: ['Opérateur caméra', 'Opératrice caméra'] },
  { masculine: 'Monteur', feminine: 'Monteuse', also: ['Chef monteur', 'Cheffe monteuse'] },
  { masculine: 'Étalonneur', feminine: 'Étalonneuse', also: ['Coloriste'] },
  { masculine: 'Ingénieur du son', feminine: 'Ingénieure du son', also: ['Ingénieur son', 'Ingénieure son'] },
  { masculine: 'Perchman', feminine: 'Perchwoman', also: ['Perchiste'] },
  { masculine: 'Mixeur', feminine: 'Mixeuse' },
  { masculine: 'Chef électricien', feminine: 'Cheffe électricienne', also: ['Électricien', 'Électricienne'] },
  { masculine: 'Machiniste', feminine: 'Machiniste', also: ['Chef machiniste', 'Cheffe machiniste'] },
  { masculine: 'Régisseur', feminine: 'Régisseuse' },
  { masculine: 'Script', feminine: 'Scripte', also: ['Scripte'] },
  { masculine: 'Comédien', feminine: 'Comédienne' },
  { masculine: 'Acteur', feminine: 'Actrice' },
  { masculine: 'Metteur en scène', feminine: 'Metteuse en scène' },
  { masculine: 'Maquilleur', feminine: 'Maquilleuse' },
  { masculine: 'Coiffeur', feminine: 'Coiffeuse' },
  { masculine: 'Costumier', feminine: 'Costumière' },
  { masculine: 'Chef décorateur', feminine: 'Cheffe décoratrice', also: ['Décorateur', 'Décoratrice'] },
  { masculine: 'Accessoiriste', feminine: 'Accessoiriste' },
  { masculine: 'Compositeur', feminine: 'Compositrice' },
  { masculine: 'Musicien', feminine: 'Musicienne' },
  { masculine: 'Chanteur', feminine: 'Chanteuse' },
  { masculine: 'Danseur', feminine: 'Danseuse' },
  { masculine: 'Chorégraphe', feminine: 'Chorégraphe' },
  { masculine: 'Photographe', feminine: 'Photographe' },
  { masculine: 'Graphiste', feminine: 'Graphiste', also: ['Motion designer'] },
  { masculine: 'Animateur 3D', feminine: 'Animatrice 3D' },
  { masculine: 'Truquiste', feminine: 'Truquiste', also: ['Superviseur VFX', 'Superviseuse VFX'] },
  { masculine: 'Directeur de casting', feminine: 'Directrice de casting' },
  {
    masculine: 'Créateur de contenu',
    feminine: 'Créatrice de contenu',
    also: ['Influenceur', 'Influenceuse'],
  },
];

/** Lower-cased, without accents, typographic apostrophes made straight: how two names are compared. */
export function foldProfession(value: string): string {
  return value
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u2032`]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every name of a profession: masculine, feminine, then the others, each once. */
export function professionForms(profession: Profession): string[] {
  return [...new Set([profession.masculine, profession.feminine, ...(profession.also ?? [])])];
}

const byFoldedForm = new Map<string, Profession>(
  professions.flatMap((profession) =>
    professionForms(profession).map((form) => [foldProfession(form), profession]),
  ),
);

/** The profession a name is one of the forms of ('réalisatrice', 'Directeur photo'), accents and case ignored. */
export function findProfession(name: string | null | undefined): Profession | undefined {
  if (!name) return undefined;
  return byFoldedForm.get(foldProfession(name));
}

/**
 * The names a profession filter or a credit role matches: every form of the profession when the text names
 * one ('Réalisateur' → réalisateur, réalisatrice, cinéaste), otherwise the text alone.
 */
export function professionNames(name: string): string[] {
  const profession = findProfession(name);
  return profession ? professionForms(profession) : [name.trim()];
}

/**
 * The credit roles the filter 'A travaillé comme…' matches for a project role: every form of its profession
 * ('monteur' → Monteur, Monteuse, Chef monteur…), as creditRoleLabel words them in either form.
 */
export function creditRoleNames(role: string): string[] {
  return professionNames(role.charAt(0).toLocaleUpperCase('fr-FR') + role.slice(1));
}

/** The suggestions of a profession field: both forms of every profession, in French order. */
export const professionSuggestions: readonly string[] = [
  ...new Set(professions.flatMap((profession) => [profession.masculine, profession.feminine])),
].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));

/** The words of a name, folded: how the search compares them. */
const foldedWords = (name: string) =>
  foldProfession(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The search's phrases by their first folded word, longest first so that 'directeur photo' wins over a single
 * word; each with the folded words of every form of its profession, worked out once here rather than for
 * every search (a scan of every phrase and the forms folded again took 30 µs of a search request).
 */
const phrasesByFirstWord = new Map<string, Array<{ words: string[]; alternatives: string[][] }>>();
for (const [folded, profession] of byFoldedForm) {
  const words = folded.split(/[^a-z0-9]+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) continue;
  const phrase = { words, alternatives: professionForms(profession).map(foldedWords) };
  phrasesByFirstWord.set(first, [...(phrasesByFirstWord.get(first) ?? []), phrase]);
}
for (const list of phrasesByFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);

/**
 * A search's folded words grouped: a run of words naming a profession becomes the list of all its forms
 * (each a list of words), any other word stays alone. 'directeur photo lyon' → [[forms of the director of
 * photography], [['lyon']]]: a member matches when, for every group, one of its alternatives has all its
 * words.
 */
export function expandProfessionWords(words: readonly string[]): string[][][] {
  const groups: string[][][] = [];
  let index = 0;
  while (index < words.length) {
    const word = words[index] as string;
    const found = phrasesByFirstWord
      .get(word)
      ?.find(
        (phrase) =>
          phrase.words.length <= words.length - index &&
          phrase.words.every((part, offset) => words[index + offset] === part),
      );
    if (found) {
      groups.push(found.alternatives.map((alternative) => [...alternative]));
      index += found.words.length;
    } else {
      groups.push([[word]]);
      index += 1;
    }
  }
  return groups;
}
