import type { Actor } from '../auth/actor';
import { parseRoom } from './client-message';

/** Answers whether a member may receive the events of room `<prefix>:<id>`. */
export type RoomAuthorizer = (actor: Actor, id: string) => Promise<boolean>;

export type RoomDecision = 'granted' | 'refused';

/** Who may subscribe to which room; `user:<id>` is reserved to the member itself. */
export class RoomRegistry {
  private readonly authorizers = new Map<string, RoomAuthorizer>();

  register(prefix: string, authorize: RoomAuthorizer): void {
    if (!/^[a-z][a-z-]{0,30}$/.test(prefix)) throw new Error(`préfixe de salon invalide : ${prefix}`);
    if (prefix === 'user') throw new Error('le salon user:<id> est réservé au membre lui-même');
    if (this.authorizers.has(prefix)) throw new Error(`salon ${prefix} déjà enregistré`);
    this.authorizers.set(prefix, authorize);
  }

  /** Refuses unknown prefixes and other members' user rooms; an authorizer's error propagates. */
  async authorize(actor: Actor, room: string): Promise<RoomDecision> {
    const parsed = parseRoom(room);
    if (!parsed) return 'refused';
    if (parsed.prefix === 'user') return parsed.id === actor.id ? 'granted' : 'refused';
    const authorize = this.authorizers.get(parsed.prefix);
    if (!authorize) return 'refused';
    return (await authorize(actor, parsed.id)) ? 'granted' : 'refused';
  }
}
