/** E-mails the server sends; `{name}` and `{product}` are filled with `fill`. */
export const mailMessages = {
  resetSubject: 'Réinitialisation de votre mot de passe',
  greeting: 'Bonjour {name},',
  resetIntro:
    'Vous avez demandé à réinitialiser le mot de passe de votre compte {product}. Cliquez sur le lien ci-dessous pour en choisir un nouveau :',
  resetValidity: "Ce lien est valable pendant 1 heure et ne peut être utilisé qu'une seule fois.",
  resetIgnore:
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe ne changera pas.",
  signature: "L'équipe {product}",
  passwordChangedSubject: 'Votre mot de passe a été modifié',
  passwordChangedBody:
    "Le mot de passe de votre compte {product} vient d'être modifié et toutes vos sessions ont été fermées. Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement.",
  adminCreatedSubject: 'Votre compte administrateur {product}',
  adminCreatedBody:
    '{admin} vous a créé un compte administrateur sur {product}. Connectez-vous avec cette adresse e-mail et le mot de passe qui vous a été communiqué, puis changez-le depuis votre profil.',
  adminCreatedLink: 'Se connecter',
  confirmSubject: 'Confirmez votre adresse e-mail',
  confirmIntro:
    'Bienvenue sur {product} ! Pour échanger avec les membres, confirmez votre adresse e-mail avec le lien ci-dessous :',
  confirmLink: 'Confirmer mon adresse e-mail',
  confirmValidity: "Ce lien est valable pendant 24 heures et ne peut être utilisé qu'une seule fois.",
  confirmIgnore: "Si vous n'avez pas créé de compte sur {product}, ignorez cet e-mail.",
  passwordChangedFromSettingsBody:
    "Le mot de passe de votre compte {product} vient d'être modifié depuis les paramètres du compte ; vos autres appareils ont été déconnectés. Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe avec « Mot de passe oublié ? » et contactez-nous.",
  changeEmailSubject: 'Confirmez votre nouvelle adresse e-mail',
  changeEmailIntro:
    "Vous avez demandé à utiliser cette adresse pour votre compte {product}. Confirmez-la avec le lien ci-dessous : l'adresse de votre compte changera à ce moment-là.",
  changeEmailLink: 'Confirmer ma nouvelle adresse',
  changeEmailIgnore:
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : l'adresse du compte ne changera pas.",
  emailChangeNoticeSubject: "Demande de changement d'adresse e-mail",
  emailChangeNoticeBody:
    "Une demande de changement de l'adresse e-mail de votre compte {product} vers {newEmail} vient d'être faite. L'adresse changera quand le lien envoyé à {newEmail} sera ouvert.",
  emailChangeNoticeIgnore:
    "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe depuis les paramètres du compte : sans ce lien, rien ne change.",
} as const;
