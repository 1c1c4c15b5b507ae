import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const compressionThreshold = 1024;

/**
 * Compresses text answers (JSON, the API docs) above the threshold with brotli (quality 4) or gzip, by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`. Register it before the routes: it attaches to each
 * route as it is declared. Answers that already carry a Content-Encoding (the pre-compressed web assets),
 * images and WebSocket upgrades are left alone; request bodies are never decompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
