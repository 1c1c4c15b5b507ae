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
} as const;
