import type { AdminNews } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, inputOf } from './news-draft';

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

describe('an article in the form', () => {
  it('keeps its categories in their order and leaves out one the magazine no longer has', () => {
    const article: AdminNews = {
      id: 'a',
      title: 'Titre',
      content: 'Texte',
      summary: null,
      categories: ['Réseau', 'Ancienne rubrique', 'Événements'],
      tags: ['un', 'deux'],
      imageUrl: null,
      isPublished: true,
      publishDate: null,
      eventDate: null,
      eventLocation: null,
      authorName: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const draft = draftOf(article);
    expect(draft.categories).toEqual(['Réseau', 'Événements']);
    expect(draft.tags).toBe('un, deux');
  });
});
