import { describe, expect, it } from 'vitest';
import { emailCategoryOf, notificationTypesOf, rolesForProfession } from './email-notifications';

describe('rolesForProfession', () => {
  it('maps the demo professions, feminine forms included, to project roles', () => {
    expect(rolesForProfession('Monteuse')).toEqual(['monteur']);
    expect(rolesForProfession('Directrice photo')).toEqual(['cadreur']);
    expect(rolesForProfession('Cadreur')).toEqual(['cadreur']);
    expect(rolesForProfession('Comédienne et chanteuse')).toEqual(['acteur']);
    expect(rolesForProfession('Ingénieur son')).toEqual(['ingénieur son']);
    expect(rolesForProfession('Mixeur')).toEqual(['ingénieur son']);
    expect(rolesForProfession('Réalisatrice')).toEqual(['réalisateur']);
    expect(rolesForProfession('Productrice')).toEqual(['producteur']);
    expect(rolesForProfession('Scénariste')).toEqual(['scénariste']);
  });

  it('gives nothing for a profession no project role names', () => {
    expect(rolesForProfession('Costumière')).toEqual([]);
    expect(rolesForProfession('Chorégraphe')).toEqual([]);
    expect(rolesForProfession(null)).toEqual([]);
    expect(rolesForProfession('')).toEqual([]);
  });
});

describe('emailCategoryOf', () => {
  it('files each notification type under its e-mail category', () => {
    expect(emailCategoryOf('message')).toBe('messages');
    expect(emailCategoryOf('connection')).toBe('connections');
    expect(emailCategoryOf('project')).toBe('projects');
    expect(emailCategoryOf('task')).toBe('tasks');
    expect(emailCategoryOf('comment')).toBe('magazine');
    expect(emailCategoryOf('moderation')).toBeNull();
    expect(notificationTypesOf(['projects', 'tasks', 'magazine'])).toEqual(['project', 'task', 'comment']);
    expect(notificationTypesOf(['magazine'])).toEqual(['comment']);
  });
});
