// The task board, the tasks feature's second public surface: the project page loads it lazily (drag and drop,
// forms and their checks), so it is kept out of index.ts, which the live rules of every member page import.
export { TaskBoardCard } from './components/TaskBoardCard';
