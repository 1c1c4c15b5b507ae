import { format, formatDistanceToNow, isValid } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** A date in French, e.g. '22 novembre 2026'; an empty string for an invalid date. */
export function formatDate(value: DateInput, pattern = 'd MMMM yyyy'): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: fr }) : '';
}

/** A date and time in French, e.g. '22 novembre 2026 à 14:05'. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, "d MMMM yyyy 'à' HH:mm");
}

/** A relative time in French, e.g. 'il y a 3 heures'. */
export function formatRelative(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true, locale: fr }) : '';
}

const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** An amount in euros, e.g. '1 500,00 €'. */
export function formatEuros(amount: number): string {
  return euroFormatter.format(amount);
}
