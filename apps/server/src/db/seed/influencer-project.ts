import type {
  collaborationDurations,
  compensationTypes,
  influencerBudgetRanges,
  influencerPlatforms,
  roleExperienceLevels,
  workModes,
} from '@plateau/shared';

type DemoInfluencerRole = {
  title: string;
  description: string;
  responsibilities: string;
  requiredSkills: string[];
  experienceLevel: (typeof roleExperienceLevels)[number];
  timeCommitment: string;
  compensationType: (typeof compensationTypes)[number];
  compensationDetails: string | null;
  positionsAvailable: number;
  isPriority: boolean;
};

export type DemoInfluencerProject = {
  ownerEmail: string;
  title: string;
  description: string;
  createdDaysAgo: number;
  details: {
    platform: (typeof influencerPlatforms)[number];
    contentTypes: string[];
    projectScope: string;
    budgetRange: (typeof influencerBudgetRanges)[number];
    timeline: string;
    locationType: (typeof workModes)[number];
    locationCity: string | null;
    collaborationDuration: (typeof collaborationDurations)[number];
    applicationDeadlineInDays: number;
    startInDays: number;
    deliverables: string[];
  };
  roles: DemoInfluencerRole[];
  application: {
    applicantEmail: string;
    roleTitle: string;
    createdDaysAgo: number;
    coverLetter: string;
    portfolioLinks: string[];
    availabilityInDays: number;
    expectedCompensation: string;
    relevantExperience: string;
    motivation: string;
    additionalInfo: string;
  };
};

/** The demo influencer project (category 'Influenceur'), its roles and one application. */
export const influencerProject: DemoInfluencerProject = {
  ownerEmail: 'alice.moulin@demo.fr',
  title: 'Ciné Décodé : renfort pour une chaîne YouTube de vulgarisation',
  description:
    'Ciné Décodé explique les secrets de fabrication des films en vidéos de quinze minutes, avec plus de cent mille abonnés. Pour passer à deux vidéos par mois et lancer un format court, je cherche un monteur vidéo, un ou une community manager et un graphiste pour les miniatures.',
  createdDaysAgo: 8,
  details: {
    platform: 'YouTube',
    contentTypes: ['Éducation', 'Divertissement', 'Art / Créativité'],
    projectScope:
      'Deux vidéos longues par mois, quatre formats courts par mois, animation de la communauté sur YouTube et Instagram.',
    budgetRange: '500-2000€',
    timeline: 'Trois mois renouvelables, premières vidéos dès le démarrage',
    locationType: 'Hybride',
    locationCity: 'Paris',
    collaborationDuration: 'Long terme (3-12 mois)',
    applicationDeadlineInDays: 21,
    startInDays: 35,
    deliverables: ['Vidéos YouTube', 'Shorts / TikToks', 'Miniatures / Thumbnails', 'Gestion communauté'],
  },
  roles: [
    {
      title: 'Monteur vidéo',
      description:
        'Monter les vidéos longues à partir des rushs et du script, avec habillage graphique et archives.',
      responsibilities: 'Dérushage, montage, sous-titres, export et mise en ligne programmée.',
      requiredSkills: ['Adobe Premiere Pro', 'After Effects', 'Sous-titrage', 'Color grading'],
      experienceLevel: 'Expérimenté',
      timeCommitment: 'Environ 3 jours par vidéo',
      compensationType: 'Rémunéré',
      compensationDetails: '350 € par vidéo longue',
      positionsAvailable: 1,
      isPriority: true,
    },
    {
      title: 'Community Manager',
      description:
        'Animer la communauté de la chaîne et adapter les vidéos en formats courts pour les réseaux.',
      responsibilities: 'Réponses aux commentaires, calendrier de publication, statistiques mensuelles.',
      requiredSkills: ['Community Management', 'Instagram Insights', 'Analytics YouTube', 'Canva'],
      experienceLevel: 'Intermédiaire',
      timeCommitment: '8 heures par semaine',
      compensationType: 'Pourcentage revenus',
      compensationDetails: '10 % des revenus publicitaires',
      positionsAvailable: 1,
      isPriority: false,
    },
    {
      title: 'Graphiste / Designer',
      description: 'Créer les miniatures et l’identité graphique du nouveau format court.',
      responsibilities: 'Deux à quatre miniatures par mois, déclinaisons pour les réseaux sociaux.',
      requiredSkills: ['Photoshop', 'Illustrator', 'Thumbnail design', 'Figma'],
      experienceLevel: 'Débutant',
      timeCommitment: 'Ponctuel, quelques heures par mois',
      compensationType: 'Rémunéré',
      compensationDetails: '60 € par miniature',
      positionsAvailable: 2,
      isPriority: false,
    },
  ],
  application: {
    applicantEmail: 'youssef.benali@demo.fr',
    roleTitle: 'Monteur vidéo',
    createdDaysAgo: 2,
    coverLetter:
      'Bonjour Alice, je suis vos vidéos depuis longtemps et j’aime beaucoup la façon dont vous rendez la technique accessible. Monteur de clips et de publicités depuis six ans, j’aimerais mettre mon sens du rythme au service de Ciné Décodé.',
    portfolioLinks: ['https://youssef-benali.demo.fr/bande-demo', 'https://www.youtube.com/@youssefbenali'],
    availabilityInDays: 30,
    expectedCompensation: '350 € par vidéo, conformément à l’annonce',
    relevantExperience:
      'Montage d’une quarantaine de clips et de publicités, dont une série de vidéos pédagogiques pour un musée lillois. Maîtrise de Premiere Pro, After Effects et DaVinci Resolve.',
    motivation:
      'Le cinéma est ma passion et la vulgarisation m’attire : je veux participer à un projet régulier, avec une vraie ligne éditoriale.',
    additionalInfo: 'Disponible pour une réunion à Paris une fois par mois.',
  },
};
