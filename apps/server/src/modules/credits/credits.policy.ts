import type { CreditStatus } from '@plateau/shared';
import type { Actor } from '../../auth/actor';

/** What the policy needs to know about a credit. */
export type CreditFacts = { userId: string; status: CreditStatus };

/** Others see confirmed and declared credits; the member also sees the ones to confirm (never the declined). */
export function canSeeCredit(actor: Actor | null, credit: CreditFacts): boolean {
  if (actor === null) return false;
  if (credit.status === 'confirmé' || credit.status === 'déclaré') return true;
  return actor.id === credit.userId && credit.status === 'proposé';
}

/** Only the member credited confirms a credit, while it is proposed (or after declining it, to change their mind). */
export function canConfirmCredit(actor: Actor | null, credit: CreditFacts): boolean {
  return actor?.id === credit.userId && (credit.status === 'proposé' || credit.status === 'refusé');
}

/** Only the member credited declines a proposed credit. */
export function canDeclineCredit(actor: Actor | null, credit: CreditFacts): boolean {
  return actor?.id === credit.userId && credit.status === 'proposé';
}

/** A declared credit is the member's own text: they edit it. A verified one stays as the project gave it. */
export function canEditCredit(actor: Actor | null, credit: CreditFacts): boolean {
  return actor?.id === credit.userId && credit.status === 'déclaré';
}

/** The member removes any credit of their filmography. */
export function canDeleteCredit(actor: Actor | null, credit: CreditFacts): boolean {
  return actor?.id === credit.userId;
}

export function creditAbilities(actor: Actor | null, credit: CreditFacts) {
  return {
    confirm: canConfirmCredit(actor, credit),
    decline: canDeclineCredit(actor, credit),
    edit: canEditCredit(actor, credit),
    delete: canDeleteCredit(actor, credit),
  };
}
