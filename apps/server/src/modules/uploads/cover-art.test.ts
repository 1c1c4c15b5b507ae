import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverSize, coverSvg, renderCover } from './cover-art';

/** How many pixels of where a title would be are near white (no shape is drawn white). */
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
    const first = await renderCover({ title: 'Les planches', paletteKey: 'Théâtre' });
    const second = await renderCover({ title: 'La tournée', paletteKey: 'Théâtre' });
    expect(first.equals(second)).toBe(false);
    const [a, b] = await Promise.all([first, second].map((image) => sharp(image).raw().toBuffer()));
    let differing = 0;
    for (let i = 0; i < (a?.length ?? 0); i += 1) if (a?.[i] !== b?.[i]) differing += 1;
    // Not only the letters: the shapes move with the title.
    expect(differing / (a?.length ?? 1)).toBeGreaterThan(0.1);
  });

  it('gives each magazine category its own colours', () => {
    const ground = (category: string) =>
      /stop-color="(#[0-9a-f]{6})"/.exec(coverSvg({ title: 'Même titre', paletteKey: category }))?.[1];
    expect(ground('Musique')).not.toBe(ground('Photographie'));
  });

  it('draws no text: the card or page around it says the title, never cut nor twice', async () => {
    const spec = { title: 'Écrire pour l’image <script>', paletteKey: 'Musique' };
    const svg = coverSvg(spec);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('script');
    expect(await whitePixelsOfTitleArea(await renderCover(spec))).toBe(0);
  });
});
