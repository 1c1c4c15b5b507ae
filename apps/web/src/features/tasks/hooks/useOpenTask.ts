import { useSearchParams } from 'react-router';
import { ApiRequestError } from '@/lib/api';
import { useTask } from './useTaskBoard';

/** The URL parameter of an open task: `/projets/{id}?tache={taskId}`. */
const taskParam = 'tache';

/**
 * The task the URL names on a project's board: the dialog opens on a task of this board, loaded or not among
 * its cards (a notification's link); its description and abilities come with the whole task. It closes once
 * the task is deleted (404) or when the task belongs to another project.
 */
export function useOpenTask(projectId: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(taskParam);
  const opened = useTask(openId);
  const gone = opened.error instanceof ApiRequestError && opened.error.status === 404;
  const task =
    opened.data?.projectId === projectId && !gone && opened.data.id === openId ? opened.data : undefined;

  /** Opens a task (a new history entry) or closes the open one (replacing the entry). */
  const setOpen = (taskId: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (taskId) next.set(taskParam, taskId);
        else next.delete(taskParam);
        return next;
      },
      { replace: taskId === null },
    );

  return { task, setOpen };
}
