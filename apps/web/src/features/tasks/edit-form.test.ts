import type { Task } from '@plateau/shared/schemas/tasks';
import { describe, expect, it } from 'vitest';
import { checkedValues, editBody, editOptions, editValuesOf, keepAssignee } from './edit-form';

const hidden = { id: null, fullName: 'Membre anonyme', avatarUrl: null, deleted: false };
const task = (assignee: Task['assignee'], assigneeOption: string | null): Task => ({
  id: 't1',
  projectId: 'p1',
  title: 'Repérages',
  description: null,
  status: 'à faire',
  dueDate: null,
  assignee,
  assigneeOption,
  commentCount: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  abilities: { edit: true, move: true, comment: true, delete: true },
});
const owner = { id: 'owner', fullName: 'Camille', avatarUrl: null, isOwner: true };

describe('the edit form of a task (issue 27: people the viewer may not see)', () => {
  it('keeps an assignee of a hidden team: shown as such, never sent back unless changed', () => {
    const hiddenTask = task(hidden, null);
    const values = editValuesOf(hiddenTask);
    expect(values.assignedTo).toBe(keepAssignee);
    expect(editOptions(hiddenTask, [owner])).toEqual([
      owner,
      { ...hidden, id: keepAssignee, isOwner: false },
    ]);
    expect(checkedValues(values).assignedTo).toBe('');
    // Renaming the task does not unassign the hidden member.
    expect(editBody(hiddenTask, { ...values, title: 'Autre titre' })).not.toHaveProperty('assignedTo');
    expect(editBody(hiddenTask, { ...values, assignedTo: 'owner' })).toMatchObject({ assignedTo: 'owner' });
    expect(editBody(hiddenTask, { ...values, assignedTo: '' })).toMatchObject({ assignedTo: null });
  });

  it('selects an anonymous member through their option, and an unassigned task as none', () => {
    const anonymous = task({ ...hidden, fullName: 'Maquilleuse' }, 'row-1');
    const option = { id: 'row-1', fullName: 'Maquilleuse', avatarUrl: null, isOwner: false };
    expect(editValuesOf(anonymous).assignedTo).toBe('row-1');
    expect(editOptions(anonymous, [owner, option])).toEqual([owner, option]);
    expect(editValuesOf(task(null, null)).assignedTo).toBe('');
    expect(editOptions(task(null, null), [owner])).toEqual([owner]);
  });
});
