/** A deleted account: how others see it, its 30-day grace period and its reactivation (issue 29). */
export const accountDeletionMessages = {
  /** A member whose account is deleted, wherever others see them (comments, messages, notifications…). */
  deletedMember: 'Utilisateur supprimé',
  // The deletion dialog of the settings page.
  deleteText:
    'Votre compte est désactivé immédiatement : vous êtes déconnecté, votre profil disparaît du site et vos commentaires, messages et notifications s’affichent comme « Utilisateur supprimé ». Pendant 30 jours, vous pouvez le réactiver en vous connectant avec votre mot de passe ; ensuite, toutes vos données sont effacées définitivement.',
  deleteConfirmText:
    'Saisissez votre mot de passe pour confirmer. Votre photo de profil et les images de votre portfolio sont effacées tout de suite, et vos demandes en attente (connexions, projets, candidatures) sont retirées : une réactivation ne les rétablira pas.',
  // Sign-in during the grace period.
  pendingTitle: 'Compte en cours de suppression',
  pendingText:
    'Votre compte est en cours de suppression : il sera effacé définitivement le {date}. Réactivez-le pour le retrouver tel qu’il était (sauf votre photo de profil et les images de votre portfolio, déjà effacées).',
  reactivate: 'Réactiver mon compte',
  reactivating: 'Réactivation…',
  keepDeleted: 'Ne pas réactiver',
  reactivated: 'Votre compte est réactivé. Bon retour sur Plateau !',
  /** Reactivation after the grace period (the account is, or is about to be, erased). */
  graceOver:
    'Ce compte ne peut plus être réactivé : le délai de 30 jours après sa suppression est dépassé et ses données sont effacées.',
  notDeleted: 'Ce compte n’est pas en cours de suppression : connectez-vous normalement.',
  /** Sign-up with the address of an account in its grace period. */
  signUpPending:
    'Un compte avec cette adresse e-mail est en cours de suppression. Connectez-vous avec son mot de passe pour le réactiver.',
  // The e-mail sent instead of a reset link during the grace period.
  mailSubject: 'Votre compte est en cours de suppression',
  mailBody:
    'Vous avez demandé à réinitialiser le mot de passe de votre compte {product}, mais ce compte est en cours de suppression : il sera effacé définitivement le {date}. Aucun lien de réinitialisation n’est envoyé pendant cette période.',
  mailHowTo:
    'Pour réactiver votre compte, connectez-vous avec votre adresse e-mail et votre mot de passe actuel, puis choisissez « Réactiver mon compte ».',
  mailLink: 'Se connecter',
  mailIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
} as const;
