/** The unread badge text: nothing at 0, the count up to 9, then '9+'. */
export function badgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}
