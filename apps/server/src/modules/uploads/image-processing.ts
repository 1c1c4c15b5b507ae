import { profileMessages as pm, projectMessages, type UploadKind } from '@plateau/shared';
import type { Metadata } from 'sharp';
import { AppError } from '../../lib/errors';

type ImageLibraries = {
  sharp: typeof import('sharp').default;
  fileTypeFromBuffer: typeof import('file-type').fileTypeFromBuffer;
};
let imageLibraries: Promise<ImageLibraries> | null = null;

/** sharp and file-type load on the first upload, not at start-up (they cost ~0.2 s to import). */
function loadImageLibraries(): Promise<ImageLibraries> {
  if (!imageLibraries) {
    imageLibraries = Promise.all([import('sharp'), import('file-type')]).then(([sharpModule, fileType]) => {
      // Each upload is decoded once: the cache only costs memory here.
      sharpModule.default.cache(false);
      return { sharp: sharpModule.default, fileTypeFromBuffer: fileType.fileTypeFromBuffer };
    });
  }
  return imageLibraries;
}

/** Image types accepted, detected by their magic bytes (never the client's MIME type or name). */
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Beyond this many pixels an image is refused before decoding (decompression bombs). */
export const maxInputPixels = 40_000_000;

/** Upload limits per kind: the spec's 2 MB for avatars, 5 MB for portfolio images and project covers. */
export type UploadLimit = { maxBytes: number; tooLarge: string };
export const uploadLimits: Record<UploadKind, UploadLimit> = {
  avatar: { maxBytes: 2 * 1024 * 1024, tooLarge: pm.avatarTooLarge },
  portfolio: { maxBytes: 5 * 1024 * 1024, tooLarge: pm.imageTooLarge },
  project: { maxBytes: 5 * 1024 * 1024, tooLarge: projectMessages.coverTooLarge },
};

const invalidImage = () => new AppError(415, 'unsupported_media_type', pm.invalidImage);

/** Checks the bytes, decodes them with sharp and re-encodes a clean WebP (no metadata). */
export async function processImage(buffer: Buffer, kind: UploadKind): Promise<Buffer> {
  const { sharp, fileTypeFromBuffer } = await loadImageLibraries();
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !acceptedTypes.has(detected.mime)) throw invalidImage();
  let metadata: Metadata;
  try {
    // Only the header is read here: sharp's own pixel limit must not turn a huge image into 'not an image'.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  const { width, height } = metadata;
  if (!width || !height) throw invalidImage();
  if (width * height > maxInputPixels) throw new AppError(400, 'validation', pm.imageTooManyPixels);
  // failOn 'warning' refuses truncated or corrupt files; only the first frame of an animation is kept.
  const image = sharp(buffer, {
    failOn: 'warning',
    limitInputPixels: maxInputPixels,
    animated: false,
  }).rotate();
  const resized =
    kind === 'avatar'
      ? image.resize(512, 512, { fit: 'cover', position: 'attention' })
      : image.resize(1600, 1600, { fit: 'inside', withoutEnlargement: true });
  try {
    // No withMetadata(): EXIF, GPS position and ICC profiles are dropped.
    return await resized.webp({ quality: 82, effort: 4 }).toBuffer();
  } catch {
    throw invalidImage();
  }
}
