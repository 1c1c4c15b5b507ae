import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The French refusals of a route that reads one file: each route words them for what it receives. */
export type MultipartFileTexts = {
  /** No file, or an empty one (400). */
  missing: string;
  /** Over `maxBytes` (413). */
  tooLarge: string;
  /** A body cut short, without or with another boundary, with malformed part headers (400). */
  malformed: string;
  /** Not a multipart body (415), or more parts, files or fields than the route takes (400). */
  notOneFile: string;
};

/** A file as the member sent it: its bytes, the name and the type the browser declared. */
export type ReadFile = { buffer: Buffer; fileName: string | undefined; declaredType: string };

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** A multipart body whose boundary parameter is there but empty: no part can be delimited. */
function hasEmptyBoundary(contentType: string | undefined): boolean {
  if (!contentType?.toLowerCase().startsWith('multipart/')) return false;
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(contentType);
  return boundary !== null && (boundary[1] ?? boundary[2] ?? '').trim() === '';
}

/**
 * The one non-empty file of a multipart body (the limits on parts, files and fields are the multipart
 * plugin's, as the route registered it), with the route's French refusal for everything that can go wrong
 * reading it: too large (413), not multipart (415), too many parts (400), and a body cut short, without,
 * with an empty or with another boundary, or with malformed part headers (busboy's errors, which carry no
 * code: 400, never a 500).
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  texts: MultipartFileTexts,
): Promise<ReadFile> {
  if (hasEmptyBoundary(request.headers['content-type'])) {
    throw new AppError(400, 'validation', texts.malformed);
  }
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file) throw new AppError(400, 'validation', texts.missing);
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw new AppError(400, 'validation', texts.missing);
    return { buffer, fileName: file.filename, declaredType: file.mimetype.toLowerCase() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (errorCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(413, 'payload_too_large', texts.tooLarge);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new AppError(415, 'unsupported_media_type', texts.notOneFile);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new AppError(400, 'validation', texts.notOneFile);
      default:
        // Nothing but the body is read here: whatever else fails is the body's fault.
        request.log.info({ err: error }, 'corps multipart illisible');
        throw new AppError(400, 'validation', texts.malformed);
    }
  }
}
