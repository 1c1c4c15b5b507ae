/**
 * The week-on-week change of a statistic, in whole percent (spec 2 §9): rounded; when the previous value
 * is 0, +100 if the current one is above 0, otherwise 0.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** The change as the widget shows it: '+12%', '-30%', '0%'. */
export function formatPercentChange(change: number): string {
  return change > 0 ? `+${change}%` : `${change}%`;
}
