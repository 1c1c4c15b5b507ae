import type { TaskStatus } from '@plateau/shared/enums';
import type { TaskBoard, TaskCard, TaskColumn, TaskPage } from '@plateau/shared/schemas/tasks';

/** A Kanban column as the page holds it: the pages loaded so far ('Afficher plus'), in the board's order. */
export type LoadedColumn = TaskColumn & {
  /** Pages of the server loaded in this column: a refetch loads as many again. */
  pages: number;
};

/** The board in the query cache: its columns with every page loaded, who may be assigned, the abilities. */
export type LoadedBoard = Omit<TaskBoard, 'columns'> & { columns: LoadedColumn[] };

/** The board's answer as the cache holds it: one page per column. */
export const loadedBoardOf = (board: TaskBoard): LoadedBoard => ({
  ...board,
  columns: board.columns.map((column) => ({ ...column, pages: 1 })),
});

/** Tasks on the board in all, whether their cards are loaded or not. */
export const boardTotal = (board: LoadedBoard) =>
  board.columns.reduce((sum, column) => sum + column.total, 0);

/** The board's order in a column (spec 2 §7): newest first, then by id, as the server sorts. */
const newerFirst = (a: TaskCard, b: TaskCard) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * Appends a column's next page. Cards the board already shows (in any column: a card moved while the
 * page was on its way) are left out, so a card never shows twice.
 */
export function withPage(board: LoadedBoard, status: TaskStatus, page: TaskPage): LoadedBoard {
  const shown = new Set(board.columns.flatMap((column) => column.items.map((card) => card.id)));
  return {
    ...board,
    columns: board.columns.map((column) =>
      column.status === status
        ? {
            ...column,
            items: [...column.items, ...page.items.filter((card) => !shown.has(card.id))],
            nextCursor: page.nextCursor,
            pages: column.pages + 1,
          }
        : column,
    ),
  };
}

/** The card of a task if the board shows it. */
export const cardOf = (board: LoadedBoard, taskId: string): TaskCard | undefined =>
  board.columns.flatMap((column) => column.items).find((card) => card.id === taskId);

/** The board without a card (its column counts one task less), or the board itself when it is not shown. */
export function withoutCard(board: LoadedBoard, taskId: string): LoadedBoard {
  if (!board.columns.some((column) => column.items.some((card) => card.id === taskId))) return board;
  return {
    ...board,
    columns: board.columns.map((column) =>
      column.items.some((card) => card.id === taskId)
        ? { ...column, total: column.total - 1, items: column.items.filter((card) => card.id !== taskId) }
        : column,
    ),
  };
}

/**
 * Puts a card in its status's column at its place in the board's order (the column counts one more), once:
 * out of any other column first. Past the last loaded card of a column that has more pages, only the count
 * changes: the card comes with its page.
 */
export function withCard(board: LoadedBoard, card: TaskCard): LoadedBoard {
  // Still in its column: the card keeps its place (the board's order never changes for a task).
  if (cardOf(board, card.id)?.status === card.status) {
    return {
      ...board,
      columns: board.columns.map((column) =>
        column.status === card.status
          ? { ...column, items: column.items.map((item) => (item.id === card.id ? card : item)) }
          : column,
      ),
    };
  }
  const rest = withoutCard(board, card.id);
  return {
    ...rest,
    columns: rest.columns.map((column) => {
      if (column.status !== card.status) return column;
      const at = column.items.findIndex((item) => newerFirst(card, item) < 0);
      if (at === -1 && column.nextCursor !== null) return { ...column, total: column.total + 1 };
      const items = [...column.items];
      items.splice(at === -1 ? items.length : at, 0, card);
      return { ...column, total: column.total + 1, items };
    }),
  };
}

/**
 * A card moved to a column (a drop, or another member's move), unless the board holds a newer version of
 * it (last write wins). A card the board does not show is left to the refetch.
 */
export function withMove(
  board: LoadedBoard,
  move: { taskId: string; status: TaskStatus; updatedAt?: string },
): LoadedBoard {
  const card = cardOf(board, move.taskId);
  if (!card || (move.updatedAt !== undefined && card.updatedAt >= move.updatedAt)) return board;
  return withCard(board, { ...card, status: move.status, updatedAt: move.updatedAt ?? card.updatedAt });
}
