// The task boards feature's public surface (its board, loaded lazily by the project page, is in board.ts).
export { tasksLive } from './live';
export { taskKeys } from './query-keys';
