import type { TaskAbilities, TaskBoardAbilities } from '@plateau/shared';
import type { Actor } from '../../auth/actor';

/** What the rules of spec 2 §6 need to know about a task board and the actor's place in its project. */
export type TaskBoardFacts = {
  ownerId: string;
  /** The actor has a member row in the project. */
  isMember: boolean;
};

type MaybeActor = Pick<Actor, 'id' | 'role'> | null;

/** Every signed-in member sees a project's tasks; visitors do not (spec 2 §6). */
export const canViewTasks = (actor: MaybeActor) => actor !== null;

/** Create, edit, move and delete tasks, comment on them: the project's owner and members. */
export const canManageTasks = (actor: MaybeActor, facts: TaskBoardFacts) =>
  actor !== null && (actor.id === facts.ownerId || facts.isMember);

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
