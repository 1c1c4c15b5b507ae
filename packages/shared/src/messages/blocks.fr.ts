/**
 * French texts of blocking and message requests (issue 31, parts 1 and 2): the 'Bloquer' dialog, the settings
 * sections 'Membres bloqués' and 'Qui peut m'écrire', the 'Demandes' tab of /messages.
 */
export const blockMessages = {
  // 'Bloquer' (profile, conversation, comment menu) and its confirmation.
  block: 'Bloquer',
  blockMember: 'Bloquer {name}',
  blockTitle: 'Bloquer {name} ?',
  blockExplanation:
    "{name} ne pourra plus vous écrire, vous demander en connexion, vous ajouter à un projet ni rejoindre les vôtres, ni voir votre profil. Les demandes en attente entre vous sont retirées et la conversation disparaît de vos messages. {name} n'en est pas averti.",
  blockConfirm: 'Bloquer',
  blocked: '{name} est bloqué',
  blockError: 'Impossible de bloquer ce membre',
  moreActions: "Plus d'actions",
  // 'Membres bloqués' (settings).
  blockedTitle: 'Membres bloqués',
  blockedSubtitle:
    "Les membres bloqués ne peuvent plus vous écrire, vous demander en connexion ni voir votre profil. Ils n'en sont pas avertis.",
  blockedEmpty: "Vous n'avez bloqué aucun membre.",
  blockedSince: 'Bloqué le {date}',
  blockedLoadError: 'Impossible de charger les membres bloqués',
  unblock: 'Débloquer',
  unblockMember: 'Débloquer {name}',
  unblocked: '{name} est débloqué',
  unblockError: 'Impossible de débloquer ce membre',
  blockedProfileNotice: 'Vous avez bloqué ce membre.',
  // Server refusals.
  cannotBlockSelf: 'Vous ne pouvez pas vous bloquer vous-même',
  userNotFound: 'Utilisateur non trouvé',
  notBlocked: "Ce membre n'est pas bloqué",
  // 'Qui peut m'écrire' (settings).
  messagingTitle: "Qui peut m'écrire",
  messagingSubtitle:
    "Avec « Mes connexions uniquement », le premier message d'un membre qui n'est pas l'une de vos connexions arrive dans l'onglet « Demandes » de vos messages : vous l'acceptez ou le supprimez.",
  messagePolicies: { 'tout le monde': 'Tout le monde', connexions: 'Mes connexions uniquement' },
  messagingSaved: 'Préférence enregistrée',
  messagingSaveError: "Impossible d'enregistrer la préférence",
  messagingLoadError: 'Impossible de charger la préférence',
  invalidMessagePolicy: 'Choisissez « Tout le monde » ou « Mes connexions uniquement »',
  // The 'Demandes' tab of /messages.
  tabsLabel: 'Boîtes de messages',
  mainTab: 'Messages',
  requestsTab: 'Demandes',
  requestsCount: { one: '{count} demande en attente', other: '{count} demandes en attente' },
  requestsEmpty: 'Aucune demande de message',
  requestsEmptyText:
    'Les premiers messages des membres qui ne sont pas vos connexions arrivent ici quand vous avez choisi « Mes connexions uniquement ».',
  requestBanner: "{name} n'est pas l'une de vos connexions et souhaite vous écrire.",
  accept: 'Accepter',
  delete: 'Supprimer',
  report: 'Signaler',
  accepted: 'Demande acceptée',
  acceptError: "Impossible d'accepter la demande",
  deleted: 'Demande supprimée',
  deleteError: 'Impossible de supprimer la demande',
  requestNotFound: 'Demande de message introuvable',
  invalidBox: 'Boîte de messages inconnue',
} as const;
