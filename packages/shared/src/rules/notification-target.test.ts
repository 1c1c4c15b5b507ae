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
  it("sends a message to the sender's conversation", () => {
    expect(notificationTarget('message', id)).toBe(`/messages/${id}`);
  });
  it('falls back to the list without a related id', () => {
    expect(notificationTarget('project', null)).toBe('/projets');
    expect(notificationTarget('message', null)).toBe('/messages');
  });
});
