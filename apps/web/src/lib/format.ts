// French dates, times and amounts (no date library in the pages' code).

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Written out by hand rather than with Intl: a page's first Intl.DateTimeFormat, RelativeTimeFormat or
// NumberFormat loads the browser's locale data, 35 to 70 ms of main thread on a desktop (four times that on a
// phone), for a dozen words. The tests check every form against Intl itself.
const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const shortMonths = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const two = (n: number) => String(n).padStart(2, '0');
const clock = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}`;

const formatters = {
  /** 22 novembre 2026 */
  date: (date: Date) => `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`,
  /** 22 nov. à 14:05 */
  shortDateTime: (date: Date) => `${date.getDate()} ${shortMonths[date.getMonth()]} à ${clock(date)}`,
  /** 22/11 14:05:09 */
  logTime: (date: Date) =>
    `${two(date.getDate())}/${two(date.getMonth() + 1)} ${clock(date)}:${two(date.getSeconds())}`,
  /** lun. */
  weekdayShort: (date: Date) => `${weekdays[date.getDay()]?.slice(0, 3)}.`,
  /** 22 */
  day: (date: Date) => String(date.getDate()),
  /** lundi 22 novembre */
  weekdayDate: (date: Date) => `${weekdays[date.getDay()]} ${date.getDate()} ${months[date.getMonth()]}`,
};

/** How a date is written: see each formatter above. */
export type DateStyle = keyof typeof formatters;

/**
 * A date in French: '22 novembre 2026' by default; 'shortDateTime' '22 nov. à 14:05', 'logTime'
 * '22/11 14:05:09', 'weekdayShort' 'lun.', 'day' '22', 'weekdayDate' 'lundi 22 novembre'. An empty string for
 * an invalid date.
 */
export function formatDate(value: DateInput, style: DateStyle = 'date'): string {
  const date = toDate(value);
  if (!date) return '';
  return formatters[style](date);
}

/** A date and time in French, e.g. '22 novembre 2026 à 14:05'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatters.date(date)} à ${clock(date)}` : '';
}

/** The local calendar day of a date, e.g. '2026-11-22'. */
export function isoDay(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Each unit, how many seconds it lasts (the largest first), its French name, and its words for -2..2 with numeric: 'auto'. */
const units: [seconds: number, singular: string, plural: string, near: Record<number, string>][] = [
  [365 * 86_400, 'an', 'ans', { [-1]: 'l’année dernière', 1: 'l’année prochaine' }],
  [30 * 86_400, 'mois', 'mois', { [-1]: 'le mois dernier', 1: 'le mois prochain' }],
  [7 * 86_400, 'semaine', 'semaines', { [-1]: 'la semaine dernière', 1: 'la semaine prochaine' }],
  [86_400, 'jour', 'jours', { [-2]: 'avant-hier', [-1]: 'hier', 1: 'demain', 2: 'après-demain' }],
  [3_600, 'heure', 'heures', {}],
  [60, 'minute', 'minutes', {}],
];

/** A relative time in French, in its largest whole unit: 'il y a 3 heures', 'hier', 'dans 2 jours', 'maintenant'. */
export function formatRelative(value: DateInput, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = (date.getTime() - now) / 1000;
  for (const [length, singular, plural, near] of units) {
    if (Math.abs(seconds) < length) continue;
    const count = Math.trunc(seconds / length);
    const amount = Math.abs(count);
    const words = `${amount} ${amount > 1 ? plural : singular}`;
    return near[count] ?? (count < 0 ? `il y a ${words}` : `dans ${words}`);
  }
  return 'maintenant';
}

/** An amount in euros, e.g. '1 500,00 €' (narrow no-break spaces between thousands, a no-break space before €). */
export function formatEuros(amount: number): string {
  const [units = '0', cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${amount < 0 ? '-' : ''}${grouped},${cents}\u00a0€`;
}

/** A due day ('YYYY-MM-DD') in figures, e.g. '24/11/2026'. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
