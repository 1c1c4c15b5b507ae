import { messages, type WriteLimitArea } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

/**
 * Counts one attempt under `key` in the `rate_limits` table (the table better-auth's limiter uses), so
 * the limit holds across instances: a fixed window of `windowMs` opens at the first attempt, and at most
 * `max` attempts fit in it. Call it inside the write's transaction: the row lock orders concurrent
 * attempts, and an attempt that fails afterwards (or is refused) rolls back and does not count.
 * Returns false when the attempt is over the limit.
 */
export async function consumeRateLimit(
  tx: Tx,
  key: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
): Promise<boolean> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - limit.windowMs}`;
  const [row] = await tx
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= limit.max;
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
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const counted = request.routeOptions.config.writeLimit ?? area;
    if (counted) await limitMemberWrite(app, counted, request.actor.id);
  });
}
