import { teamConversationMessages as tm } from '@plateau/shared/messages/team-conversation.fr';
import { MessagesSquare } from 'lucide-react';
import { useTeamOutbox } from '../hooks/useOutbox';
import { useReadWhileVisible } from '../hooks/useReadWhileVisible';
import { useTeamMarkRead, useTeamThread, useTeamUnread } from '../hooks/useTeamConversation';
import { ConversationThread, useOldestFirst } from './ConversationThread';

/**
 * The 'Discussion' tab of a project (issue 33): the team's thread, oldest at the top (a reversed flex column:
 * it opens at the bottom, older pages load at the top), each message with its author as the reader may see
 * them, then the send box with its attach button. Read while open and visible.
 */
export function TeamConversationPanel({ projectId }: { projectId: string }) {
  const thread = useTeamThread(projectId);
  const outbox = useTeamOutbox(projectId);
  const unread = useTeamUnread(projectId, true);
  const { mutate: markRead } = useTeamMarkRead(projectId);
  const messages = useOldestFirst(thread.data);
  useReadWhileVisible(unread > 0 && thread.isSuccess ? unread : null, markRead);

  return (
    <section
      aria-labelledby="team-conversation-title"
      className="flex h-[min(40rem,calc(100dvh-9rem))] min-h-[26rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="border-b border-slate-200 px-4 py-3">
        <h2 id="team-conversation-title" className="font-semibold text-slate-900">
          {tm.title}
        </h2>
        <p className="text-sm text-slate-600">{tm.hint}</p>
      </header>
      <ConversationThread
        thread={thread}
        messages={messages}
        outbox={outbox}
        label={tm.threadLabel}
        empty={{ icon: MessagesSquare, title: tm.empty, hint: tm.emptyHint }}
        spacious
        bubbleProps={(message, previous) => {
          // A name above the first of a run of the same member's messages, never above one's own.
          const sameAuthor =
            previous !== undefined &&
            previous.fromMe === message.fromMe &&
            previous.sender.name === message.sender.name;
          return message.fromMe || sameAuthor ? {} : { senderName: message.sender.name };
        }}
      />
    </section>
  );
}
