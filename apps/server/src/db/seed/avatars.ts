/** The demo members' avatars: a coloured disc with initials, served by the server as /demo-avatars/<n>.svg. */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An SVG avatar (256 × 256) with the initials on a gradient of the given hue (0-359). */
export function demoAvatarSvg(initials: string, hue: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const h2 = (h + 40) % 360;
  const label = escapeXml(initials.slice(0, 3).toUpperCase());
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img"',
    ` aria-label="${label}">`,
    '<defs>',
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${h} 60% 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${h2} 65% 33%)"/>`,
    '</linearGradient>',
    '</defs>',
    '<rect width="256" height="256" rx="128" fill="url(#g)"/>',
    '<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff"',
    ' font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="104" font-weight="600">',
    label,
    '</text>',
    '</svg>',
  ].join('');
}

/** The initials of a full name: first letters of the first and last words ("Jean-Luc Godard" → "JG"). */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The hue of the n-th demo avatar (spread around the colour wheel). */
export function demoAvatarHue(n: number): number {
  return (n * 137 + 20) % 360;
}

/** The public URL of the n-th demo avatar. */
export function demoAvatarUrl(n: number): string {
  return `/demo-avatars/${n}.svg`;
}
