/**
 * French texts of the task boards (spec 2 §2, §5, §8): the task card of /projets/{id}, the new-task and
 * task-details dialogs, comments, reminders and the calendar feed. Texts with `{token}` placeholders are
 * filled with `fill(text, { token })`.
 */
export const taskMessages = {
  // Task card on /projets/{id}.
  title: 'Tâches',
  kanban: 'Kanban',
  list: 'Liste',
  viewToggle: 'Affichage des tâches',
  newTask: 'Nouvelle tâche',
  late: 'En retard',
  unassigned: 'Non assigné',
  noDueDate: 'Aucune date',
  dueOn: 'Échéance : {date}',
  readOnly: 'Lecture seule : seuls le créateur et les membres du projet modifient ces tâches.',
  sortLabel: 'Trier par',
  sortByDueDate: "Date d'échéance",
  sortByStatus: 'Statut',
  columnCount: { one: '{count} tâche', other: '{count} tâches' },
  /** On a phone the board shows one column at a time, picked by these tabs ('À faire', 'En cours', 'Terminé'). */
  columnTabs: 'Colonnes du tableau',
  columnLabels: { 'à faire': 'À faire', 'en cours': 'En cours', terminé: 'Terminé' },
  showMore: 'Afficher plus ({count} de plus)',
  openTask: 'Ouvrir la tâche « {title} »',
  dragHandle: 'Déplacer la tâche « {title} »',
  // Screen-reader texts of the drag and drop (keyboard: space to lift, arrows to move, space to drop).
  drag: {
    instructions:
      'Appuyez sur Espace pour saisir la tâche, utilisez les flèches pour la déplacer entre les colonnes, Espace pour la déposer, Échap pour annuler.',
    lifted: 'Tâche « {title} » saisie, dans la colonne « {column} ».',
    moved: 'Tâche « {title} » au-dessus de la colonne « {column} ».',
    dropped: 'Tâche « {title} » déposée dans la colonne « {column} ».',
    cancelled: 'Déplacement annulé : la tâche « {title} » reste dans la colonne « {column} ».',
  },
  empty: 'Aucune tâche',
  commentCount: { one: '{count} commentaire', other: '{count} commentaires' },

  // New-task and details dialogs.
  fields: {
    title: 'Titre',
    description: 'Description',
    dueDate: "Date d'échéance",
    status: 'Statut',
    assignee: 'Assigné à',
  },
  detailsTitle: 'Détails de la tâche',
  deleteTask: 'Supprimer la tâche',
  deleteTaskConfirm: 'Êtes-vous sûr de vouloir supprimer la tâche « {title} » et ses commentaires ?',
  commentSubmit: 'Commenter',
  commentBy: '{name}, {date}',
  submitCreate: 'Créer la tâche',
  submitEdit: 'Enregistrer',
  cancel: 'Annuler',
  saving: 'Enregistrement...',

  // Comment thread.
  comments: 'Commentaires',
  noComments: 'Aucun commentaire',
  commentLabel: 'Ajouter un commentaire',
  commentPlaceholder: 'Écrire un commentaire...',
  deleteComment: 'Supprimer le commentaire',
  deleteCommentTitle: 'Supprimer le commentaire',
  deleteCommentConfirm: 'Êtes-vous sûr de vouloir supprimer ce commentaire ?',

  // Toasts (spec 2 §8).
  created: 'Tâche créée avec succès',
  createError: 'Erreur lors de la création de la tâche',
  updated: 'Tâche mise à jour',
  updateError: 'Erreur lors de la mise à jour de la tâche',
  statusUpdated: 'Statut de la tâche mis à jour',
  statusError: 'Erreur lors de la mise à jour du statut',
  deleted: 'Tâche supprimée',
  deleteError: 'Erreur lors de la suppression de la tâche',
  commentAdded: 'Commentaire ajouté',
  commentDeleted: 'Commentaire supprimé',
  commentAddError: "Erreur lors de l'ajout du commentaire",
  commentDeleteError: 'Erreur lors de la suppression du commentaire',
  loadError: 'Erreur lors du chargement des tâches',

  // Validation (spec 2 §5) and the server's refusals.
  titleRequired: 'Le titre de la tâche est obligatoire',
  titleTooLong: 'Le titre doit contenir au plus {max} caractères',
  descriptionTooLong: 'La description doit contenir au plus {max} caractères',
  invalidStatus: 'Statut de tâche inconnu (à faire, en cours ou terminé)',
  invalidSort: "Tri inconnu (date d'échéance ou statut)",
  invalidAssignee: 'La personne assignée doit être le créateur ou un membre du projet.',
  nothingToChange: 'Aucune modification demandée',
  commentRequired: 'Le commentaire ne peut pas être vide',
  commentTooLong: 'Le commentaire doit contenir au plus {max} caractères',
  notFound: 'Tâche introuvable.',
  commentNotFound: 'Commentaire introuvable.',
  notAllowed: 'Seuls le créateur et les membres du projet peuvent créer, modifier ou déplacer ses tâches.',
  commentNotAllowed: 'Seuls le créateur et les membres du projet peuvent commenter ses tâches.',
  ownCommentOnly: 'Vous ne pouvez supprimer que vos propres commentaires.',

  // Notifications written by this area (type 'task', related to the project).
  notifications: {
    assigned: 'Une nouvelle tâche "{title}" vous a été assignée.',
    dueTomorrow: 'Rappel : la tâche « {title} » du projet « {project} » est à rendre demain.',
    overdue: 'La tâche « {title} » du projet « {project} » est en retard : elle était à rendre hier.',
  },
} as const;

/** The private calendar feed (iCalendar) of a member: its page texts, events and errors. */
export const calendarMessages = {
  title: 'Mon agenda',
  description:
    'Abonnez votre agenda (Google Agenda, Calendrier Apple, Thunderbird) à ce lien privé : il liste les échéances de vos tâches et les dates de vos projets.',
  loadError: 'Erreur lors du chargement du lien de calendrier',
  feedName: 'Plateau : {name}',
  feedDescription: 'Échéances des tâches et dates des projets de {name} sur Plateau',
  taskDue: 'Échéance : {title}',
  taskDueDescription: 'Tâche du projet « {project} »',
  projectDeadline: 'Date limite du projet : {title}',
  projectStart: 'Début du projet : {title}',
  notFound: 'Ce lien de calendrier est inconnu ou a été révoqué.',
  urlLabel: 'Lien privé de mon agenda',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyError: 'Copie impossible : sélectionnez le lien et copiez-le.',
  regenerate: 'Régénérer le lien',
  regenerateTitle: 'Régénérer le lien de calendrier',
  regenerateConfirm:
    'Un nouveau lien sera créé et l’ancien cessera de fonctionner : les agendas abonnés devront utiliser le nouveau. Continuer ?',
  regenerated: 'Nouveau lien créé : l’ancien ne fonctionne plus.',
  regenerateError: 'Erreur lors de la création du nouveau lien',
} as const;
