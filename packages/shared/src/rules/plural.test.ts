import { describe, expect, it } from 'vitest';
import { countTexts } from '../counts.fr';
import { plural } from './plural';

describe('plural (French rules)', () => {
  const forms = { one: '{count} non lue', other: '{count} non lues' };

  it('uses the singular for 0 and 1, the plural from 2', () => {
    expect(plural(0, forms)).toBe('0 non lue');
    expect(plural(1, forms)).toBe('1 non lue');
    expect(plural(2, forms)).toBe('2 non lues');
    expect(plural(1000, forms)).toBe('1000 non lues');
  });

  it('shows a given text for the count, agreeing with the number', () => {
    expect(plural(12, forms, '9+')).toBe('9+ non lues');
  });

  it('agrees the interface counts and their accessible names', () => {
    expect(plural(1, countTexts.notificationsUnread)).toBe('Notifications (1 non lue)');
    expect(plural(2, countTexts.notificationsUnread)).toBe('Notifications (2 non lues)');
    expect(plural(1, countTexts.messagesUnread)).toBe('Messages (1 conversation non lue)');
    expect(plural(3, countTexts.messagesUnread)).toBe('Messages (3 conversations non lues)');
    expect(plural(1, countTexts.conversationUnread)).toBe('1 non lu');
    expect(plural(4, countTexts.conversationUnread)).toBe('4 non lus');
    expect(plural(1, countTexts.moreCategories)).toBe('1 autre catégorie');
    expect(plural(2, countTexts.moreCategories)).toBe('2 autres catégories');
    expect(plural(1, countTexts.lastEntries)).toBe('1 dernière entrée');
    expect(plural(1, countTexts.unreadSuffix)).toBe('(1 non lue)');
    expect(plural(1, countTexts.messagesUnreadSuffix)).toBe('(1 conversation non lue)');
  });
});
