import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverSize, coverSvg, renderCover, wrapTitle } from './cover-art';

/** How many pixels of the title's area are near white (the title is the only white drawn). */
async function whitePixelsOfTitleArea(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .extract({ left: 60, top: 380, width: 800, height: 260 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 230 && (data[i + 1] ?? 0) > 230 && (data[i + 2] ?? 0) > 230) white += 1;
  }
  return white;
}

describe('drawn covers', () => {
  it('renders a valid 1200×675 WebP', async () => {
    const image = await renderCover({
      kicker: 'Festivals',
      title: 'Le court en fête',
      paletteKey: 'Festivals',
    });
    expect(image.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(image.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const metadata = await sharp(image).metadata();
    expect(metadata.format).toBe('webp');
    expect({ width: metadata.width, height: metadata.height }).toEqual(coverSize);
    expect(image.length).toBeLessThan(120_000);
  });

  it('draws a different image for two different titles of one category', async () => {
    const first = await renderCover({ kicker: 'Théâtre', title: 'Les planches', paletteKey: 'Théâtre' });
    const second = await renderCover({ kicker: 'Théâtre', title: 'La tournée', paletteKey: 'Théâtre' });
    expect(first.equals(second)).toBe(false);
    const [a, b] = await Promise.all([first, second].map((image) => sharp(image).raw().toBuffer()));
    let differing = 0;
    for (let i = 0; i < (a?.length ?? 0); i += 1) if (a?.[i] !== b?.[i]) differing += 1;
    // Not only the letters: the shapes move with the title.
    expect(differing / (a?.length ?? 1)).toBeGreaterThan(0.1);
  });

  it('gives each magazine category its own colours', () => {
    const ground = (category: string) =>
      /stop-color="(#[0-9a-f]{6})"/.exec(
        coverSvg({ kicker: category, title: 'Même titre', paletteKey: category }),
      )?.[1];
    expect(ground('Musique')).not.toBe(ground('Photographie'));
  });

  it('really draws the title text with the fonts of the system', async () => {
    const spec = { kicker: 'Musique', title: 'Écrire pour l’image', paletteKey: 'Musique' };
    const withTitle = await whitePixelsOfTitleArea(await renderCover(spec));
    const withoutTitle = await whitePixelsOfTitleArea(await renderCover({ ...spec, title: '' }));
    expect(withoutTitle).toBe(0);
    expect(withTitle).toBeGreaterThan(2000);
  });

  it('escapes the title and wraps it on at most four lines', () => {
    expect(coverSvg({ kicker: 'A & B', title: '<script>', paletteKey: 'x' })).toContain('&#60;script&#62;');
    const lines = wrapTitle('un deux trois quatre cinq six sept huit neuf dix onze douze', 10, 4);
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/…$/);
  });
});
