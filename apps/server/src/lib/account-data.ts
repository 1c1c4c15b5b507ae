import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

/**
 * An area's part of a member's data: what 'Télécharger mes données' exports (top-level keys of the JSON,
 * no secret), and what the purge of a deleted account must remove besides the rows the database cascade
 * deletes with the member (files, for instance). Each area registers its own part from its routes plugin.
 */
export type AccountDataPart = {
  export?: (db: Db, userId: string) => Promise<Record<string, unknown>>;
  purge?: (app: FastifyInstance, userId: string) => Promise<void>;
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
