import type { MessagePage } from '@plateau/shared/schemas/messaging';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveKeysOf } from '@/lib/live';
import { messagesLive } from './live';
import { messagesKeys } from './query-keys';

const me = 'me';
const other = 'other';
const created = { type: 'message.created', messageId: 'm1', senderId: me, receiverId: other } as const;

function threadHolding(messageId: string): InfiniteData<MessagePage> {
  const message = {
    id: messageId,
    senderId: me,
    receiverId: other,
    content: 'Salut',
    read: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    fromMe: true,
    attachment: null,
  };
  return { pages: [{ items: [message], nextCursor: null }], pageParams: [undefined] };
}

describe('messages live rules', () => {
  it("refreshes only the lists on the sender's own echo when the thread already holds the message", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(messagesKeys.thread(other), threadHolding('m1'));
    const keys = liveKeysOf([messagesLive], created, { meId: me, queryClient });
    expect(keys).toEqual([messagesKeys.conversationLists()]);
  });

  it('refreshes the lists, the badge and the thread of the receiver', () => {
    const queryClient = new QueryClient();
    const keys = liveKeysOf([messagesLive], created, { meId: other, queryClient });
    expect(keys).toEqual([
      messagesKeys.conversationLists(),
      messagesKeys.unreadCount(),
      messagesKeys.thread(me),
    ]);
  });

  it("refreshes the sender's thread ('Vu') on a read receipt, and the reader's badge", () => {
    const queryClient = new QueryClient();
    const read = { type: 'message.read', readerId: other, otherUserId: me } as const;
    expect(liveKeysOf([messagesLive], read, { meId: me, queryClient })).toEqual([
      messagesKeys.conversationLists(),
      messagesKeys.thread(other),
    ]);
    expect(liveKeysOf([messagesLive], read, { meId: other, queryClient })).toEqual([
      messagesKeys.conversationLists(),
      messagesKeys.unreadCount(),
    ]);
  });

  it('ignores events no rule follows', () => {
    const queryClient = new QueryClient();
    const event = { type: 'task.changed', projectId: 'p', taskId: 't', change: 'created' } as const;
    expect(liveKeysOf([messagesLive], event, { meId: me, queryClient })).toEqual([]);
  });

  it('moves a request between the boxes when it is answered, and hides a blocked conversation (issue 31)', () => {
    const queryClient = new QueryClient();
    const answered = { type: 'message.request.changed', senderId: other } as const;
    expect(liveKeysOf([messagesLive], answered, { meId: me, queryClient })).toEqual([
      messagesKeys.conversationLists(),
      messagesKeys.unreadCount(),
      messagesKeys.conversation(other),
      messagesKeys.thread(other),
    ]);
    const blocked = { type: 'block.changed', userId: other } as const;
    expect(liveKeysOf([messagesLive], blocked, { meId: me, queryClient })).toEqual([
      messagesKeys.conversationLists(),
      messagesKeys.unreadCount(),
      messagesKeys.conversation(other),
    ]);
  });

  it("refreshes a team thread, the tab's count and the badge for the team, only the thread's absence for the sender (issue 33)", () => {
    const queryClient = new QueryClient();
    const posted = {
      type: 'team-message.created',
      projectId: 'p1',
      messageId: 't1',
      senderId: other,
    } as const;
    expect(liveKeysOf([messagesLive], posted, { meId: me, queryClient })).toEqual([
      messagesKeys.teamThread('p1'),
      messagesKeys.team('p1'),
      messagesKeys.unreadCount(),
    ]);
    queryClient.setQueryData(messagesKeys.teamThread('p1'), {
      pages: [{ items: [{ id: 't1' }], nextCursor: null }],
      pageParams: [undefined],
    });
    expect(liveKeysOf([messagesLive], posted, { meId: other, queryClient })).toEqual([]);
    const read = { type: 'team-message.read', projectId: 'p1' } as const;
    expect(liveKeysOf([messagesLive], read, { meId: me, queryClient })).toEqual([
      messagesKeys.team('p1'),
      messagesKeys.unreadCount(),
    ]);
  });
});
