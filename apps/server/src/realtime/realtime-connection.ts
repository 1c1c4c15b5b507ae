import type { RealtimeServerMessage } from '@plateau/shared';
import type { WebSocket } from 'ws';
import type { Actor } from '../auth/actor';
import { DeliveryBudget } from './delivery-budget';
import type { OutgoingEvent } from './room-hub';

/** Client messages accepted per second on one socket before answering "slow down". */
const maxClientMessagesPerSecond = 20;

/** Events are JSON text: the bytes built once per dispatch go out as a text frame, never binary. */
const textFrame = { binary: false } as const;

/** One authenticated socket: its member, its rooms and its delivery budget. */
export class RealtimeConnection {
  readonly rooms = new Set<string>();
  /** Cleared at each heartbeat, set again by the client's pong. */
  alive = true;
  private readonly events: DeliveryBudget<Buffer>;
  private windowStart = 0;
  private windowCount = 0;

  constructor(
    readonly socket: WebSocket,
    readonly actor: Actor,
    maxEventsPerSecond: number,
  ) {
    this.events = new DeliveryBudget((data) => this.sendText(data), maxEventsPerSecond);
  }

  send(message: RealtimeServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  /** Sends the event within the rate limit; bursts are coalesced per (room, type), the latest kept. */
  deliver(outgoing: OutgoingEvent): void {
    this.events.offer(outgoing.key, outgoing.data);
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

  private sendText(data: Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(data, textFrame);
  }
}
