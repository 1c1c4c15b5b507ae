import type { TaskAbilities, TaskBoardAbilities } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { canManageTasks, type PeopleFacts, projectPersonSight } from '../projects';

export { canManageTasks, canViewTasks } from '../projects';

/**
 * What the rules of spec 2 §6 need to know about a task board and the actor's place in its project (the
 * owner, the team's visibility, whether the actor is a member: `projectPersonSight` for the people on it).
 */
export type TaskBoardFacts = PeopleFacts;

type MaybeActor = Pick<Actor, 'id' | 'role'> | null;

/** Only its author deletes a comment. */
export const canDeleteTaskComment = (actor: MaybeActor, facts: { authorId: string }) =>
  actor !== null && actor.id === facts.authorId;

/** The controls the board shows on a task card and in its dialog. */
export function taskAbilities(actor: MaybeActor, facts: TaskBoardFacts): TaskAbilities {
  const manage = canManageTasks(actor, facts);
  return { edit: manage, move: manage, comment: manage, delete: manage };
}

/** The board's controls: 'Nouvelle tâche', and the drag handles of every card (the same for all its tasks). */
export function taskBoardAbilities(actor: MaybeActor, facts: TaskBoardFacts): TaskBoardAbilities {
  const manage = canManageTasks(actor, facts);
  return { create: manage, move: manage };
}

/** A person who may hold a task: the project's owner, or a member (with their row). */
export type AssignablePerson = { userId: string; membership: { id: string; showProfile: boolean } | null };

/**
 * The value that designates a person among the actor's assignee options (`assignedTo`), or null when the
 * actor may not assign them: their id when the actor may identify them, their member row's id when they
 * are an anonymous member (assigned without being named), never someone of a team hidden from the actor
 * nor a former member. Used by the options the board offers and by the check of a write alike.
 */
export function assigneeKey(actor: MaybeActor, facts: TaskBoardFacts, person: AssignablePerson) {
  if (!canManageTasks(actor, facts)) return null;
  const isOwner = person.userId === facts.ownerId;
  if (!isOwner && !person.membership) return null;
  switch (projectPersonSight(actor, facts, person)) {
    case 'identified':
      return person.userId;
    case 'anonymous':
      return person.membership?.id ?? null;
    case 'hidden':
      return null;
  }
}
