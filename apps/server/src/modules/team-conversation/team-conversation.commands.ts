import {
  fill,
  teamConversationMessages as m,
  memberDisplayName,
  messageRateLimit,
  messagingMessages as mm,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import type { CommandEvents } from '../../lib/command';
import { tooManyRequests } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import {
  hasUnreadTeamNotice,
  insertAttachment,
  insertTeamMessage,
  listTeamIds,
  markTeamConversationRead,
  type NewAttachment,
} from '../messages';
import { notify, readAllNotifications } from '../notifications';
import { findMembership } from '../projects';
import { requireTeamConversation } from './team-conversation.access';
import { teamConversationRead, teamMessageCreated } from './team-conversation.events';

/**
 * Posts a message (text, or a file already checked and stored) to a project's team conversation: the actor
 * must be its owner or a member now (404 otherwise), it counts against the same limit as private messages,
 * the team is told live and each other member gets one 'message' notification until they read it (its
 * e-mail follows their 'Messages' setting through the notifications area).
 */
export async function sendTeamMessage(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; projectId: string; content: string; attachment?: NewAttachment },
) {
  const { actor } = input;
  const project = await requireTeamConversation(tx, actor, input.projectId);
  if (!(await consumeRateLimit(tx, `message-send:${actor.id}`, messageRateLimit))) {
    throw tooManyRequests(mm.tooManyMessages, Math.ceil(messageRateLimit.windowMs / 1000));
  }
  const message = await insertTeamMessage(tx, {
    projectId: project.id,
    senderId: actor.id,
    content: input.content,
  });
  if (input.attachment) await insertAttachment(tx, { ...input.attachment, projectMessageId: message.id });
  const teamIds = await listTeamIds(tx, project.id);
  // A member who hides their profile is named in the notice as the thread names them (never their name).
  const membership = project.people.isMember ? await findMembership(tx, project.id, actor.id) : null;
  const anonymous = membership !== null && !membership.showProfile;
  const name = anonymous ? memberDisplayName({ ...membership, fullName: null }) : actor.fullName;
  teamMessageCreated(events, teamIds, { id: message.id, projectId: project.id, senderId: actor.id });
  for (const userId of teamIds) {
    if (userId === actor.id || (await hasUnreadTeamNotice(tx, userId, project.id))) continue;
    await notify(tx, events, {
      userId,
      type: 'message',
      kind: 'teamMessage',
      content: fill(m.notification, { name, project: project.title }),
      relatedId: project.id,
      ...(anonymous ? {} : { actor }),
    });
  }
  return { id: message.id, project };
}

/** Marks the team conversation read for the member, and its notifications. */
export async function readTeamConversation(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; projectId: string },
): Promise<boolean> {
  const project = await requireTeamConversation(tx, input.actor, input.projectId);
  const updated = await markTeamConversationRead(tx, input.actor.id, project.id);
  if (updated) teamConversationRead(events, input.actor.id, project.id);
  await readAllNotifications(tx, events, {
    userId: input.actor.id,
    about: { type: 'message', relatedId: project.id },
  });
  return updated;
}
