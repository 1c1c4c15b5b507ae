/**
 * The tab's title of each page (shown as 'Titre · Plateau') and the description search engines show for
 * each public page. Set from the web's router (apps/web/src/app/route-meta.ts); kept apart from the other
 * texts so the first load carries only these.
 */
export const pageTitles = {
  landing: 'Plateau — le réseau des créatifs',
  login: 'Connexion',
  register: 'Inscription',
  forgotPassword: 'Mot de passe oublié',
  updatePassword: 'Nouveau mot de passe',
  dashboard: 'Tableau de bord',
  admin: 'Administration',
  adminUsers: 'Utilisateurs · Administration',
  adminProjects: 'Projets · Administration',
  adminTasks: 'Tâches · Administration',
  adminNews: 'Actualités · Administration',
  adminDiagnostics: 'Diagnostic · Administration',
  adminLog: 'Historique · Administration',
  createAdmin: 'Créer un administrateur',
  magazine: 'Magazine',
  favorites: 'Mes articles favoris',
  article: 'Article',
  network: 'Mon Réseau',
  legalNotice: 'Mentions légales',
  privacy: 'Politique de confidentialité',
  terms: "Conditions d'utilisation",
  about: 'À propos de Plateau',
  talents: 'Talents',
  talent: 'Profil',
  myProfile: 'Mon profil',
  profileEdit: 'Modifier le profil',
  portfolioAdd: 'Ajouter au portfolio',
  portfolioEdit: "Modifier l'élément du portfolio",
  notifications: 'Notifications',
  messages: 'Messages',
  projects: 'Projets',
  projectNew: 'Nouveau projet',
  projectEdit: 'Modifier le projet',
  project: 'Projet',
  influencer: 'Espace influenceurs',
  influencerProjects: 'Projets influenceurs',
  influencerWizard: 'Nouveau projet influenceur',
  influencerApply: 'Candidature',
  influencerDashboard: 'Tableau de bord influenceur',
  notFound: 'Page introuvable',
} as const;

export const pageDescriptions = {
  landing:
    "Plateau, le réseau professionnel des créatifs du cinéma, de l'audiovisuel, du théâtre, de la musique et de la photographie : talents, projets, réseau et magazine.",
  login: 'Connectez-vous à Plateau pour retrouver vos projets, votre réseau et vos messages.',
  register:
    'Créez gratuitement votre compte Plateau et rejoignez la communauté des créatifs de l’image et de la scène.',
  magazine:
    'Le magazine de Plateau : actualités, portraits, conseils et événements du cinéma, du théâtre, de la musique et de la photographie.',
  legalNotice: 'Mentions légales du site Plateau : éditeur, hébergeur et propriété intellectuelle.',
  privacy: 'Comment Plateau collecte, utilise et protège vos données personnelles, et vos droits.',
  terms: "Les conditions générales d'utilisation du réseau professionnel Plateau.",
  influencer:
    'L’espace influenceurs de Plateau : les créateurs de contenu y publient leurs projets et recrutent monteurs, community managers et graphistes.',
  about: 'Plateau : notre mission, à qui s’adresse le réseau, ce que vous pouvez y faire et nos engagements.',
} as const;
