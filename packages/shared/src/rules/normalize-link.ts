/** Prefixes https:// when a link has no http or https scheme; a blank link stays empty (spec 1 §5). */
export function normalizeLink(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

const linkPattern = /^https?:\/\/(localhost|[^\s/?#:@.]+(\.[^\s/?#:@.]+)+)(:\d{1,5})?([/?#]\S*)?$/i;

/** True for an absolute http(s) address with a dotted host name (or localhost). */
export function isValidLink(value: string): boolean {
  return linkPattern.test(value);
}
