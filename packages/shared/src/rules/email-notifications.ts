import type { EmailCategory, EmailFrequency, NotificationType, ProjectRole } from '../enums';

/** The settings a member starts with (issue 30): messages and connections at once, projects and tasks daily, magazine weekly. */
export const defaultEmailPreferences: Readonly<Record<EmailCategory, EmailFrequency>> = {
  messages: 'immédiat',
  connections: 'immédiat',
  projects: 'quotidien',
  tasks: 'quotidien',
  magazine: 'hebdomadaire',
};

/**
 * The e-mail category a notification belongs to; null for a moderation notice, which the moderation area mails
 * itself whatever the settings (a statement of reasons, DSA art. 17, cannot be turned off).
 */
export function emailCategoryOf(type: NotificationType): EmailCategory | null {
  switch (type) {
    case 'message':
      return 'messages';
    case 'connection':
      return 'connections';
    case 'project':
      return 'projects';
    case 'task':
      return 'tasks';
    case 'comment':
      return 'magazine';
    case 'moderation':
      return null;
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

/** The notification types of the categories given. */
export function notificationTypesOf(categories: readonly EmailCategory[]): NotificationType[] {
  const types: NotificationType[] = ['message', 'connection', 'project', 'task', 'comment'];
  return types.filter((type) => {
    const category = emailCategoryOf(type);
    return category !== null && categories.includes(category);
  });
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Word stems of a free-text profession ('Directrice photo', 'Comédienne') and the project role each fills. */
const professionStems: ReadonlyArray<readonly [RegExp, ProjectRole]> = [
  [/realis/, 'réalisateur'],
  [/cadr|operat|direct\w* (de la )?photo|chef op|steadicam/, 'cadreur'],
  [/monte|montage/, 'monteur'],
  [/\bson\b|mixe|perchi|sound/, 'ingénieur son'],
  [/acte|actri|comedien/, 'acteur'],
  [/produc/, 'producteur'],
  [/scenar/, 'scénariste'],
];

/**
 * The project roles a member's profession (free text) can fill, for 'Des projets recrutent pour votre
 * profession': 'Monteuse' → monteur, 'Directrice photo' → cadreur, 'Comédienne' → acteur. Empty when none.
 */
export function rolesForProfession(profession: string | null | undefined): ProjectRole[] {
  if (!profession) return [];
  const text = fold(profession);
  const roles = professionStems.filter(([stem]) => stem.test(text)).map(([, role]) => role);
  return [...new Set(roles)];
}
