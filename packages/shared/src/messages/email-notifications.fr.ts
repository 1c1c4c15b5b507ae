/**
 * Notification e-mails (issue 30): the settings section 'Notifications par e-mail', the unsubscribe page,
 * the API's refusals, and the texts of the e-mails themselves. `{name}` placeholders are filled with `fill`.
 */
export const emailPreferenceMessages = {
  sectionTitle: 'Notifications par e-mail',
  sectionIntro:
    'Choisissez, pour chaque type, quand Plateau vous écrit. Les e-mails de sécurité (mot de passe, confirmation d’adresse) partent toujours.',
  categoryNames: {
    messages: 'Messages',
    connections: 'Connexions',
    projects: 'Projets, demandes et candidatures',
    tasks: 'Tâches',
    magazine: 'Magazine et commentaires',
  },
  categoryHints: {
    messages:
      'En immédiat, un e-mail quand un message reste non lu {delay}, un seul par conversation jusqu’à votre retour.',
    connections: 'Demandes de connexion reçues et demandes acceptées.',
    projects:
      'Demandes pour rejoindre vos projets, réponses à vos demandes, ajouts à une équipe et projets qui recrutent pour votre profession.',
    tasks: 'Tâches qui vous sont assignées, échéances du lendemain et retards.',
    magazine:
      'Commentaires sur les articles que vous avez commentés ou mis en favoris, et nouveaux articles du magazine.',
  },
  /** The message delay of the hint: in minutes, or in seconds under a minute (MESSAGE_MAIL_DELAY_SECONDS). */
  delayMinutes: '{count} min',
  delaySeconds: '{count} s',
  frequencyNames: {
    immédiat: 'Immédiat',
    quotidien: 'Résumé quotidien',
    hebdomadaire: 'Résumé hebdomadaire',
    jamais: 'Jamais',
  },
  saved: 'Préférences d’e-mail enregistrées',
  saveError: 'Erreur lors de l’enregistrement des préférences d’e-mail',
  loadError: 'Erreur lors du chargement des préférences d’e-mail',
  // API refusals.
  invalidFrequency:
    'Fréquence inconnue : choisissez immédiat, quotidien, hebdomadaire ou jamais (Immédiat, Résumé quotidien, Résumé hebdomadaire, Jamais)',
  missingCategory:
    'Indiquez une fréquence pour chaque type : messages, connexions, projets, tâches et magazine',
  unknownCategory: 'Type d’e-mail inconnu : messages, connections, projects, tasks ou magazine',
  invalidToken:
    'Ce lien de désabonnement est invalide ou incomplet : rien n’a été changé. Vous pouvez régler vos e-mails dans vos paramètres.',
} as const;

/** The page a one-click unsubscribe link opens in a browser (/desabonnement?jeton=…). */
export const unsubscribeMessages = {
  title: 'Se désabonner',
  checking: 'Vérification du lien…',
  question: 'Ne plus recevoir les e-mails «\u00a0{scope}\u00a0» de Plateau\u00a0?',
  explanation:
    'Vous pourrez les réactiver à tout moment depuis vos paramètres. Les e-mails de sécurité (mot de passe, confirmation d’adresse) continueront d’arriver.',
  confirm: 'Me désabonner',
  confirming: 'Désabonnement…',
  done: 'C’est fait\u00a0: vous ne recevrez plus les e-mails «\u00a0{scope}\u00a0».',
  error: 'Le désabonnement a échoué. Réessayez dans un instant.',
  invalidTitle: 'Lien de désabonnement invalide',
  preferencesLink: 'Gérer mes préférences d’e-mail',
  scopeNames: {
    messages: 'Messages',
    connections: 'Connexions',
    projects: 'Projets, demandes et candidatures',
    tasks: 'Tâches',
    magazine: 'Magazine et commentaires',
    dailyDigest: 'Résumé quotidien',
    weeklyDigest: 'Résumé hebdomadaire',
  },
} as const;

