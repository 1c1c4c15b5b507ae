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
} as const;
