import { lazy } from 'react';

// The task dialogs (their forms and checks: zod and the task schemas, some 70 ms of start-up on a phone) load
// when one first opens, or when the pointer or focus comes near what opens them.
export const loadNewTaskDialog = () => import('./NewTaskDialog');
export const loadTaskDetailsDialog = () => import('./TaskDetailsDialog');
export const NewTaskDialog = lazy(() =>
  loadNewTaskDialog().then((module) => ({ default: module.NewTaskDialog })),
);
export const TaskDetailsDialog = lazy(() =>
  loadTaskDetailsDialog().then((module) => ({ default: module.TaskDetailsDialog })),
);
