import type { RealtimeClientMessage } from '@plateau/shared';
import { z } from 'zod';

/** Room names: `<prefix>:<id>`, e.g. `project:5f0c…`. */
export const roomPattern = /^([a-z][a-z-]{0,30}):([A-Za-z0-9_-]{1,100})$/;

const room = z.string().regex(roomPattern);

const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), room }).strict(),
  z.object({ type: z.literal('unsubscribe'), room }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);

/** Reads what a client sent; null when it is not JSON or not one of the contract's messages. */
export function parseClientMessage(raw: string): RealtimeClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = clientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Splits `prefix:id`; null for a malformed name. */
export function parseRoom(name: string): { prefix: string; id: string } | null {
  const match = roomPattern.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { prefix: match[1], id: match[2] };
}
