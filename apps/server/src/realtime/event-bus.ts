import type { RealtimeEvent } from '@plateau/shared';

/** One event for one room, as carried between instances (ids only). */
export type BusMessage = { room: string; event: RealtimeEvent };

/** Fan-out of events between server instances. */
export interface EventBus {
  readonly kind: 'memory' | 'postgres';
  /** Sends to every instance, this one included. */
  publish(message: BusMessage): Promise<void>;
  /** Receives every message published by any instance. */
  onMessage(listener: (message: BusMessage) => void): void;
  /** Called after the bus lost its connection and got it back: messages may have been missed. */
  onResync(listener: () => void): void;
  close(): Promise<void>;
}

/** Reads a bus message from its JSON text; null when it is not one. */
export function parseBusMessage(text: string): BusMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { room, event } = value as { room?: unknown; event?: unknown };
  if (typeof room !== 'string' || typeof event !== 'object' || event === null) return null;
  if (typeof (event as { type?: unknown }).type !== 'string') return null;
  // The sender is one of our instances, typed at compile time: the shape check above is enough.
  return { room, event: event as RealtimeEvent };
}
