import { fill } from '../messages/fill';
import { magazineMessages } from '../messages/magazine.fr';

/** Words read per minute (spec 1, section 9). */
export const wordsPerMinute = 200;

/** Minutes to read a text: words counted by whitespace / 200, rounded up, at least 1. */
export function readingTime(text: string | null | undefined): number {
  const words = (text ?? '').split(/\s+/).filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** The French label: '1 min de lecture' or 'N min de lecture'. */
export function readingTimeLabel(minutes: number): string {
  return minutes <= 1 ? magazineMessages.readingTimeOne : fill(magazineMessages.readingTimeMany, { minutes });
}
