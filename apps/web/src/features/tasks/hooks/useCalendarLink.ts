import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '../api';
import { taskKeys } from '../query-keys';

/** The member's private calendar URL, and a new one (the old one stops working). */
export function useCalendarLink() {
  const queryClient = useQueryClient();
  return {
    link: useQuery({ queryKey: taskKeys.calendar(), queryFn: ({ signal }) => tasksApi.calendar(signal) }),
    rotate: useMutation({
      mutationFn: () => tasksApi.rotateCalendar(),
      onSuccess: (url) => queryClient.setQueryData(taskKeys.calendar(), url),
    }),
  };
}