/** The notification and summary e-mails. */
export const notificationMailTexts = {
  subjects: {
    message: 'Nouveau message de {name}',
    teamMessage: 'Nouveau message dans l’équipe de « {project} »',
    connectionRequest: '{name} souhaite se connecter avec vous',
    connectionAccepted: '{name} a accepté votre demande de connexion',
    memberAdded: 'Vous avez rejoint l’équipe de « {project} »',
    joinRequestReceived: '{name} souhaite rejoindre « {project} »',
    joinRequestAccepted: 'Votre demande pour « {project} » a été acceptée',
    joinRequestRefused: 'Votre demande pour « {project} » a été refusée',
    taskAssigned: 'Nouvelle tâche : « {task} »',
    taskDueTomorrow: 'Tâche « {task} » : échéance demain',
    taskOverdue: 'Tâche « {task} » : en retard',
    articleComment: '{name} a commenté « {article} »',
  },
  /** The subject of a notification stored before kinds existed, by type. */
  typeSubjects: {
    message: 'Nouveau message sur Plateau',
    connection: 'Du nouveau dans votre réseau',
    project: 'Du nouveau dans vos projets',
    task: 'Du nouveau dans vos tâches',
    moderation: 'Une décision de modération vous concerne',
    comment: 'Nouveau commentaire dans le magazine',
  },
  buttons: {
    message: 'Lire et répondre',
    teamMessage: 'Ouvrir la discussion',
    connectionRequest: 'Voir la demande',
    connectionAccepted: 'Voir mon réseau',
    memberAdded: 'Voir le projet',
    joinRequestReceived: 'Répondre à la demande',
    joinRequestAccepted: 'Voir le projet',
    joinRequestRefused: 'Voir le projet',
    taskAssigned: 'Voir la tâche',
    taskDueTomorrow: 'Voir la tâche',
    taskOverdue: 'Voir la tâche',
    articleComment: 'Lire la discussion',
  },
  typeButtons: {
    message: 'Voir mes messages',
    connection: 'Voir mon réseau',
    project: 'Voir le projet',
    task: 'Voir la tâche',
    moderation: 'Voir la décision',
    comment: 'Voir l’article',
  },
  messageIntro: '{name} vous a écrit sur Plateau\u00a0:',
  teamMessageIntro: '{name} a écrit dans la discussion de l’équipe de « {project} »\u00a0:',
  teamMessageMore: 'et {count} autres messages non lus dans cette discussion.',
  teamMessageMoreOne: 'et 1 autre message non lu dans cette discussion.',
  messageMore: 'et {count} autres messages non lus dans cette conversation.',
  messageMoreOne: 'et 1 autre message non lu dans cette conversation.',
  connectionRequestIntro: '{name} ({profession}) souhaite se connecter avec vous sur Plateau.',
  connectionRequestIntroNoProfession: '{name} souhaite se connecter avec vous sur Plateau.',
  taskDue: 'Échéance : {date}',
  commentIntro: '{name} a commenté l’article « {article} », que vous suivez\u00a0:',
  commentWhy: 'Vous suivez cet article parce que vous l’avez commenté ou ajouté à vos favoris.',
  projectLine: 'Projet : « {project} »',
  linkHint: 'Si le bouton ne s’ouvre pas, copiez ce lien dans votre navigateur\u00a0:',
  footerWhy: 'Vous recevez cet e-mail parce que vos préférences de Plateau le prévoient pour « {category} ».',
  footerDigestWhy: 'Vous recevez ce résumé parce que vos préférences de Plateau le prévoient.',
  unsubscribe: 'Se désabonner de ces e-mails',
  preferences: 'Gérer mes préférences d’e-mail',
  unsubscribeMailSubject: 'Désabonnement {token}',
  // Summaries.
  digestSubjects: {
    quotidien: 'Votre résumé du jour sur Plateau',
    hebdomadaire: 'Votre résumé de la semaine sur Plateau',
  },
  digestIntro: {
    quotidien: 'Voici ce qui vous attend sur Plateau depuis hier.',
    hebdomadaire: 'Voici ce qui vous attend sur Plateau cette semaine.',
  },
  digestNotifications: 'Vos notifications non lues',
  digestNotificationsMoreOne: 'et 1 autre notification non lue',
  digestNotificationsMore: 'et {count} autres notifications non lues',
  digestAllNotifications: 'Voir toutes mes notifications',
  digestProjects: 'Des projets recrutent pour votre profession',
  digestProjectRoles: 'Recherche : {roles}',
  digestArticles: {
    quotidien: 'Nouveau aujourd’hui dans le magazine',
    hebdomadaire: 'Nouveau cette semaine dans le magazine',
  },
  digestAllArticles: 'Ouvrir le magazine',
} as const;
