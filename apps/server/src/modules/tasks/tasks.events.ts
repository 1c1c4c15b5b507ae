import { projectRoom, type TaskChange, type TaskStatus } from '@plateau/shared';
import type { CommandEvents } from '../../lib/command';

/**
 * A task of the project was created, edited, moved, deleted or commented: one `task.changed` to the
 * project's room (the room itself is registered by the projects area). The status and updated_at after
 * the write let boards apply a move at once and ignore an older event (last write wins).
 */
export function taskChanged(
  events: CommandEvents,
  input: { projectId: string; taskId: string; change: TaskChange; status?: TaskStatus; updatedAt?: Date },
): void {
  events.add(projectRoom(input.projectId), {
    type: 'task.changed',
    projectId: input.projectId,
    taskId: input.taskId,
    change: input.change,
    ...(input.status ? { status: input.status } : {}),
    ...(input.updatedAt ? { updatedAt: input.updatedAt.toISOString() } : {}),
  });
}
