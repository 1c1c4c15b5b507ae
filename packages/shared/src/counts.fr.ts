import { magazineMessages } from './messages/magazine.fr';
import { messagingMessages } from './messages/messaging.fr';
import { messages } from './messages.fr';
import type { PluralForms } from './rules/plural';

/**
 * The counts of the interface with both French forms, for `plural(count, forms)`: the plural form is the
 * existing text of messages/, the singular one is written here (to move beside it in messages/<area>.fr.ts).
 */
export const countTexts = {
  notificationsUnread: { one: 'Notifications ({count} non lue)', other: messages.nav.notificationsUnread },
  unreadSuffix: { one: '({count} non lue)', other: messages.nav.unreadSuffix },
  messagesUnread: { one: 'Messages ({count} conversation non lue)', other: messagingMessages.navUnread },
  messagesUnreadSuffix: { one: '({count} conversation non lue)', other: messagingMessages.navUnreadSuffix },
  conversationUnread: { one: '{count} non lu', other: messagingMessages.unreadCount },
  moreCategories: { one: '{count} autre catégorie', other: magazineMessages.moreCategoriesLabel },
  logEntries: { one: messages.diagnostics.logsCountOne, other: messages.diagnostics.logsCount },
  lastEntries: { one: '{count} dernière entrée', other: messages.diagnostics.lastEntries },
} satisfies Record<string, PluralForms>;
