/** Every enumeration of the spec, stored with the spec's French values. */

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const availabilityStatuses = ['disponible', 'sur un projet', 'indisponible'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

export const connectionStatuses = ['en attente', 'accepté', 'refusé'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const connectionStates = [
  'not_connected',
  'pending_sent',
  'pending_received',
  'connected',
  'rejected',
] as const;
export type ConnectionState = (typeof connectionStates)[number];

export const notificationTypes = [
  'message',
  'connection',
  'project',
  'task',
  'moderation',
  'comment',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * What a notification says, beyond its type (issue 30): its e-mail's subject and button follow it. Stored
 * with the notification; older rows have none and are mailed with their text alone.
 */
export const notificationKinds = [
  'message',
  'teamMessage',
  'connectionRequest',
  'connectionAccepted',
  'memberAdded',
  'joinRequestReceived',
  'joinRequestAccepted',
  'joinRequestRefused',
  'taskAssigned',
  'taskDueTomorrow',
  'taskOverdue',
  'articleComment',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds of notification e-mail a member chooses for (account settings, 'Notifications par e-mail'). */
export const emailCategories = ['messages', 'connections', 'projects', 'tasks', 'magazine'] as const;
export type EmailCategory = (typeof emailCategories)[number];

/** How often the e-mails of a category go out. */
export const emailFrequencies = ['immédiat', 'quotidien', 'hebdomadaire', 'jamais'] as const;
export type EmailFrequency = (typeof emailFrequencies)[number];

/** The two summaries. */
export const digestFrequencies = ['quotidien', 'hebdomadaire'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

export const projectCategories = [
  'Film',
  'Série TV',
  'Publicité',
  'Clip musical',
  'Court-métrage',
  'Documentaire',
  'Animation',
  'Théâtre',
  'Comédie musicale',
  'Spectacle vivant',
  'Performance',
  'Lecture publique',
  'Événementiel',
  'Podcast',
  'Autre',
] as const;
export const influencerCategory = 'Influenceur' as const;
/** Categories a stored project may have: the 15 standard ones plus the influencer flow's. */
export const storedProjectCategories = [...projectCategories, influencerCategory] as const;
export type ProjectCategory = (typeof storedProjectCategories)[number];

export const projectStatuses = ['en préparation', 'en cours', 'terminé', 'en pause'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectTypes = [
  'court-métrage',
  'long-métrage',
  'série',
  'documentaire',
  'clip',
  'publicité',
  'spectacle',
  'autre',
] as const;
export type ProjectType = (typeof projectTypes)[number];

export const experienceLevels = ['débutant', 'intermédiaire', 'professionnel', 'expert'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const memberVisibilities = ['public', 'members', 'private'] as const;
export type MemberVisibility = (typeof memberVisibilities)[number];

export const projectRoles = [
  'membre',
  'réalisateur',
  'cadreur',
  'monteur',
  'ingénieur son',
  'acteur',
  'producteur',
  'scénariste',
  'autre',
] as const;
export type ProjectRole = (typeof projectRoles)[number];

/**
 * A credit's state (issue 33): 'proposé' by a finished project to a member of its team, then 'confirmé' or
 * 'refusé' by the member; 'déclaré' when the member adds a work from outside Plateau.
 */
export const creditStatuses = ['proposé', 'confirmé', 'refusé', 'déclaré'] as const;
export type CreditStatus = (typeof creditStatuses)[number];

export const memberStatuses = ['membre'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export const taskStatuses = ['à faire', 'en cours', 'terminé'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const joinRequestStatuses = ['en attente', 'approuvé', 'refusé'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

export const recruitmentFilters = ['recruiting', 'not_recruiting'] as const;
export type RecruitmentFilter = (typeof recruitmentFilters)[number];

/** The 23 magazine categories: the 12 named by the spec, then 11 that fit the magazine. */
export const magazineCategories = [
  'Actualités',
  'Événements',
  'Témoignages',
  'Tutoriels',
  'Interviews',
  "Portraits d'Artistes",
  'Tendances',
  'Conseils Carrière',
  'Aspects Légaux',
  "Droits d'Auteur",
  'Making-of',
  'Innovation',
  'Festivals',
  'Financement',
  'Formation',
  'Technique',
  'Matériel',
  'Distribution',
  'Scénario',
  'Musique',
  'Théâtre',
  'Photographie',
  'Réseau',
] as const;
export type MagazineCategory = (typeof magazineCategories)[number];
export const eventsCategory = 'Événements' as const;

/** The 30 cities: the spec names the first three and the last one. */
export const cities = [
  'Paris',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Nice',
  'Nantes',
  'Strasbourg',
  'Montpellier',
  'Bordeaux',
  'Lille',
  'Rennes',
  'Reims',
  'Le Havre',
  'Saint-Étienne',
  'Toulon',
  'Grenoble',
  'Dijon',
  'Angers',
  'Nîmes',
  'Villeurbanne',
  'Clermont-Ferrand',
  'Le Mans',
  'Aix-en-Provence',
  'Brest',
  'Tours',
  'Amiens',
  'Limoges',
  'Annecy',
  'Perpignan',
  'Autre',
] as const;
export type City = (typeof cities)[number];

export const popularProfessions = [
  'Réalisateur',
  'Producteur',
  'Directeur photo',
  'Monteur',
  'Scénariste',
  'Ingénieur son',
] as const;

/** About 55 skills: direction, editing, sound, lighting, costumes, sets, acting, dance, software, stage management. */
export const skillSuggestions = [
  'Réalisation',
  'Mise en scène',
  'Assistanat réalisation',
  'Scénarisation',
  'Écriture de dialogues',
  'Production',
  'Direction de production',
  'Régie',
  'Direction de la photographie',
  'Cadrage',
  'Steadicam',
  'Prise de vue drone',
  'Photographie',
  'Montage',
  'Étalonnage',
  'Effets visuels',
  'Motion design',
  'Animation 2D',
  'Animation 3D',
  'Modélisation 3D',
  'Prise de son',
  'Mixage',
  'Sound design',
  'Composition musicale',
  'Perchman',
  'Éclairage',
  'Électricien',
  'Machiniste',
  'Costumes',
  'Habillage',
  'Maquillage',
  'Coiffure',
  'Décors',
  'Accessoires',
  'Scénographie',
  'Jeu d’acteur',
  'Doublage',
  'Voix off',
  'Improvisation',
  'Chant',
  'Danse contemporaine',
  'Danse classique',
  'Chorégraphie',
  'Régie plateau',
  'Régie lumière',
  'Régie son',
  'Direction de casting',
  'Adobe Premiere Pro',
  'Final Cut Pro',
  'DaVinci Resolve',
  'Avid Media Composer',
  'After Effects',
  'Blender',
  'Cinema 4D',
  'Pro Tools',
] as const;

/** Role titles of the influencer flow (20). */
export const influencerRoleTitles = [
  'Agent / Manager',
  'Monteur vidéo',
  'Community Manager',
  'Graphiste / Designer',
  'Rédacteur / Copywriter',
  'Photographe',
  'Cadreur / Vidéaste',
  'Ingénieur son',
  'Développeur web',
  'Social Media Manager',
  'Assistant personnel',
  'Comptable / Gestionnaire',
  'Juriste / Avocat',
  'Coach / Consultant',
  'Traducteur',
  'Animateur / Co-host',
  'Technicien streaming',
  'Modérateur communauté',
  'Analyste données',
  'Responsable partenariats',
] as const;

export const influencerContentTypes = [
  'Vlogs',
  'Gaming',
  'Beauté / Mode',
  'Cuisine',
  'Tech / Reviews',
  'Fitness / Sport',
  'Éducation',
  'Divertissement',
  'Musique',
  'Art / Créativité',
  'Lifestyle',
  'Voyage',
  'Business / Entrepreneuriat',
  'Parentalité',
  'DIY / Bricolage',
  'Actualités / Débats',
] as const;

export const influencerSkills = [
  'Adobe Premiere Pro',
  'Final Cut Pro',
  'After Effects',
  'Photoshop',
  'Illustrator',
  'Canva',
  'Figma',
  'DaVinci Resolve',
  'OBS Studio',
  'Streamlabs',
  'Analytics YouTube',
  'Instagram Insights',
  'TikTok Analytics',
  'Facebook Business',
  'Google Analytics',
  'SEO / Référencement',
  'Copywriting',
  'Community Management',
  'Gestion de projet',
  'Marketing digital',
  'Négociation partenariats',
  "Droit de l'image",
  'Comptabilité',
  'Fiscalité créateur',
  'Streaming technique',
  'Montage audio',
  'Color grading',
  'Motion design',
  'Thumbnail design',
  'Sous-titrage',
] as const;

export const influencerPlatforms = [
  'YouTube',
  'TikTok',
  'Instagram',
  'Twitch',
  'Podcast',
  'Multi-plateforme',
] as const;
export type InfluencerPlatform = (typeof influencerPlatforms)[number];
export const influencerBudgetRanges = [
  'Non rémunéré',
  '< 500€',
  '500-2000€',
  '2000-5000€',
  '5000€+',
  'À négocier',
] as const;
export const collaborationDurations = [
  'Ponctuel',
  'Court terme (1-3 mois)',
  'Long terme (3-12 mois)',
  'Permanent',
] as const;
export const workModes = ['Présentiel', 'Distanciel', 'Hybride'] as const;
export const roleExperienceLevels = ['Débutant', 'Intermédiaire', 'Expérimenté', 'Expert'] as const;
export const compensationTypes = [
  'Bénévole',
  'Rémunéré',
  'Pourcentage revenus',
  'Échange de services',
] as const;
export const influencerDeliverables = [
  'Vidéos YouTube',
  'Shorts / TikToks',
  'Posts Instagram',
  'Stories Instagram',
  'Reels Instagram',
  'Lives / Streams',
  'Podcasts',
  'Articles de blog',
  'Newsletters',
  'Miniatures / Thumbnails',
  'Montage vidéo',
  'Sous-titres',
  'Traductions',
  'Gestion communauté',
  'Stratégie contenu',
  'Analyses performances',
  'Partenariats marques',
  'Merchandising',
  'Site web',
  'Application mobile',
] as const;
/** Application statuses as the influencer dashboard shows them (stored as join request statuses). */
export const applicationStatusLabels = {
  'en attente': 'En attente',
  approuvé: 'Accepté',
  refusé: 'Refusé',
} as const;

export const logLevels = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Tag suggestions of the project form (34): genres, techniques, formats and production contexts. */
export const projectTagSuggestions = [
  'Drame',
  'Comédie',
  'Thriller',
  'Science-fiction',
  'Fantastique',
  'Horreur',
  'Policier',
  'Romance',
  'Historique',
  'Biopic',
  'Documentaire',
  'Animation',
  'Expérimental',
  'Jeunesse',
  'Noir et blanc',
  'Plan-séquence',
  'Caméra à l’épaule',
  'Tournage en extérieur',
  'Tournage en studio',
  'Prise de vue drone',
  'Stop motion',
  'Effets spéciaux',
  'Improvisation',
  'Musique originale',
  'Premier film',
  'Film d’école',
  'Festival',
  'Petit budget',
  'Autoproduction',
  'Financement participatif',
  'Coproduction',
  'Tournage de nuit',
  'Bénévolat',
  'Rémunéré',
] as const;

/** Additional benefit suggestions of the project form (12). */
export const projectBenefitSuggestions = [
  'Formation sur le tournage',
  'Coaching individuel',
  'Crédit au générique',
  'Copie du film final',
  'Participation aux festivals',
  'Extraits pour la bande démo',
  'Photos de plateau',
  'Défraiement',
  'Rencontre avec des professionnels',
  'Lettre de recommandation',
  'Invitation à la projection',
  'Intéressement aux recettes',
] as const;

/** The dashboard's widgets (spec 2 §2), in their default order. */
export const dashboardWidgets = ['projects', 'statistics', 'network', 'content'] as const;
export type DashboardWidget = (typeof dashboardWidgets)[number];

/** Widget sizes S, M, L: 1, 2 or 3 columns (spec 2 §9). */
export const dashboardWidgetSizes = ['S', 'M', 'L'] as const;
export type DashboardWidgetSize = (typeof dashboardWidgetSizes)[number];

/** The weekly figures of the 'Statistiques' widget (spec 2 §2). */
export const dashboardMetrics = [
  'projects',
  'connections',
  'messages',
  'profileViews',
  'tasksCompleted',
] as const;
export type DashboardMetric = (typeof dashboardMetrics)[number];

/** A member's links on their profile. */
export const socialNetworks = ['instagram', 'twitter', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The tabs of /reseau. */
export const networkTabs = ['connections', 'received', 'sent'] as const;
export type NetworkTab = (typeof networkTabs)[number];
