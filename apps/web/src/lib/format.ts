// French dates, times and amounts with the browser's own Intl (no date library in the pages' code).

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = {
  /** 22 novembre 2026 */
  date: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }),
  /** 22 nov. */
  shortDate: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' }),
  /** 14:05 */
  time: new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }),
  /** 14:05:09 */
  seconds: new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  /** 22/11 */
  dayMonth: new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit' }),
  /** lun. */
  weekdayShort: new Intl.DateTimeFormat('fr-FR', { weekday: 'short' }),
  /** 22 */
  day: new Intl.DateTimeFormat('fr-FR', { day: 'numeric' }),
  /** lundi 22 novembre */
  weekdayDate: new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' }),
};

/** How a date is written: see each formatter above. */
export type DateStyle = 'date' | 'shortDateTime' | 'logTime' | 'weekdayShort' | 'day' | 'weekdayDate';

/**
 * A date in French: '22 novembre 2026' by default; 'shortDateTime' '22 nov. à 14:05', 'logTime'
 * '22/11 14:05:09', 'weekdayShort' 'lun.', 'day' '22', 'weekdayDate' 'lundi 22 novembre'. An empty string for
 * an invalid date.
 */
export function formatDate(value: DateInput, style: DateStyle = 'date'): string {
  const date = toDate(value);
  if (!date) return '';
  switch (style) {
    case 'date':
      return formatters.date.format(date);
    case 'shortDateTime':
      return `${formatters.shortDate.format(date)} à ${formatters.time.format(date)}`;
    case 'logTime':
      return `${formatters.dayMonth.format(date)} ${formatters.seconds.format(date)}`;
    case 'weekdayShort':
      return formatters.weekdayShort.format(date);
    case 'day':
      return formatters.day.format(date);
    case 'weekdayDate':
      return formatters.weekdayDate.format(date);
  }
}

/** A date and time in French, e.g. '22 novembre 2026 à 14:05'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatters.date.format(date)} à ${formatters.time.format(date)}` : '';
}

/** The local calendar day of a date, e.g. '2026-11-22'. */
export function isoDay(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

const relative = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
/** Each unit and how many seconds it lasts, the largest first. */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** A relative time in French, in its largest whole unit: 'il y a 3 heures', 'hier', 'dans 2 jours', 'maintenant'. */
export function formatRelative(value: DateInput, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = (date.getTime() - now) / 1000;
  for (const [unit, length] of units) {
    if (Math.abs(seconds) >= length) return relative.format(Math.trunc(seconds / length), unit);
  }
  return relative.format(0, 'second');
}

const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** An amount in euros, e.g. '1 500,00 €'. */
export function formatEuros(amount: number): string {
  return euroFormatter.format(amount);
}
