/** A file's size the French way: '850 octets', '12 Ko', '1,4 Mo' (1 Ko = 1024 octets). */
export function formatFileSize(bytes: number): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} octets`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0)} Ko`;
  return `${number(bytes / (1024 * 1024), 1)} Mo`;
}
