import type { Db, Tx } from '../../db/client';
import type { AppError } from '../../lib/errors';
import { canInteract } from './blocks.policy';
import { isBlockBetween } from './blocks.service';

/**
 * Throws the caller's "not found" error when either member blocked the other: the blocked member is answered as
 * if the other did not exist (the area's own 404 text for an unknown member), and is not told of the block.
 * In a write, pass the command's transaction.
 */
export async function requireNoBlock(
  db: Db | Tx,
  actorId: string,
  otherId: string,
  notFoundError: () => AppError,
): Promise<void> {
  if (!canInteract({ blockBetween: await isBlockBetween(db, actorId, otherId) })) throw notFoundError();
}
