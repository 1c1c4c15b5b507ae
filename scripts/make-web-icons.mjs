// Draws the web app's icons from apps/web/public/favicon.svg with sharp (run once, output committed):
//   node scripts/make-web-icons.mjs
// Writes into apps/web/public: icon-192.png, icon-512.png (the rounded logo), icon-maskable-512.png (the
// logo's shapes inside the safe zone on a full-bleed background, for Android's masks), apple-touch-icon.png
// (180 px, opaque) and favicon.ico (16, 32 and 48 px PNG images in one ICO file, for /favicon.ico requests).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'));
const background = '#312e81';

/** The logo's shapes without its rounded square, centred at half the icon's width (inside the 80 % circle). */
const shapes = [...logo.toString('utf8').matchAll(/<path [^>]+\/>/g)].map((match) => match[0]).join('');
const fullBleed = (size) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" fill="${background}"/>` +
      `<g transform="translate(${size / 2} ${size / 2}) scale(${size / 40}) translate(-16 -16)">${shapes}</g></svg>`,
  );

const png = (svg, size) =>
  sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (supported by every browser since 2007). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const outputs = {
  'icon-192.png': await png(logo, 192),
  'icon-512.png': await png(logo, 512),
  'icon-maskable-512.png': await png(fullBleed(512), 512),
  'apple-touch-icon.png': await png(fullBleed(180), 180),
  'favicon.ico': ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(logo, size) }))),
  ),
};
for (const [name, data] of Object.entries(outputs)) {
  writeFileSync(path.join(publicDir, name), data);
  console.log(`${name} : ${data.length} octets`);
}
