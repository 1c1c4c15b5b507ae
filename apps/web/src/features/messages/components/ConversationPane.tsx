import { fill } from '@plateau/shared/messages/fill';
import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import { ArrowLeft, MessageCircle, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { MemberActionsMenu, MessageRequestBanner } from '@/features/moderation/blocks/ui';
import { ReportButton } from '@/features/moderation/report';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { useConversation } from '../hooks/useConversations';
import { useMarkRead } from '../hooks/useMarkRead';
import { useOutbox } from '../hooks/useOutbox';
import { useReadWhileVisible } from '../hooks/useReadWhileVisible';
import { useThread } from '../hooks/useThread';
import { ConversationThread, useOldestFirst } from './ConversationThread';

const backClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden';

function BackToConversations() {
  return (
    <Link
      to="/messages"
      className={backClass}
      aria-label={mm.backToConversations}
      title={mm.backToConversations}
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
    </Link>
  );
}

/** The right pane: the other member, the thread (paged backwards) and the send box. */
export function ConversationPane({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const head = useConversation(userId);
  const thread = useThread(userId, head.isSuccess);
  const outbox = useOutbox(userId);
  const markRead = useMarkRead(userId);

  const messages = useOldestFirst(thread.data);
  const latestUnreadId = messages.findLast((message) => !message.fromMe && !message.read)?.id;
  /** The newest message of the other member: what 'Signaler' reports from a message request (issue 31). */
  const latestIncomingId = messages.findLast((message) => !message.fromMe)?.id;
  const { mutate: mark } = markRead;

  // Messages become read when the recipient has the conversation open (and the page visible).
  useReadWhileVisible(latestUnreadId ?? null, mark);
  // 'Vu' stays under the last message of mine the other member read, even once they reply.
  const lastSeen = messages.findLast((message) => message.fromMe && message.read);

  useEffect(() => {
    if (thread.isError) toast.error(mm.messagesLoadError, { id: 'messages-load-error' });
  }, [thread.isError]);

  if (head.isPending) {
    return (
      <div className="flex flex-1 flex-col" aria-busy="true">
        <div className="flex items-center gap-3 border-b border-slate-200 p-4">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
        <div className="flex-1" />
      </div>
    );
  }
  if (head.isError) {
    const notFound = head.error instanceof ApiRequestError && head.error.status === 404;
    return (
      <div className="flex flex-1 flex-col">
        <div className="border-b border-slate-200 p-2 md:hidden">
          <BackToConversations />
        </div>
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-16 text-center">
          {notFound ? (
            <div role="alert" className="flex flex-col items-center gap-2">
              <UserX className="size-10 text-slate-400" aria-hidden="true" />
              <h2 className="text-lg font-semibold text-slate-900">{mm.userNotFound}</h2>
              <p className="text-slate-600">{mm.userNotFoundText}</p>
            </div>
          ) : (
            <LoadError message={mm.createConversationError} onRetry={() => void head.refetch()} />
          )}
        </div>
      </div>
    );
  }

  const { otherUser, canSend, isRequest } = head.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-3 sm:px-4">
        <BackToConversations />
        <Avatar
          name={otherUser.fullName}
          src={otherUser.avatarUrl}
          size="md"
          decorative
          deleted={otherUser.deleted}
        />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900">
            {otherUser.deleted ? (
              otherUser.fullName
            ) : (
              <Link to={`/talents/${otherUser.id}`} className="hover:underline">
                {otherUser.fullName}
              </Link>
            )}
          </h2>
          {otherUser.profession ? (
            <p className="truncate text-sm text-slate-600">{otherUser.profession}</p>
          ) : null}
        </div>
        {otherUser.deleted ? null : (
          <MemberActionsMenu
            member={otherUser}
            className="ml-auto"
            onBlocked={() => void navigate('/messages', { replace: true })}
          />
        )}
      </header>
      <ConversationThread
        thread={thread}
        messages={messages}
        outbox={outbox}
        label={fill(mm.conversationWith, { name: otherUser.fullName })}
        empty={{ icon: MessageCircle, title: mm.noMessages, hint: mm.noMessagesHint }}
        readOnly={isRequest || !canSend}
        bubbleProps={(message) => ({
          seen: message === lastSeen,
          ...(message.fromMe ? {} : { reportId: message.id }),
        })}
      />
      {isRequest ? (
        <MessageRequestBanner
          member={otherUser}
          onDeleted={() => void navigate('/messages?boite=demandes', { replace: true })}
          report={
            latestIncomingId ? (
              <ReportButton
                label={reportsMessages.reportMessage}
                target={{ kind: 'message', id: latestIncomingId }}
                location={`/messages/${userId}`}
              />
            ) : null
          }
        />
      ) : canSend ? null : (
        <p className="border-t border-slate-200 bg-slate-50 p-4 text-sm text-slate-600">
          {mm.deletedUserCannotReceive}
        </p>
      )}
    </div>
  );
}
