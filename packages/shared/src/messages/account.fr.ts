/** The member's own account: e-mail confirmation, the settings page (issue 29). */
export const accountMessages = {
  settingsTitle: 'Paramètres du compte',
  settingsSubtitle:
    'Sécurité, adresse e-mail, appareils connectés, notifications et données de votre compte.',
  confirmBanner: 'Confirmez votre adresse e-mail pour échanger avec les membres.',
  confirmBannerHint: 'Un lien de confirmation a été envoyé à {email}.',
  resendLink: 'Renvoyer le lien',
  resending: 'Envoi…',
  linkResent: 'Un nouveau lien de confirmation vous a été envoyé.',
  confirmFirst: 'Confirmez votre adresse e-mail pour continuer.',
  alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  confirming: 'Confirmation de votre adresse e-mail…',
  confirmedTitle: 'Adresse e-mail confirmée',
  confirmedText: 'Merci ! Vous pouvez maintenant échanger avec les membres de Plateau.',
  confirmFailedTitle: 'Confirmation impossible',
  linkExpired: 'Ce lien de confirmation a expiré. Demandez-en un nouveau avec « Renvoyer le lien ».',
  linkInvalid:
    "Ce lien de confirmation n'est pas valide. Vérifiez qu'il est complet, ou demandez-en un nouveau.",
  linkUsed: 'Ce lien a déjà été utilisé : votre adresse e-mail est déjà confirmée.',
  goToDashboard: 'Aller au tableau de bord',
  goToLogin: 'Se connecter',
} as const;
