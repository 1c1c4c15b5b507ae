import type { RealtimeEvent, RealtimeServerMessage } from '@plateau/shared';
import type { WebSocket } from 'ws';
import type { Actor } from '../auth/actor';
import { DeliveryBudget } from './delivery-budget';

/** Client messages accepted per second on one socket before answering "slow down". */
const maxClientMessagesPerSecond = 20;

/** One authenticated socket: its member, its rooms and its delivery budget. */
export class RealtimeConnection {
  readonly rooms = new Set<string>();
  /** Cleared at each heartbeat, set again by the client's pong. */
  alive = true;
  private readonly events: DeliveryBudget<RealtimeServerMessage>;
  private windowStart = 0;
  private windowCount = 0;

  constructor(
    readonly socket: WebSocket,
    readonly actor: Actor,
    maxEventsPerSecond: number,
  ) {
    this.events = new DeliveryBudget((message) => this.send(message), maxEventsPerSecond);
  }

  send(message: RealtimeServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  /** Sends the event within the rate limit; bursts are coalesced per (room, type), the latest kept. */
  deliver(room: string, event: RealtimeEvent): void {
    this.events.offer(`${room}\n${event.type}`, { type: 'event', room, event });
  }

  /** Counts a client message; false once the socket sends more than allowed in the current second. */
  acceptClientMessage(now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount <= maxClientMessagesPerSecond;
  }

  dispose(): void {
    this.events.dispose();
  }
}
