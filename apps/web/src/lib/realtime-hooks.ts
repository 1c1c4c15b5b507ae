import type { RealtimeEventType } from '@plateau/shared/events';
import { useContext, useEffect, useRef } from 'react';
import type { RealtimeEventHandler } from './realtime';
import { RealtimeContext } from './realtime-context';

/** Calls the handler on every realtime event of that type (the latest handler, without resubscribing). */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: RealtimeEventHandler<T>,
): void {
  const client = useContext(RealtimeContext);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!client) return undefined;
    return client.on(type, (event, room) => handlerRef.current(event, room));
  }, [client, type]);
}

/** Receives the events of a room (`article:<id>`, `project:<id>`) while mounted; null subscribes to nothing. */
export function useRealtimeRoom(room: string | null): void {
  const client = useContext(RealtimeContext);
  useEffect(() => {
    if (!client || !room) return undefined;
    return client.retainRoom(room);
  }, [client, room]);
}
