import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const id = '5b0c3f7e-2a51-4c8e-9d53-0d1f2a3b4c5d';

describe('notificationTarget', () => {
  it('sends a connection to the network page', () => {
    expect(notificationTarget('connection', id)).toBe('/reseau');
    expect(notificationTarget('connection', null)).toBe('/reseau');
  });
  it('sends a project or a task to its project', () => {
    expect(notificationTarget('project', id)).toBe(`/projets/${id}`);
    expect(notificationTarget('task', id)).toBe(`/projets/${id}`);
  });
  it("opens a task's dialog on its project page", () => {
    const taskId = '0f8e6a2c-1b3d-4e5f-8a9b-7c6d5e4f3a2b';
    expect(notificationTarget('task', id, taskId)).toBe(`/projets/${id}?tache=${taskId}`);
    expect(notificationTarget('task', null, taskId)).toBe('/projets');
  });
  it("sends a message to the sender's conversation", () => {
    expect(notificationTarget('message', id)).toBe(`/messages/${id}`);
    expect(notificationTarget('message', id, null, 'message')).toBe(`/messages/${id}`);
  });

  it("sends a team message to its project's 'Discussion' tab", () => {
    expect(notificationTarget('message', id, null, 'teamMessage')).toBe(`/projets/${id}?onglet=discussion`);
  });
  it('sends a comment to its magazine article', () => {
    expect(notificationTarget('comment', id)).toBe(`/magazine/${id}`);
    expect(notificationTarget('comment', null)).toBe('/magazine');
  });
  it('falls back to the list without a related id', () => {
    expect(notificationTarget('project', null)).toBe('/projets');
    expect(notificationTarget('message', null)).toBe('/messages');
  });
});
