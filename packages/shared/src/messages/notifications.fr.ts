/** French texts of notifications (spec 1 §2, §7, §8): the texts the product creates and the page's. */
export const notificationTexts = {
  connectionRequest: '{name} souhaite se connecter avec vous.',
  connectionAccepted: '{name} a accepté votre demande de connexion.',
  message: '{name} vous a envoyé un message.',
  /** Another member commented on an article the member commented on or saved (issue 30, 'Magazine et commentaires'). */
  articleComment: '{name} a commenté l’article « {article} ».',
  /** A project or task notice whose sentence does not name its project: the spec's sentence, then the project. */
  inProject: '{sentence} — {project}',
} as const;

/** The /notifications page, its toasts (spec 1 §8) and the API's errors. */
export const notificationMessages = {
  title: 'Notifications',
  subtitle: 'Demandes de connexion, messages, activité de vos projets et commentaires du magazine.',
  loginText: 'Connectez-vous pour consulter vos notifications.',
  filtersLabel: 'Filtrer les notifications',
  typeLabel: 'Type',
  stateLabel: 'État',
  allTypes: 'Tous les types',
  allStates: 'Toutes',
  unread: 'Non lues',
  read: 'Lues',
  typeNames: {
    message: 'Message',
    connection: 'Connexion',
    project: 'Projet',
    task: 'Tâche',
    moderation: 'Modération',
    comment: 'Commentaire',
  },
  typeFilterNames: {
    message: 'Messages',
    connection: 'Connexions',
    project: 'Projets',
    task: 'Tâches',
    moderation: 'Modération',
    comment: 'Magazine',
  },
  resetFilters: 'Réinitialiser les filtres',
  markAllRead: 'Tout marquer comme lu',
  markRead: 'Marquer comme lu',
  markReadLabel: 'Marquer comme lu : {content}',
  delete: 'Supprimer',
  deleteLabel: 'Supprimer la notification : {content}',
  unreadDot: 'Non lue',
  unreadSummaryNone: 'Aucune notification non lue',
  unreadSummaryOne: '1 notification non lue',
  unreadSummaryMany: '{count} notifications non lues',
  loadMore: 'Charger plus',
  empty: 'Aucune notification',
  emptyHint: 'Les demandes de connexion, les messages et l’activité de vos projets apparaîtront ici.',
  emptyFiltered: 'Aucune notification ne correspond à ces filtres.',
  emptyFilteredHint: 'Essayez un autre type ou un autre état.',
  // Toasts (spec 1 §8).
  markError: 'Erreur lors du marquage de la notification',
  deleteError: 'Erreur lors de la suppression de la notification',
  deleted: 'Notification supprimée',
  loadError: 'Erreur lors du chargement des notifications',
  markAllError: 'Erreur lors du marquage des notifications',
  allMarked: 'Toutes les notifications ont été marquées comme lues',
  // API errors.
  notFound: 'Notification introuvable',
  invalidType: 'Type de notification inconnu (message, connection, project, task, moderation ou comment)',
  invalidReadState: 'État de lecture invalide (true ou false)',
  invalidLimit: 'Le nombre de notifications par page doit être compris entre 1 et {max}',
} as const;
