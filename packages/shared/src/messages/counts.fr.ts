import type { PluralForms } from '../rules/plural';
import { diagnosticsMessages } from './diagnostics.fr';
import { messagingMessages } from './messaging.fr';
import { navMessages } from './shell.fr';

/**
 * The counts of the interface with both French forms, for `plural(count, forms)`: both forms are written here, or
 * point at the area's text where other code reads it too.
 */
export const countTexts = {
  notificationsUnread: { one: 'Notifications ({count} non lue)', other: navMessages.notificationsUnread },
  unreadSuffix: { one: '({count} non lue)', other: navMessages.unreadSuffix },
  messagesUnread: {
    one: 'Messages ({count} conversation non lue)',
    other: 'Messages ({count} conversations non lues)',
  },
  messagesUnreadSuffix: { one: '({count} conversation non lue)', other: '({count} conversations non lues)' },
  conversationUnread: { one: '{count} non lu', other: messagingMessages.unreadCount },
  moreCategories: { one: '{count} autre catégorie', other: '{count} autres catégories' },
  logEntries: { one: '{count} entrée en mémoire', other: '{count} entrées en mémoire' },
  searchResults: { one: '{count} résultat', other: '{count} résultats' },
  searchResultsMore: { one: 'Plus de {count} résultat', other: 'Plus de {count} résultats' },
  lastEntries: { one: '{count} dernière entrée', other: diagnosticsMessages.lastEntries },
} satisfies Record<string, PluralForms>;
