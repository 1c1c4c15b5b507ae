import { articleRoom } from '@plateau/shared/events';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeRoom } from '../../../lib/realtime-hooks';
import { magazineKeys } from '../query-keys';

/** Joins `article:<id>` while the article is open and refetches its comments on `comment.changed`. */
export function useLiveComments(articleId: string): void {
  const queryClient = useQueryClient();
  useRealtimeRoom(articleRoom(articleId));
  useRealtimeEvent('comment.changed', (event) => {
    if (event.articleId !== articleId) return;
    void queryClient.invalidateQueries({ queryKey: magazineKeys.comments(articleId) });
  });
}
