import type { MessagePage } from '@plateau/shared/schemas/messaging';
import type { TeamMessagePage } from '@plateau/shared/schemas/team-conversation';
import type { InfiniteData } from '@tanstack/react-query';
import type { LiveRules } from '@/lib/live';
import { messagesKeys } from './query-keys';

/**
 * A new message refreshes the conversation list, the badge (for the receiver) and the thread; the sender's
 * own echo is the only refresh of their list after a send (the thread already holds the message). A read
 * receipt refreshes the lists, the reader's badge and the sender's thread ('Vu').
 */
export const messagesLive: LiveRules = {
  'message.created': (event, { meId, queryClient }) => {
    const otherId = event.senderId === meId ? event.receiverId : event.senderId;
    const thread = queryClient.getQueryData<InfiniteData<MessagePage>>(messagesKeys.thread(otherId));
    const known = thread?.pages.some((page) => page.items.some((item) => item.id === event.messageId));
    return [
      messagesKeys.conversationLists(),
      ...(event.receiverId === meId ? [messagesKeys.unreadCount()] : []),
      ...(known ? [] : [messagesKeys.thread(otherId)]),
    ];
  },
  // Blocking or unblocking someone (the member's own tabs): the conversation leaves or comes back.
  'block.changed': (event) => [
    messagesKeys.conversationLists(),
    messagesKeys.unreadCount(),
    messagesKeys.conversation(event.userId),
  ],
  // A request accepted or deleted in another tab: it moves between 'Demandes' and the main list.
  'message.request.changed': (event) => [
    messagesKeys.conversationLists(),
    messagesKeys.unreadCount(),
    messagesKeys.conversation(event.senderId),
    messagesKeys.thread(event.senderId),
  ],
  // A message of a project's team (the member's own tabs for their own): its thread unless it holds it
  // already, the tab's unread count and the navigation's badge.
  'team-message.created': (event, { meId, queryClient }) => {
    const thread = queryClient.getQueryData<InfiniteData<TeamMessagePage>>(
      messagesKeys.teamThread(event.projectId),
    );
    const known = thread?.pages.some((page) => page.items.some((item) => item.id === event.messageId));
    return [
      ...(known ? [] : [messagesKeys.teamThread(event.projectId)]),
      ...(event.senderId === meId ? [] : [messagesKeys.team(event.projectId), messagesKeys.unreadCount()]),
    ];
  },
  'team-message.read': (event) => [messagesKeys.team(event.projectId), messagesKeys.unreadCount()],
  'message.read': (event, { meId }) => {
    const otherId = event.readerId === meId ? event.otherUserId : event.readerId;
    return [
      messagesKeys.conversationLists(),
      ...(event.readerId === meId ? [messagesKeys.unreadCount()] : [messagesKeys.thread(otherId)]),
    ];
  },
};
