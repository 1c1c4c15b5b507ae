import { magazineCategories } from '@plateau/shared';

/**
 * What a drawn cover is drawn from: its title moves the shapes, its palette key picks the colours. No text is
 * drawn: the page or card around it says the title and the category (cut by object-fit, said twice, else).
 */
export type CoverSpec = { title: string; paletteKey: string };

export const coverSize = { width: 1200, height: 675 } as const;

type Palette = { ground: string; deep: string; accent: string; light: string };
type Random = () => number;

/** FNV-1a: a stable 32-bit number for a text. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: the same shapes for the same title on every run. */
function randomFrom(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A magazine category keeps its place in the list (its hue); anything else gets one from its hash. */
function paletteOf(key: string): { palette: Palette; motif: number } {
  const index = (magazineCategories as readonly string[]).indexOf(key);
  const slot = index >= 0 ? index : hashOf(key) % 360;
  const hue = (slot * 137.508) % 360;
  return {
    palette: {
      ground: hsl(hue, 45, 22),
      deep: hsl((hue + 20) % 360, 55, 12),
      accent: hsl((hue + 150) % 360, 70, 58),
      light: hsl((hue + 30) % 360, 60, 72),
    },
    motif: slot % motifs.length,
  };
}

const round = (value: number) => Math.round(value);

const motifs: Array<(random: Random, p: Palette) => string> = [
  // Overlapping discs, like stage lights.
  (random, p) =>
    Array.from({ length: 4 }, (_, i) => {
      const r = round(120 + random() * 220);
      const fill = i % 2 === 0 ? p.accent : p.light;
      return `<circle cx="${round(500 + random() * 700)}" cy="${round(random() * 675)}" r="${r}" fill="${fill}" opacity="${(0.25 + random() * 0.45).toFixed(2)}"/>`;
    }).join(''),
  // Film-strip bands across the frame.
  (random, p) =>
    Array.from({ length: 7 }, (_, i) => {
      const width = round(30 + random() * 90);
      const x = round(420 + i * 115 + random() * 40);
      return `<rect x="${x}" y="-100" width="${width}" height="900" fill="${i % 3 === 0 ? p.accent : p.light}" opacity="${(0.2 + random() * 0.5).toFixed(2)}" transform="rotate(${round(12 + random() * 14)} ${x} 337)"/>`;
    }).join(''),
  // Concentric arcs, like a record or a lens.
  (random, p) => {
    const cx = round(820 + random() * 300);
    const cy = round(120 + random() * 420);
    return Array.from({ length: 9 }, (_, i) => {
      const stroke = i % 2 === 0 ? p.accent : p.light;
      return `<circle cx="${cx}" cy="${cy}" r="${60 + i * 55}" fill="none" stroke="${stroke}" stroke-width="${round(8 + random() * 22)}" opacity="${(0.3 + random() * 0.5).toFixed(2)}"/>`;
    }).join('');
  },
  // A grid of tiles, some lit.
  (random, p) => {
    const tiles: string[] = [];
    for (let x = 560; x < 1200; x += 80) {
      for (let y = 0; y < 675; y += 80) {
        const lit = random();
        if (lit < 0.45) continue;
        tiles.push(
          `<rect x="${x + 6}" y="${y + 6}" width="68" height="68" rx="10" fill="${lit > 0.85 ? p.accent : p.light}" opacity="${(0.15 + random() * 0.55).toFixed(2)}"/>`,
        );
      }
    }
    return tiles.join('');
  },
  // Waves, like a sound or a curtain.
  (random, p) =>
    Array.from({ length: 6 }, (_, i) => {
      const y = round(80 + i * 95 + random() * 30);
      const amplitude = round(30 + random() * 70);
      const d = `M 380 ${y} C 600 ${y - amplitude}, 800 ${y + amplitude}, 1000 ${y} S 1250 ${y - amplitude}, 1300 ${y}`;
      return `<path d="${d}" fill="none" stroke="${i % 2 === 0 ? p.accent : p.light}" stroke-width="${round(10 + random() * 26)}" stroke-linecap="round" opacity="${(0.3 + random() * 0.5).toFixed(2)}"/>`;
    }).join(''),
  // Large triangles, like a set's flats.
  (random, p) =>
    Array.from({ length: 5 }, (_, i) => {
      const x = round(450 + random() * 650);
      const y = round(random() * 675);
      const size = round(180 + random() * 260);
      const points = `${x},${y - size} ${x + size},${y + size / 2} ${x - size},${y + size / 2}`;
      return `<polygon points="${points}" fill="${i % 2 === 0 ? p.accent : p.light}" opacity="${(0.2 + random() * 0.45).toFixed(2)}" transform="rotate(${round(random() * 60)} ${x} ${y})"/>`;
    }).join(''),
];

/** The cover as an SVG: the palette's ground and the motif drawn from the title, no text. */
export function coverSvg(spec: CoverSpec): string {
  const { width, height } = coverSize;
  const { palette, motif } = paletteOf(spec.paletteKey);
  const random = randomFrom(hashOf(`${spec.paletteKey}|${spec.title}`));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${palette.ground}"/><stop offset="1" stop-color="${palette.deep}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>`,
    motifs[motif]?.(random, palette) ?? '',
    '</svg>',
  ].join('');
}

let sharpModule: Promise<typeof import('sharp').default> | null = null;

/**
 * The cover rendered to WebP (quality 80) by sharp (librsvg), 1200×675, or `width` pixels wide (the drawing
 * rasterised at that size, as sharp/librsvg read an SVG at the density asked). `effort` is the encoder's (0 to
 * 6): 0 is fastest (what the seed stores is encoded again by the upload pipeline); 4 makes a file about a
 * quarter smaller for 150 ms more, worth it for a cover served as it is to every visitor.
 */
export async function renderCover(
  spec: CoverSpec,
  { effort = 0, width = coverSize.width }: { effort?: number; width?: number } = {},
): Promise<Buffer> {
  sharpModule ??= import('sharp').then((module) => module.default);
  const sharp = await sharpModule;
  return sharp(Buffer.from(coverSvg(spec)), { density: (72 * width) / coverSize.width })
    .removeAlpha()
    .webp({ quality: 80, effort })
    .toBuffer();
}
