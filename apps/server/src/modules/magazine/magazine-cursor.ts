import { decodeCursor as decodeKeyset, type KeysetCursor } from '../../lib/cursor';

export { cursorKey, encodeCursor, type KeysetCursor, pageOf } from '../../lib/cursor';

/** Decodes a magazine paging token; a 400 'Position de pagination invalide' otherwise. */
export const decodeCursor = (token: string | undefined): KeysetCursor | null => decodeKeyset(token);
