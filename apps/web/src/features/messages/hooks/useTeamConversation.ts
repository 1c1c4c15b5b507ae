import type { TeamMessage, TeamMessagePage } from '@plateau/shared/schemas/team-conversation';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { teamApi } from '../api';
import { messagesKeys } from '../query-keys';

/** The unread messages of a project's team conversation (the tab's badge), kept live by messages/live.ts. */
export function useTeamUnread(projectId: string, enabled: boolean): number {
  const query = useQuery({
    queryKey: messagesKeys.team(projectId),
    queryFn: ({ signal }) => teamApi.conversation(projectId, signal),
    enabled,
    staleTime: 30_000,
  });
  return enabled ? (query.data?.unreadCount ?? 0) : 0;
}

/** The team's messages: the newest page first, older pages on demand (scrolling up). */
export function useTeamThread(projectId: string) {
  return useInfiniteQuery({
    queryKey: messagesKeys.teamThread(projectId),
    queryFn: ({ pageParam, signal }) => teamApi.thread(projectId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** Marks the conversation read (while the tab is open), then the tab's and the navigation's badges follow. */
export function useTeamMarkRead(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => teamApi.markRead(projectId),
    onSuccess: async () => {
      queryClient.setQueryData(messagesKeys.team(projectId), { unreadCount: 0 });
      await queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() });
    },
    onError: (error) => console.error(error),
  });
}

/** Puts a confirmed message on top of the team thread's newest page (once). */
export function withTeamMessage(data: InfiniteData<TeamMessagePage> | undefined, message: TeamMessage) {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}
