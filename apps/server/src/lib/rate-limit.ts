import { messages, type WriteLimitArea } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Db, Tx } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

/**
 * The one attempt counter: adds one to the counter `key` in the `rate_limits` table (the table better-auth's
 * limiter uses, so a limit holds across instances), in a new fixed window of `windowMs` once the last one
 * ended (`last_request` is the window's start). Returns the count and the window's end.
 */
export async function countAttempt(
  db: Db | Tx,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; endsAt: number }> {
  const ended = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${ended} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  return { count: row?.count ?? 1, endsAt: (row?.windowStart ?? now) + windowMs };
}

/**
 * Counts one attempt under `key` (countAttempt) with at most `max` attempts in a window of `windowMs`. Call
 * it inside a transaction: the row lock orders concurrent attempts, and an attempt that fails afterwards
 * (or is refused) rolls back and does not count. Returns false when the attempt is over the limit.
 */
export async function consumeRateLimit(
  tx: Tx,
  key: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
): Promise<boolean> {
  const { count } = await countAttempt(tx, key, limit.windowMs, now);
  return count <= limit.max;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The write limit this route counts under, when not its plugin's (see limitWrites). */
    writeLimit?: WriteLimitArea;
  }
}

const writeLimitTexts: Record<WriteLimitArea, string> = {
  comment: messages.api.tooManyComments,
  upload: messages.api.tooManyUploads,
  project: messages.api.tooManyProjectWrites,
  task: messages.api.tooManyTaskWrites,
};

/**
 * The one rule for member write limits: counts the write under `<area>-write:<member id>` in its own
 * transaction (so a flood is refused as it arrives, whatever happens to each write after) and refuses it
 * with the area's French 429 and a Retry-After beyond the limit (app.config.writeLimits).
 */
export async function limitMemberWrite(
  app: FastifyInstance,
  area: WriteLimitArea,
  memberId: string,
): Promise<void> {
  const limit = app.config.writeLimits[area];
  const allowed = await app.db.transaction((tx) => consumeRateLimit(tx, `${area}-write:${memberId}`, limit));
  if (!allowed) throw tooManyRequests(writeLimitTexts[area], Math.ceil(limit.windowMs / 1000));
}

/**
 * Limits every write (not GET/HEAD) of the calling members-only plugin: call it after `membersOnly(app)`,
 * once per plugin, with the area the plugin's routes write to. A route counted under another area (or, when
 * the plugin gives none, the only routes counted) says so in its options: `config: { writeLimit: 'comment' }`.
 */
export function limitWrites(app: FastifyInstance, area?: WriteLimitArea): void {
  // On the write routes only (a reading request pays nothing): a route's own hooks run after the plugin's, so
  // the session is resolved (`request.actor`) when it counts.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const counted = route.config?.writeLimit ?? area;
    if (!counted) return;
    const limit: onRequestHookHandler = async (request) => {
      await limitMemberWrite(app, counted, request.actor.id);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
  });
}
