/** French texts of a project's team conversation and of message attachments (issue 33). */
export const teamConversationMessages = {
  tab: 'Discussion',
  projectTab: 'Projet',
  tabsLabel: 'Sections du projet',
  unreadInTab: '{count} non lus',
  title: 'Discussion de l’équipe',
  hint: 'Visible par le créateur et les membres de l’équipe uniquement.',
  threadLabel: 'Messages de la discussion de l’équipe',
  empty: 'Aucun message dans la discussion',
  emptyHint: 'Écrivez le premier message à votre équipe.',
  formerMember: 'Ancien membre',
  notification: '{name} a écrit dans la discussion du projet « {project} ».',
  // Attachments.
  attach: 'Joindre un fichier',
  attachHint: 'PDF, image ou texte, 10 Mo au plus',
  download: 'Télécharger {name}',
  /** Before a file's name, as the last message of a private conversation in the list. */
  attachmentPreview: 'Pièce jointe : ',
  // API refusals.
  attachmentNotFound: 'Pièce jointe introuvable',
  conversationNotFound: 'Conversation introuvable',
  fileMissing: 'Aucun fichier reçu : choisissez un fichier à joindre.',
  fileTooLarge: 'Le fichier dépasse la taille maximale de 10 Mo.',
  fileTypeRefused:
    'Ce type de fichier n’est pas accepté : PDF, image (JPEG, PNG, WebP, GIF) ou texte brut uniquement.',
  fileTypeMismatch: 'Le contenu du fichier ne correspond pas au type annoncé ({declared}).',
  fileUnreadable: 'Ce fichier est illisible ou endommagé.',
  fileNameInvalid: 'Le nom du fichier est invalide.',
} as const;
