import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import type { DirectMessage } from '@plateau/shared/schemas/messaging';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import type { OutgoingMessage } from '../hooks/useOutbox';
import { MessageBubble } from './MessageBubble';

interface MessageThreadProps {
  label: string;
  /** Oldest first. */
  messages: DirectMessage[];
  outgoing: OutgoingMessage[];
  onRetry: (localId: string) => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The messages, oldest at the top. The scroller is a reversed flex column: it opens at the bottom and
 * keeps its distance from the bottom when older pages are added above, so nothing jumps; reaching the
 * top loads the previous page.
 */
export function MessageThread(props: MessageThreadProps) {
  const { messages, outgoing, hasOlder, loadingOlder, onLoadOlder } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const loadOlderRef = useRef(onLoadOlder);
  useEffect(() => {
    loadOlderRef.current = onLoadOlder;
  });

  useEffect(() => {
    const root = scrollerRef.current;
    const top = topRef.current;
    if (!root || !top || !hasOlder || loadingOlder) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlderRef.current();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder]);

  // 'Vu' stays under the last message of mine the other member read, even once they reply.
  const lastSeen = [...messages].reverse().find((message) => message.fromMe && message.read);
  const empty = messages.length === 0 && outgoing.length === 0;

  return (
    <div ref={scrollerRef} className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-4 sm:px-5">
      <div>
        <div ref={topRef} className="h-px" />
        {hasOlder ? (
          <div className="flex justify-center pb-3">
            {loadingOlder ? (
              <Spinner className="size-5 text-violet-700" label={mm.loadingOlder} />
            ) : (
              <Button variant="ghost" size="sm" onClick={onLoadOlder}>
                {mm.loadOlder}
              </Button>
            )}
          </div>
        ) : null}
        {empty ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center" role="status">
            <MessageCircle className="size-9 text-slate-400" aria-hidden="true" />
            <p className="font-semibold text-slate-900">{mm.noMessages}</p>
            <p className="text-sm text-slate-600">{mm.noMessagesHint}</p>
          </div>
        ) : null}
        {/* The live region wraps the list: a role on the <ol> itself would take its list semantics away. */}
        <div role="log" aria-live="polite" aria-label={props.label}>
          <ol className="flex flex-col gap-2">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                content={message.content}
                fromMe={message.fromMe}
                createdAt={message.createdAt}
                status="sent"
                attachment={message.attachment}
                seen={message === lastSeen}
                {...(message.fromMe ? {} : { reportId: message.id })}
              />
            ))}
            {outgoing.map((item) => (
              <MessageBubble
                key={item.localId}
                content={item.content}
                pendingFile={item.file}
                fromMe
                status={item.status}
                onRetry={() => props.onRetry(item.localId)}
              />
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
