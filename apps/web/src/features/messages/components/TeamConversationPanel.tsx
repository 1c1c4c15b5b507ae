import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { teamConversationMessages as tm } from '@plateau/shared/messages/team-conversation.fr';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { Spinner } from '@/components/ui/Spinner';
import { useTeamOutbox } from '../hooks/useOutbox';
import { useTeamMarkRead, useTeamThread, useTeamUnread } from '../hooks/useTeamConversation';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

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
  const topRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const messages = useMemo(
    () => (thread.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse(),
    [thread.data],
  );

  useEffect(() => {
    if (unread === 0 || !thread.isSuccess) return undefined;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') markRead();
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [unread, thread.isSuccess, markRead]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const root = scrollerRef.current;
    const top = topRef.current;
    if (!root || !top || !hasNextPage || isFetchingNextPage) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const empty = messages.length === 0 && outbox.outgoing.length === 0;
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
      {thread.isPending ? (
        <div className="flex flex-1 flex-col justify-end gap-3 p-4" aria-busy="true">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="ml-auto h-9 w-2/5" />
          <Skeleton className="h-9 w-3/5" />
        </div>
      ) : thread.isError ? (
        <div className="flex flex-1 items-center justify-center p-4">
          <LoadError message={mm.messagesLoadError} onRetry={() => void thread.refetch()} />
        </div>
      ) : (
        <div
          ref={scrollerRef}
          className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-4 sm:px-5"
        >
          <div>
            <div ref={topRef} className="h-px" />
            {hasNextPage ? (
              <div className="flex justify-center pb-3">
                {isFetchingNextPage ? (
                  <Spinner className="size-5 text-violet-700" label={mm.loadingOlder} />
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
                    {mm.loadOlder}
                  </Button>
                )}
              </div>
            ) : null}
            {empty ? (
              <div className="flex flex-col items-center gap-2 py-16 text-center" role="status">
                <MessagesSquare className="size-9 text-slate-400" aria-hidden="true" />
                <p className="font-semibold text-slate-900">{tm.empty}</p>
                <p className="text-sm text-slate-600">{tm.emptyHint}</p>
              </div>
            ) : null}
            <div role="log" aria-live="polite" aria-label={tm.threadLabel}>
              <ol className="flex flex-col gap-3">
                {messages.map((message, index) => {
                  const previous = messages[index - 1];
                  const sameAuthor =
                    previous !== undefined &&
                    previous.fromMe === message.fromMe &&
                    previous.sender.name === message.sender.name;
                  return (
                    <MessageBubble
                      key={message.id}
                      content={message.content}
                      fromMe={message.fromMe}
                      createdAt={message.createdAt}
                      status="sent"
                      attachment={message.attachment}
                      {...(message.fromMe || sameAuthor ? {} : { senderName: message.sender.name })}
                    />
                  );
                })}
                {outbox.outgoing.map((item) => (
                  <MessageBubble
                    key={item.localId}
                    content={item.content}
                    pendingFile={item.file}
                    fromMe
                    status={item.status}
                    onRetry={() => outbox.retry(item.localId)}
                  />
                ))}
              </ol>
            </div>
          </div>
        </div>
      )}
      <MessageComposer onSend={outbox.send} onAttach={outbox.sendAttachment} />
    </section>
  );
}
