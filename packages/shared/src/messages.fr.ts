/** Every French text of the product, in one place. Areas add their own sections. */

export const productName = 'Plateau';
export const editorialTeamLabel = 'La rédaction Plateau';

export const messages = {
  common: {
    unexpected: "Une erreur inattendue s'est produite",
    genericError: 'Une erreur est survenue',
    retry: 'Réessayer',
    loading: 'Chargement...',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    save: 'Enregistrer',
    delete: 'Supprimer',
    close: 'Fermer',
    back: 'Retour',
    backHome: "Retour à l'accueil",
    search: 'Rechercher',
    reset: 'Réinitialiser',
    noResult: 'Aucun résultat',
    unknownUser: 'Utilisateur inconnu',
    professionUnknown: 'Profession non spécifiée',
    membersOnlyTitle: 'Contenu réservé aux membres',
    membersOnlyText: 'Rejoignez la communauté pour découvrir les talents, les projets et le magazine.',
    createAccount: 'Créer un compte',
    signIn: 'Se connecter',
    notConnectedTitle: 'Non connecté',
    notConnectedText: 'Vous devez être connecté pour accéder à cette page.',
    notFoundTitle: 'Page introuvable',
    notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
    loadMore: 'Charger plus',
    pageLoading: 'Chargement de la page...',
    skipToContent: 'Aller au contenu principal',
    yes: 'Oui',
    no: 'Non',
    notAvailable: 'Non renseigné',
    or: 'ou',
    comingSoon: 'Bientôt disponible',
    newTab: '(nouvel onglet)',
  },
  api: {
    validation: 'Les données envoyées ne sont pas valides.',
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    payloadTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
    unauthorized: 'Vous devez être connecté.',
    forbidden: "Vous n'avez pas l'autorisation d'effectuer cette action.",
    notFound: 'Ressource introuvable.',
    routeNotFound: "Cette adresse de l'API n'existe pas.",
    tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    internal: "Une erreur inattendue s'est produite",
    conflict: 'Cette ressource existe déjà.',
    invalidCursor: 'Position de page invalide',
  },
  realtime: {
    // Close reasons travel in a WebSocket close frame: 123 bytes at most.
    unauthenticated: 'Connexion requise pour les mises à jour en direct.',
    sessionExpired: 'Votre session a expiré.',
    serverRestarting: 'Le serveur redémarre, reconnexion en cours.',
    resync: 'Reprise des mises à jour en direct, reconnexion en cours.',
    originRefused: "Cette origine n'est pas autorisée à ouvrir une connexion en direct.",
    invalidMessage: "Ce message n'est pas compris par le serveur temps réel.",
    roomRefused: "Vous n'avez pas accès à ces mises à jour.",
    roomUnavailable: 'Abonnement impossible pour le moment, réessayez plus tard.',
    tooManyRooms: "Trop d'abonnements ouverts sur cette connexion.",
    tooManyMessages: 'Trop de messages envoyés, ralentissez.',
  },
  auth: {
    fillAllFields: 'Veuillez remplir tous les champs',
    fillAllFieldsPage: 'Veuillez remplir tous les champs.',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    emailRequired: 'Veuillez saisir votre adresse e-mail',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    fullNameRequired: 'Veuillez saisir votre nom complet',
    invalidCredentials: 'Email ou mot de passe incorrect',
    loginFailed: 'Échec de la connexion',
    loginSuccess: 'Connexion réussie!',
    profileLoadFailed: 'Impossible de charger le profil utilisateur',
    adminDetected: 'Rôle administrateur détecté dans la base de données.',
    registerFailed: "Échec de l'inscription",
    registerSuccess: 'Inscription réussie!',
    registerNoUser: 'Données utilisateur non reçues après inscription',
    logoutError: 'Erreur lors de la déconnexion',
    connectionTimeout: 'Timeout de connexion. Déconnexion forcée...',
    networkProblem: 'Problème de connexion au serveur. Veuillez vérifier votre connexion internet.',
    loginErrorGeneric: 'Une erreur est survenue lors de la connexion.',
    loginErrorUnexpected: 'Une erreur inattendue est survenue lors de la connexion.',
    emailAlreadyUsed:
      'Cette adresse e-mail est déjà utilisée. Veuillez vous connecter ou utiliser une autre adresse.',
    registerErrorGeneric: "Une erreur est survenue lors de l'inscription.",
    registerErrorUnexpected: "Une erreur inattendue est survenue lors de l'inscription.",
    emailNotConfirmed: "Votre adresse e-mail n'est pas encore confirmée. Vérifiez votre boîte de réception.",
    userNotFound: "Aucun compte n'est associé à cette adresse e-mail.",
    resetSendError: "Une erreur est survenue lors de l'envoi de l'e-mail. Veuillez réessayer.",
    sessionExpired: 'Session expirée. Veuillez demander un nouveau lien de réinitialisation.',
    samePassword: "Le nouveau mot de passe doit être différent de l'ancien.",
    updatePasswordError: 'Impossible de mettre à jour le mot de passe. Veuillez réessayer.',
    passwordUpdated: 'Mot de passe mis à jour avec succès',
    currentPasswordWrong: 'Le mot de passe actuel est incorrect',
    checkingAuth: "Vérification de l'authentification...",
    forceLogout: 'Forcer la déconnexion complète',
    invalidLink: 'Lien invalide ou expiré',
    invalidLinkText:
      "Ce lien de réinitialisation n'est plus valable. Il a peut-être déjà été utilisé ou a expiré.",
    requestNewLink: 'Demander un nouveau lien',
    backToLogin: 'Retour à la connexion',
    resetSentTitle: 'E-mail envoyé',
    resetSentText:
      'Si un compte est associé à cette adresse, vous recevrez un lien pour réinitialiser votre mot de passe.',
    resetLinkValidity: 'Le lien est valable pendant 1 heure.',
    checkingLink: 'Vérification du lien...',
    loginTitle: 'Connexion',
    loginSubtitle: 'Connectez-vous à votre compte',
    registerTitle: 'Inscription',
    registerSubtitle: 'Rejoignez la communauté des créatifs',
    forgotTitle: 'Mot de passe oublié',
    forgotSubtitle: 'Saisissez votre adresse e-mail pour recevoir un lien de réinitialisation.',
    updateTitle: 'Nouveau mot de passe',
    updateSubtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
    emailLabel: 'Adresse e-mail',
    passwordLabel: 'Mot de passe',
    currentPasswordLabel: 'Mot de passe actuel',
    newPasswordLabel: 'Nouveau mot de passe',
    confirmPasswordLabel: 'Confirmer le mot de passe',
    fullNameLabel: 'Nom complet',
    loginButton: 'Se connecter',
    loggingIn: 'Connexion...',
    registerButton: "S'inscrire",
    registering: 'Inscription...',
    sendLink: 'Envoyer le lien',
    sending: 'Envoi...',
    updatePasswordButton: 'Mettre à jour le mot de passe',
    updating: 'Mise à jour...',
    forgotLink: 'Mot de passe oublié ?',
    noAccount: 'Pas encore de compte ?',
    haveAccount: 'Déjà un compte ?',
    registerLink: "S'inscrire",
    loginLink: 'Se connecter',
    acceptTermsPrefix: 'En vous inscrivant, vous acceptez nos',
    terms: "conditions d'utilisation",
    and: 'et notre',
    privacy: 'politique de confidentialité',
    passwordAdvice:
      'Conseil : mélangez lettres, chiffres et un caractère spécial pour un mot de passe plus sûr.',
    passwordTips: [
      'Au moins 8 caractères',
      'Des majuscules et des minuscules',
      'Au moins un chiffre',
      'Au moins un caractère spécial',
    ],
    passwordTipsTitle: 'Conseils pour un mot de passe sûr',
    logout: 'Se déconnecter',
    mustBeSignedIn: 'Vous devez être connecté',
    loginRequiredTitle: 'Connexion requise',
    loginRequiredText:
      'Vous devez être connecté pour accéder à cette page. Redirection vers la page de connexion...',
    emailPlaceholder: 'vous@exemple.fr',
    fullNamePlaceholder: 'Camille Martin',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    forceLogoutHint:
      'Si le problème persiste, vous pouvez réinitialiser complètement la session sur cet appareil.',
    changePasswordTitle: 'Modifier le mot de passe',
    changePasswordSubtitle:
      'Saisissez votre mot de passe actuel, puis choisissez-en un nouveau. Vos autres sessions seront fermées.',
    resetErrorTitle: "Échec de l'envoi",
    resetSentSpam: "Pensez à vérifier vos courriers indésirables si vous ne voyez pas l'e-mail.",
    tryAgain: 'Réessayer',
    updatePasswordLoginRequired: 'Connectez-vous ou demandez un lien de réinitialisation.',
  },
  profile: {
    mustBeSignedIn: 'Vous devez être connecté pour mettre à jour votre profil',
    updateError: 'Erreur lors de la mise à jour du profil',
    updated: 'Profil mis à jour avec succès',
    avatarUpdated: 'Photo de profil mise à jour',
    avatarTooLarge: "L'image est trop volumineuse. La taille maximale est de 2MB",
    invalidImage: 'Veuillez sélectionner un fichier image valide',
    fullNameRequired: 'Le nom complet est obligatoire',
    availability: {
      disponible: 'Disponible',
      'sur un projet': 'Sur un projet',
      indisponible: 'Indisponible',
    },
    unknownStatus: 'Statut inconnu',
  },
  nav: {
    projects: 'Projets',
    talents: 'Talents',
    magazine: 'Magazine',
    influencers: 'Influenceurs',
    dashboard: 'Tableau de bord',
    search: 'Rechercher',
    searchPlaceholder: 'Rechercher des talents...',
    network: 'Mon réseau',
    notifications: 'Notifications',
    messages: 'Messages',
    profile: 'Profil',
    settings: 'Paramètres',
    diagnostics: 'Diagnostics',
    admin: 'Administration',
    logout: 'Se déconnecter',
    favorites: 'Mes favoris',
    login: 'Connexion',
    register: 'Inscription',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    profileMenu: 'Menu du profil',
    home: 'Accueil',
    mainNavigation: 'Navigation principale',
    mobileNavigation: 'Navigation mobile',
    logoLabel: 'Plateau, accueil',
    searchLabel: 'Rechercher des talents',
    searchSubmit: 'Lancer la recherche',
    openSearch: 'Ouvrir la recherche',
    notificationsUnread: 'Notifications ({count} non lues)',
    unreadSuffix: '({count} non lues)',
  },
  footer: {
    tagline:
      'Le réseau professionnel des créatifs du cinéma, de l’audiovisuel, du théâtre, de la musique et de la photographie.',
    platform: 'Plateforme',
    support: 'Support',
    legal: 'Légal',
    company: 'Entreprise',
    faq: 'FAQ',
    helpCenter: "Centre d'aide",
    contact: 'Nous contacter',
    legalNotice: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    terms: "Conditions d'utilisation",
    about: 'À propos',
    jobs: 'Carrières',
    blog: 'Blog',
    followUs: 'Suivez-nous',
    rights: 'Tous droits réservés.',
    faqSubject: 'Question (FAQ)',
    helpSubject: "Demande d'aide",
    jobsSubject: 'Candidature spontanée',
    blogSubject: 'Blog Plateau',
    socialLabel: 'Plateau sur {network}',
    copyright: '© {year} Plateau. Tous droits réservés.',
  },
  diagnostics: {
    title: "Diagnostics d'authentification",
    valid: 'État valide',
    invalid: 'Problèmes détectés',
    issues: 'Problèmes',
    recommendations: 'Recommandations',
    sessionInfo: 'Session',
    sessionActive: 'Session active',
    sessionInactive: 'Aucune session active',
    userId: 'Identifiant',
    localStorageKeys: 'Clés localStorage',
    sessionStorageKeys: 'Clés sessionStorage',
    userInfo: 'Utilisateur',
    email: 'E-mail',
    name: 'Nom',
    role: 'Rôle',
    createdAt: 'Créé le',
    validate: "Valider l'état",
    exportLogs: 'Exporter les journaux',
    forceLogout: 'Déconnexion forcée',
    forceLogoutConfirm: 'Voulez-vous vraiment forcer la déconnexion complète ?',
    logs: 'Journaux',
    showLogs: 'Afficher les journaux',
    hideLogs: 'Masquer les journaux',
    clearLogs: 'Effacer les journaux',
    clearLogsConfirm: 'Voulez-vous vraiment effacer tous les journaux ?',
    noLogs: 'Aucune entrée',
    level: 'Niveau',
    allLevels: 'Tous les niveaux',
    issueNoSession: "Aucune session active n'a été trouvée.",
    issueNoProfile: "Le profil utilisateur n'a pas pu être chargé.",
    issueSessionMismatch: 'La session et le profil ne correspondent pas.',
    recoLogin: 'Reconnectez-vous pour ouvrir une nouvelle session.',
    recoReload: 'Rechargez la page puis réessayez.',
    recoForceLogout: 'Utilisez la déconnexion forcée pour repartir de zéro si le problème persiste.',
    allGood: 'Aucun problème détecté.',
    validated: 'État vérifié',
    logsCleared: 'Journaux effacés',
    description: "État de votre session et journal des événements d'authentification.",
    status: 'Statut',
    sessionExpiresAt: 'Expire le',
    issueLoadError: "Le serveur n'a pas pu être joint lors de la vérification de la session.",
    recoCheckConnection: 'Vérifiez votre connexion internet, puis validez à nouveau l’état.',
    logsExported: 'Journaux exportés',
    logsCountOne: '{count} entrée en mémoire',
    logsCount: '{count} entrées en mémoire',
    lastEntries: '{count} dernières entrées',
    actions: 'Actions',
    roleLabels: { user: 'Membre', admin: 'Administrateur' },
  },
  mail: {
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
  },
  authLog: {
    signInStarted: 'Tentative de connexion',
    signInSucceeded: 'Connexion réussie',
    signInFailed: 'Échec de la connexion',
    signUpStarted: "Tentative d'inscription",
    signUpSucceeded: 'Inscription réussie',
    signUpFailed: "Échec de l'inscription",
    signOutSucceeded: 'Déconnexion',
    signOutFailed: 'Échec de la déconnexion côté serveur',
    signOutSessionInvalid: 'Session déjà invalide lors de la déconnexion',
    forcedLogout: 'Déconnexion forcée',
    profileLoaded: 'Profil utilisateur chargé',
    noSession: 'Aucune session active',
    profileLoadFailed: 'Échec du chargement du profil',
    adminPromoted: 'Rôle administrateur détecté',
    sessionTimeout: 'Délai de vérification de la session dépassé',
    resetRequested: 'Lien de réinitialisation demandé',
    resetRequestFailed: 'Échec de la demande de réinitialisation',
    passwordUpdated: 'Mot de passe mis à jour',
    passwordUpdateFailed: 'Échec de la mise à jour du mot de passe',
    stateValidated: "État d'authentification vérifié",
  },
  landing: {
    documentTitle: 'Plateau — le réseau des créatifs',
    eyebrow: 'Cinéma · Audiovisuel · Théâtre · Musique · Photographie',
    title: "Le réseau professionnel des créatifs de l'image et de la scène",
    text: 'Réalisateurs, monteurs, ingénieurs du son, comédiens, producteurs, scénaristes, musiciens, photographes : trouvez les bons talents, montez vos projets et travaillez ensemble sur Plateau.',
    featuresTitle: 'Tout ce qu’il faut pour faire avancer vos projets',
    featuresText:
      'Un espace pensé pour les professionnels de la création, du premier contact au dernier jour de tournage.',
    features: [
      {
        title: 'Talents',
        text: 'Parcourez les profils par métier, compétences, ville et disponibilité, et présentez votre propre portfolio.',
      },
      {
        title: 'Projets',
        text: 'Publiez vos films, spectacles et tournages, décrivez les rôles recherchés et répartissez le travail en tâches.',
      },
      {
        title: 'Réseau et messagerie',
        text: 'Connectez-vous avec les professionnels qui comptent pour vous et échangez en privé avec vos contacts.',
      },
      {
        title: 'Magazine',
        text: 'Actualités, portraits, conseils carrière et événements du secteur, à lire et à commenter entre membres.',
      },
    ],
    disciplinesTitle: 'Pour tous les métiers de la création',
    disciplines: ['Cinéma', 'Audiovisuel', 'Théâtre', 'Musique', 'Photographie'],
    comingTitle: 'Bientôt sur Plateau',
    comingText: 'Nous préparons de nouvelles fonctionnalités pour accompagner vos créations de bout en bout.',
    coming: [
      {
        title: 'Crowdfunding',
        text: 'Financez vos projets grâce au soutien de la communauté et de votre public.',
      },
      {
        title: 'Marketplace de services',
        text: 'Proposez vos prestations et trouvez les techniciens, le matériel et les lieux dont vous avez besoin.',
      },
      {
        title: 'Outils de collaboration avancés',
        text: 'Plannings partagés, documents de production et suivi d’équipe réunis au même endroit.',
      },
      {
        title: "Système de notation et d'avis",
        text: 'Recommandez les professionnels avec qui vous avez travaillé et valorisez votre expérience.',
      },
    ],
    finalTitle: 'Prêt à rejoindre le plateau ?',
    finalText: 'L’inscription est gratuite et ne prend qu’une minute.',
  },
  dashboard: {
    title: 'Tableau de bord',
    greeting: 'Bonjour {name}',
    subtitle: 'Que souhaitez-vous faire aujourd’hui ?',
    open: 'Ouvrir',
    cards: {
      talents: {
        title: 'Talents',
        text: 'Trouvez des professionnels par métier, compétence, ville et disponibilité.',
      },
      magazine: {
        title: 'Magazine',
        text: 'Lisez les derniers articles et découvrez les événements à venir.',
      },
      network: {
        title: 'Mon réseau',
        text: 'Gérez vos connexions et répondez aux demandes reçues.',
      },
      messages: { title: 'Messages', text: 'Retrouvez vos conversations avec vos contacts.' },
      projects: {
        title: 'Projets',
        text: 'Suivez vos projets, vos équipes et les rôles à pourvoir.',
      },
    },
  },
  about: {
    title: 'À propos de Plateau',
    intro:
      'Plateau est le réseau professionnel francophone des créatifs du cinéma, de l’audiovisuel, du théâtre, de la musique et de la photographie.',
    sections: [
      {
        title: 'Notre mission',
        paragraphs: [
          'Une œuvre naît toujours d’une équipe. Plateau aide les professionnels de la création à se rencontrer, à constituer leurs équipes et à mener leurs projets à bien, du court-métrage étudiant au spectacle en tournée.',
        ],
      },
      {
        title: 'Pour qui ?',
        paragraphs: [
          'Réalisateurs, producteurs, scénaristes, chefs opérateurs, monteurs, ingénieurs du son, comédiens, danseurs, musiciens, photographes, décorateurs, costumiers, régisseurs : Plateau s’adresse à tous les métiers, techniques comme artistiques, confirmés comme émergents.',
        ],
      },
      {
        title: 'Ce que vous pouvez faire',
        paragraphs: [
          'Présenter votre parcours et votre portfolio, rechercher des talents, développer votre réseau, échanger par messagerie, publier des projets et recruter pour des rôles précis, organiser le travail en tâches et suivre l’actualité du secteur grâce au magazine.',
        ],
      },
      {
        title: 'Nos engagements',
        paragraphs: [
          'Vos contenus vous appartiennent. Vos données ne sont ni revendues ni utilisées à des fins publicitaires. L’interface est entièrement en français et conçue pour fonctionner aussi bien sur ordinateur que sur téléphone.',
        ],
      },
      {
        title: 'Nous contacter',
        paragraphs: [
          'Une question, une suggestion ou envie de rejoindre l’aventure ? Écrivez-nous à contact@plateau.fr.',
        ],
      },
    ],
  },
  legal: {
    notice: {
      title: 'Mentions légales',
      intro:
        'Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici les informations relatives à l’éditeur et à l’hébergeur du site Plateau.',
      sections: [
        {
          title: '1. Éditeur du site',
          paragraphs: [
            'Le site Plateau est édité par [Raison sociale], [Forme juridique] au capital de [Montant du capital social] euros, immatriculée au Registre du commerce et des sociétés de [Ville d’immatriculation] sous le numéro [Numéro RCS].',
            'Siège social : [Adresse du siège social].',
            'Numéro SIRET : [Numéro SIRET]. Numéro de TVA intracommunautaire : [Numéro de TVA intracommunautaire].',
            'Téléphone : [Numéro de téléphone]. Adresse e-mail : contact@plateau.fr.',
          ],
        },
        {
          title: '2. Directeur de la publication',
          paragraphs: ['[Nom et prénom du directeur de la publication], en qualité de [Fonction].'],
        },
        {
          title: '3. Hébergement',
          paragraphs: [
            'Le site est hébergé par [Nom de l’hébergeur], [Forme juridique de l’hébergeur], dont le siège est situé [Adresse de l’hébergeur], joignable au [Téléphone de l’hébergeur].',
          ],
        },
        {
          title: '4. Propriété intellectuelle',
          paragraphs: [
            'La structure du site, sa charte graphique, son logo et ses textes sont la propriété de [Raison sociale] et sont protégés par le Code de la propriété intellectuelle. Toute reproduction sans autorisation préalable est interdite.',
            'Les contenus publiés par les membres (profils, portfolios, projets, commentaires) restent la propriété de leurs auteurs, dans les conditions prévues par les conditions d’utilisation.',
          ],
        },
        {
          title: '5. Données personnelles',
          paragraphs: [
            'Le traitement de vos données personnelles, leurs durées de conservation et la manière d’exercer vos droits sont décrits dans notre politique de confidentialité.',
          ],
          links: [{ label: 'Politique de confidentialité', href: '/confidentialite' }],
        },
        {
          title: '6. Cookies',
          paragraphs: [
            'Plateau n’utilise que des cookies strictement nécessaires au fonctionnement du service, notamment le cookie de session qui vous maintient connecté. Aucun cookie publicitaire ni de mesure d’audience tiers n’est déposé.',
          ],
        },
        {
          title: '7. Signalement et contact',
          paragraphs: [
            'Pour toute question ou pour signaler un contenu que vous estimez illicite, écrivez à contact@plateau.fr en précisant l’adresse de la page concernée et la nature du contenu.',
          ],
        },
        {
          title: '8. Droit applicable',
          paragraphs: [
            'Les présentes mentions légales sont régies par le droit français. Tout litige relève de la compétence des juridictions françaises.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      intro:
        'Cette politique explique quelles données personnelles Plateau collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.',
      sections: [
        {
          title: '1. Responsable du traitement',
          paragraphs: [
            'Le responsable du traitement est [Raison sociale], [Adresse du siège social], joignable à l’adresse contact@plateau.fr.',
            'Délégué à la protection des données : [Coordonnées du délégué à la protection des données, le cas échéant].',
          ],
        },
        {
          title: '2. Données collectées',
          paragraphs: ['Nous collectons uniquement les données nécessaires au service :'],
          items: [
            'Données de compte : nom complet, adresse e-mail et mot de passe, conservé uniquement sous forme hachée.',
            'Données de profil, que vous choisissez de renseigner : profession, biographie, localisation, compétences, disponibilité, site web, réseaux sociaux, photo de profil et portfolio.',
            'Données d’activité : connexions entre membres, messages, notifications, projets, tâches, commentaires et articles favoris.',
            'Données techniques : adresse IP, date et heure de connexion, type de navigateur et journaux de connexion.',
          ],
        },
        {
          title: '3. Finalités et bases légales',
          paragraphs: ['Vos données sont traitées pour les finalités suivantes :'],
          items: [
            'Créer et gérer votre compte, afficher votre profil, permettre la mise en relation, la messagerie et la gestion de projets : exécution du contrat (conditions d’utilisation).',
            'Vous envoyer les e-mails de service, comme la réinitialisation du mot de passe : exécution du contrat.',
            'Assurer la sécurité du service et prévenir la fraude et les abus : intérêt légitime.',
            'Conserver les journaux de connexion et les données comptables : obligations légales.',
          ],
        },
        {
          title: '4. Destinataires',
          paragraphs: [
            'Vos données sont destinées à [Raison sociale] et à ses sous-traitants techniques (hébergement, envoi d’e-mails), qui agissent sur ses instructions. Les informations de votre profil sont visibles par les autres membres connectés. Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.',
          ],
        },
        {
          title: '5. Durées de conservation',
          paragraphs: ['Nous conservons vos données pendant les durées suivantes :'],
          items: [
            'Données du compte et du profil : pendant toute la durée d’utilisation du service, puis 30 jours après la suppression du compte.',
            'Journaux de connexion : 12 mois au maximum.',
            'Données comptables et de facturation : 10 ans, conformément aux obligations légales.',
          ],
        },
        {
          title: '6. Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès.',
            'Pour exercer ces droits, écrivez à contact@plateau.fr ou à [Adresse postale du responsable du traitement]. Nous répondons dans un délai d’un mois. Vous pouvez aussi modifier la plupart de vos informations directement depuis les paramètres de votre profil.',
            'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
          ],
          links: [{ label: 'Site de la CNIL', href: 'https://www.cnil.fr' }],
        },
        {
          title: '7. Cookies et stockage local',
          paragraphs: [
            'Plateau utilise uniquement un cookie de session, strictement nécessaire pour vous maintenir connecté, qui ne requiert pas votre consentement. Le stockage local de votre navigateur conserve un court journal technique d’authentification, utile au diagnostic, que vous pouvez effacer à tout moment.',
          ],
        },
        {
          title: '8. Sécurité',
          paragraphs: [
            'Les échanges sont chiffrés (HTTPS), les mots de passe sont hachés et l’accès aux données est limité aux personnes qui en ont besoin pour faire fonctionner le service.',
          ],
        },
        {
          title: '9. Transferts hors de l’Union européenne',
          paragraphs: [
            'Vos données sont hébergées au sein de l’Union européenne. Si un sous-traitant devait en traiter hors de l’Union européenne, ce transfert serait encadré par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.',
          ],
        },
        {
          title: '10. Modification de cette politique',
          paragraphs: [
            'Cette politique peut évoluer. En cas de changement important, vous en serez informé sur le site ou par e-mail.',
          ],
        },
      ],
    },
    terms: {
      title: "Conditions d'utilisation",
      intro:
        'Les présentes conditions générales d’utilisation encadrent l’accès à la plateforme Plateau et son utilisation. Merci de les lire attentivement.',
      sections: [
        {
          title: '1. Objet',
          paragraphs: [
            'Les présentes conditions définissent les règles d’accès et d’utilisation de la plateforme Plateau, éditée par [Raison sociale], qui met en relation les professionnels du cinéma, de l’audiovisuel, du théâtre, de la musique et de la photographie.',
          ],
        },
        {
          title: '2. Définitions',
          paragraphs: ['Dans les présentes conditions :'],
          items: [
            'Plateforme : le site Plateau et l’ensemble de ses services.',
            'Visiteur : toute personne qui consulte la plateforme sans être connectée.',
            'Membre : toute personne inscrite disposant d’un compte.',
            'Contenu : toute information publiée par un membre (profil, portfolio, projet, message, commentaire).',
          ],
        },
        {
          title: '3. Acceptation des conditions',
          paragraphs: [
            'L’inscription vaut acceptation pleine et entière des présentes conditions. [Raison sociale] peut les faire évoluer ; les membres sont informés de toute modification importante, et la poursuite de l’utilisation vaut acceptation de la nouvelle version.',
          ],
        },
        {
          title: '4. Inscription et compte',
          paragraphs: [
            'L’inscription est ouverte à toute personne majeure ou disposant de l’autorisation de son représentant légal. Le membre fournit des informations exactes et les tient à jour.',
            'Le membre est responsable de la confidentialité de son mot de passe et de toute activité réalisée depuis son compte. Il signale sans délai toute utilisation non autorisée à contact@plateau.fr.',
          ],
        },
        {
          title: '5. Description des services',
          paragraphs: [
            'La plateforme permet notamment de créer un profil professionnel et un portfolio, de rechercher des talents, de se connecter avec d’autres membres, d’échanger des messages, de publier des projets et d’y recruter, d’organiser des tâches et de lire le magazine. L’accès aux services de base est gratuit. [Conditions tarifaires des services payants, le cas échéant].',
          ],
        },
        {
          title: '6. Règles de conduite',
          paragraphs: ['En utilisant la plateforme, le membre s’engage à :'],
          items: [
            'ne publier aucun contenu illicite, diffamatoire, haineux, violent, pornographique ou portant atteinte aux droits d’autrui ;',
            'respecter les autres membres et ne pas les harceler ;',
            'ne pas envoyer de messages non sollicités à des fins commerciales (spam) ;',
            'ne pas usurper l’identité d’un tiers ni créer de faux profils ;',
            'ne pas extraire massivement les données de la plateforme ni porter atteinte à son fonctionnement.',
          ],
        },
        {
          title: '7. Rôle d’intermédiaire',
          paragraphs: [
            'Plateau est uniquement un intermédiaire technique de mise en relation. [Raison sociale] n’est partie à aucun contrat, collaboration ou accord conclu entre membres et n’intervient pas dans leur négociation ni dans leur exécution.',
          ],
        },
        {
          title: '8. Relations entre membres',
          paragraphs: [
            'Chaque membre répond seul de ses échanges et de ses engagements avec les autres membres, notamment des contrats, rémunérations, droits cédés et obligations sociales et fiscales qui en découlent.',
          ],
        },
        {
          title: '9. Signalement des contenus',
          paragraphs: [
            'Tout contenu ou comportement contraire aux présentes conditions peut être signalé à l’adresse contact@plateau.fr. Chaque signalement est examiné ; le contenu manifestement illicite est retiré dans les meilleurs délais.',
          ],
        },
        {
          title: '10. Propriété intellectuelle',
          paragraphs: [
            'Les membres conservent l’ensemble de leurs droits sur les contenus qu’ils publient. Ils accordent à [Raison sociale], pour la seule durée de leur publication, une licence non exclusive et gratuite d’hébergement et d’affichage de ces contenus, limitée à ce qui est nécessaire au fonctionnement de la plateforme.',
            'Les éléments de la plateforme (marque, logo, interface, textes) restent la propriété de [Raison sociale].',
          ],
        },
        {
          title: '11. Responsabilité',
          paragraphs: [
            '[Raison sociale] met en œuvre les moyens raisonnables pour assurer l’accès et le bon fonctionnement de la plateforme, sans garantir l’absence d’interruption. Sauf faute lourde ou dolosive, et dans les limites permises par la loi, sa responsabilité est limitée aux sommes effectivement versées par le membre au cours des 12 derniers mois.',
          ],
        },
        {
          title: '12. Suspension et suppression du compte',
          paragraphs: [
            'Le membre peut supprimer son compte à tout moment depuis les paramètres de son profil. [Raison sociale] peut suspendre ou supprimer le compte d’un membre qui enfreint les présentes conditions, après l’en avoir informé, sauf urgence ou manquement grave.',
          ],
        },
        {
          title: '13. Droit applicable',
          paragraphs: [
            'Les présentes conditions sont régies par le droit français et rédigées en langue française.',
          ],
        },
        {
          title: '14. Litiges et médiation',
          paragraphs: [
            'En cas de litige, le membre s’adresse d’abord à contact@plateau.fr afin de rechercher une solution amiable. Le membre consommateur peut recourir gratuitement au médiateur de la consommation : [Nom et coordonnées du médiateur de la consommation].',
            'La Commission européenne met également à disposition une plateforme de règlement en ligne des litiges. Le traitement de vos données personnelles est décrit dans notre politique de confidentialité.',
          ],
          links: [
            {
              label: 'Plateforme européenne de règlement en ligne des litiges',
              href: 'https://ec.europa.eu/consumers/odr',
            },
            { label: 'Politique de confidentialité', href: '/confidentialite' },
          ],
        },
      ],
    },
  },
} as const;

/** Replaces `{key}` placeholders in a message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
