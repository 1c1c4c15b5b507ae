import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A JPEG of the given size with noise (so it does not compress to nothing), with EXIF metadata. */
export async function jpegImage(width = 64, height = 48, quality = 80): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif', Artist: 'Camille' } } })
    .toBuffer();
}

/** A PNG of one colour: tiny on disk however many pixels it has (decompression bomb). */
export function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A multipart/form-data body with one file field named 'file'. */
export function multipartBody(
  content: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----plateau${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
