// The task boards feature's public surface: the project page shows the task card.
export { TaskBoardCard } from './components/TaskBoardCard';
export { tasksLive } from './live';
export { taskKeys } from './query-keys';
