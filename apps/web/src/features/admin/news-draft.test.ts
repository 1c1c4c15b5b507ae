import { describe, expect, it } from 'vitest';
import { emptyDraft, inputOf } from './news-draft';

describe('the article form to the API', () => {
  it('sends the event date and place only for an event, and the tags as a list', () => {
    const draft = {
      ...emptyDraft,
      title: 'Festival',
      content: 'Trois jours.',
      tags: ' cinéma, , été ',
      eventDate: '2026-07-01T20:00',
      eventLocation: 'Lyon',
    };
    const article = inputOf(draft);
    expect(article.tags).toEqual(['cinéma', 'été']);
    expect(article.eventDate).toBeNull();
    expect(article.eventLocation).toBeNull();
    const event = inputOf({ ...draft, categories: ['Événements'] });
    expect(event.eventLocation).toBe('Lyon');
    expect(event.eventDate).toBe(new Date('2026-07-01T20:00').toISOString());
  });
});
