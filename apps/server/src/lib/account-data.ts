import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { CommandEvents } from './command';

/**
 * An area's part of a member's data: what 'Télécharger mes données' exports (top-level keys of the JSON,
 * no secret), and what the purge of a deleted account must remove besides the rows the database cascade
 * deletes with the member (files, for instance). Each area registers its own part from its routes plugin.
 */
export type AccountDataPart = {
  export?: (db: Db, userId: string) => Promise<Record<string, unknown>>;
  purge?: (app: FastifyInstance, userId: string) => Promise<void>;
  /**
   * At the deletion itself (issue 29), in its transaction: what must not wait for the purge, and that a
   * reactivation does not bring back (pending requests withdrawn and their notifications removed, a file's
   * address cleared). Everything else stays, shown as 'Utilisateur supprimé' until the purge.
   */
  deactivate?: (tx: Tx, events: CommandEvents, userId: string) => Promise<void>;
  /** At the deletion, after its transaction: the files removed at once (avatar, portfolio images). */
  removeFiles?: (app: FastifyInstance, userId: string) => Promise<void>;
};

export type AccountDataRegistry = { parts: AccountDataPart[] };

declare module 'fastify' {
  interface FastifyInstance {
    accountData: AccountDataRegistry;
  }
}

/** Once, on the root instance, before the areas register their parts. */
export function registerAccountDataRegistry(app: FastifyInstance): void {
  app.decorate('accountData', { parts: [] });
}

/** Adds an area's part of the account export and purge. */
export function registerAccountData(app: FastifyInstance, part: AccountDataPart): void {
  app.accountData.parts.push(part);
}

/** Every area's export of the member, merged into one object. */
export async function exportAccountData(
  app: FastifyInstance,
  userId: string,
): Promise<Record<string, unknown>> {
  const exports = await Promise.all(app.accountData.parts.map((part) => part.export?.(app.db, userId)));
  return Object.assign({}, ...exports);
}

/** Every area's purge of the member (run before the member's row and its cascade go). */
export async function purgeAccountData(app: FastifyInstance, userId: string): Promise<void> {
  for (const part of app.accountData.parts) await part.purge?.(app, userId);
}

/** Every area's part of a deletion, in the deletion's transaction. */
export async function deactivateAccountData(
  tx: Tx,
  events: CommandEvents,
  app: FastifyInstance,
  userId: string,
) {
  for (const part of app.accountData.parts) await part.deactivate?.(tx, events, userId);
}

/** Every area's files of the member, removed at the deletion (after its commit). */
export async function removeAccountFiles(app: FastifyInstance, userId: string): Promise<void> {
  for (const part of app.accountData.parts) await part.removeFiles?.(app, userId);
}
