import type { TaskStatus } from '@plateau/shared/enums';
import type { TaskCard } from '@plateau/shared/schemas/tasks';
import { describe, expect, it } from 'vitest';
import { type LoadedBoard, withCard, withMove, withoutCard, withPage } from './board-cache';

/** A card created at minute `minute` (a larger minute is newer). */
const card = (id: string, status: TaskStatus, minute: number): TaskCard => ({
  id,
  title: `Tâche ${id}`,
  status,
  dueDate: null,
  assignee: null,
  commentCount: 0,
  createdAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  updatedAt: '2026-01-01T12:00:00.000Z',
});

/** 'à faire' shows a, b, c (newest first) of 5 tasks, with a next page; 'en cours' shows d, all of it. */
const board = (): LoadedBoard => ({
  columns: [
    {
      status: 'à faire',
      total: 5,
      items: [card('a', 'à faire', 50), card('b', 'à faire', 40), card('c', 'à faire', 30)],
      nextCursor: 'page-2',
      pages: 1,
    },
    { status: 'en cours', total: 1, items: [card('d', 'en cours', 45)], nextCursor: null, pages: 1 },
    { status: 'terminé', total: 0, items: [], nextCursor: null, pages: 1 },
  ],
  assignees: [],
  abilities: { create: true, move: true },
});
const view = (value: LoadedBoard) =>
  value.columns.map(
    (column) => `${column.status} ${column.total}: ${column.items.map((c) => c.id).join(' ')}`,
  );

describe('the board in the cache', () => {
  it('moves a card to its place in another column, counts following', () => {
    expect(view(withMove(board(), { taskId: 'b', status: 'en cours' }))).toEqual([
      'à faire 4: a c',
      'en cours 2: d b',
      'terminé 0: ',
    ]);
    expect(view(withMove(board(), { taskId: 'd', status: 'à faire' }))).toEqual([
      'à faire 6: a d b c',
      'en cours 0: ',
      'terminé 0: ',
    ]);
  });

  it('counts a card moved past the loaded cards of a longer column without showing it yet', () => {
    const older = withCard(board(), card('z', 'en cours', 5));
    expect(view(withMove(older, { taskId: 'z', status: 'à faire' }))).toEqual([
      'à faire 6: a b c',
      'en cours 1: d',
      'terminé 0: ',
    ]);
  });

  it('ignores an older version of a card (last write wins) and a card it does not show', () => {
    const stale = { taskId: 'a', status: 'terminé' as const, updatedAt: '2026-01-01T11:00:00.000Z' };
    expect(withMove(board(), stale)).toEqual(board());
    expect(withMove(board(), { taskId: 'inconnue', status: 'terminé' })).toEqual(board());
  });

  it('keeps an edited card in its place, even the last one loaded', () => {
    const edited = { ...card('c', 'à faire', 30), title: 'Nouveau titre' };
    const after = withCard(board(), edited);
    expect(view(after)).toEqual(view(board()));
    expect(after.columns[0]?.items[2]?.title).toBe('Nouveau titre');
  });

  it('adds a new card on top of its column and removes a deleted one', () => {
    expect(view(withCard(board(), card('n', 'terminé', 59)))[2]).toBe('terminé 1: n');
    expect(view(withoutCard(board(), 'b'))[0]).toBe('à faire 4: a c');
    expect(withoutCard(board(), 'inconnue')).toEqual(board());
  });

  it("appends a column's next page, leaving out the cards the board already shows", () => {
    const page = { items: [card('d', 'à faire', 20), card('e', 'à faire', 10)], nextCursor: null };
    const after = withPage(board(), 'à faire', page);
    expect(view(after)[0]).toBe('à faire 5: a b c e');
    expect(after.columns[0]).toMatchObject({ nextCursor: null, pages: 2 });
    expect(view(after)[1]).toBe('en cours 1: d');
  });
});
