import { userRoom } from '@plateau/shared';
import type { CommandEvents } from '../../lib/command';

/** Tells the project owner's and the candidate's tabs that an application was sent or answered. */
export function applicationChanged(
  events: CommandEvents,
  input: { applicationId: string; projectId: string; ownerId: string; candidateId: string },
): void {
  for (const id of [input.ownerId, input.candidateId]) {
    events.add(userRoom(id), {
      type: 'influencer.application.changed',
      applicationId: input.applicationId,
      projectId: input.projectId,
    });
  }
}
