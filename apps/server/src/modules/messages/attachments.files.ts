import { randomUUID } from 'node:crypto';
import {
  type AttachmentKind,
  fill,
  teamConversationMessages as m,
  maxAttachmentBytes,
  messages as sharedMessages,
} from '@plateau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../lib/errors';
import { type MultipartFileTexts, readOneFile } from '../../lib/multipart-file';
import type { NewAttachment } from './team.service';

/** A file as the member sent it: its bytes, its name and the type the browser declared. */
export type ReceivedFile = { buffer: Buffer; fileName: string; declaredType: string };

/** A file checked by its content, ready to store: images are already re-encoded (no metadata). */
export type CheckedFile = {
  buffer: Buffer;
  fileName: string;
  contentType: string;
  kind: AttachmentKind;
  width: number | null;
  height: number | null;
};

/** Where attachments live in the storage: never under the public `/uploads/` address (see uploads.routes.ts). */
export const attachmentsFolder = 'message-attachments';
export const attachmentFolderOf = (userId: string) => `${attachmentsFolder}/${userId}/`;

const tooLarge = () => new AppError(413, 'payload_too_large', m.fileTooLarge);
const refused = () => new AppError(415, 'unsupported_media_type', m.fileTypeRefused);
const unreadable = () => new AppError(400, 'validation', m.fileUnreadable);

/** The French refusals of an attachment's body. */
const attachmentTexts: MultipartFileTexts = {
  missing: m.fileMissing,
  tooLarge: m.fileTooLarge,
  malformed: sharedMessages.api.malformedMultipart,
  notOneFile: m.fileMissing,
};

/**
 * The one file of a multipart body (field `file`), with a French refusal for whatever goes wrong reading it:
 * too large (413), not multipart (415), more than one part (400), a body cut short or malformed (400).
 */
export async function readAttachment(request: FastifyRequest): Promise<ReceivedFile> {
  const file = await readOneFile(request, maxAttachmentBytes, attachmentTexts);
  return { buffer: file.buffer, fileName: cleanFileName(file.fileName), declaredType: file.declaredType };
}

/** The name shown and downloaded: its last path segment, without control or direction characters, 150 at most. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..')
    throw new AppError(400, 'validation', m.fileNameInvalid);
  return [...cleaned].slice(0, 150).join('');
}

type Libraries = {
  sharp: typeof import('sharp').default;
  fileTypeFromBuffer: typeof import('file-type').fileTypeFromBuffer;
};
let libraries: Promise<Libraries> | null = null;
/** sharp and file-type load on the first attachment (as for uploads), not at start-up. */
function loadLibraries(): Promise<Libraries> {
  libraries ??= Promise.all([import('sharp'), import('file-type')]).then(([sharpModule, fileType]) => {
    sharpModule.default.cache(false);
    return { sharp: sharpModule.default, fileTypeFromBuffer: fileType.fileTypeFromBuffer };
  });
  return libraries;
}

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Beyond this many pixels an image is refused before decoding (decompression bombs). */
const maxPixels = 40_000_000;

/** The family of a declared or detected type: what must agree between what the browser says and the bytes. */
function familyOf(type: string): AttachmentKind | 'other' {
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type === 'text/plain') return 'text';
  return 'other';
}

/** Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(buffer: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a binary file is recognised by them.
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * Checks a file by its content (magic bytes, file-type): a PDF, an image (JPEG, PNG, WebP, GIF) or plain
 * text, of the type the browser declared (a PDF declared as an image is refused, 'application/octet-stream'
 * lets the content decide). Images are decoded and re-encoded in their format by sharp, which drops EXIF,
 * GPS and every other metadata, and refuses a truncated or corrupt file.
 */
export async function checkAttachment(file: ReceivedFile): Promise<CheckedFile> {
  if (file.buffer.length > maxAttachmentBytes) throw tooLarge();
  const { sharp, fileTypeFromBuffer } = await loadLibraries();
  const detected = await fileTypeFromBuffer(file.buffer);
  const contentType = detected?.mime ?? (isPlainText(file.buffer) ? 'text/plain' : null);
  if (!contentType) throw refused();
  const kind = familyOf(contentType);
  if (kind === 'other' || (kind === 'image' && !imageTypes.has(contentType))) throw refused();
  const declared = familyOf(file.declaredType);
  if (file.declaredType !== 'application/octet-stream' && declared !== kind) {
    throw new AppError(
      415,
      'unsupported_media_type',
      fill(m.fileTypeMismatch, { declared: file.declaredType }),
    );
  }
  if (kind !== 'image') {
    return { buffer: file.buffer, fileName: file.fileName, contentType, kind, width: null, height: null };
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file.buffer, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > maxPixels) throw new AppError(400, 'validation', m.fileUnreadable);
  const animated = contentType === 'image/gif';
  const image = sharp(file.buffer, { failOn: 'warning', limitInputPixels: maxPixels, animated }).rotate();
  const format =
    contentType === 'image/jpeg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : contentType === 'image/png'
        ? image.png()
        : contentType === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.gif();
  try {
    // No withMetadata(): EXIF, GPS position, comments and ICC profiles are dropped.
    const { data, info } = await format.toBuffer({ resolveWithObject: true });
    return {
      buffer: data,
      fileName: file.fileName,
      contentType,
      kind,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    throw unreadable();
  }
}

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'text/plain': 'txt',
};

/** Stores the checked bytes under `message-attachments/<uploader>/<uuid>.<ext>`; returns the key. */
export async function storeAttachmentFile(app: FastifyInstance, uploaderId: string, file: CheckedFile) {
  const key = `${attachmentFolderOf(uploaderId)}${randomUUID()}.${extensions[file.contentType] ?? 'bin'}`;
  await app.storage.put(key, file.buffer, file.contentType);
  return key;
}

/** The Content-Disposition of a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, inline: boolean): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'fichier';
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** How the API document describes an attachment's multipart body. */
export const attachmentMultipartNote =
  'Formulaire multipart/form-data : un champ « file » (PDF, image JPEG, PNG, WebP ou GIF, texte brut ; 10 Mo au plus)';

/** Stores a checked file, runs the command that records its message, and removes the file if that fails. */
export async function withStoredFile<T>(
  app: FastifyInstance,
  actor: Actor,
  file: CheckedFile,
  record: (attachment: NewAttachment) => Promise<T>,
): Promise<T> {
  const storageKey = await storeAttachmentFile(app, actor.id, file);
  try {
    return await record({
      uploaderId: actor.id,
      storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.buffer.length,
      width: file.width,
      height: file.height,
    });
  } catch (error) {
    await app.storage.delete(storageKey).catch((failure: unknown) => {
      app.log.error({ err: failure, storageKey }, 'pièce jointe orpheline non supprimée');
    });
    throw error;
  }
}
