import { byMember, type DemoArticle, editorial } from './article-types';

/** Magazine events (category 'Événements'), four upcoming and one past, plus one unpublished draft. */
export const eventArticles: DemoArticle[] = [
  {
    title: 'Soirée réseau Plateau à Paris : rencontrez les créatifs de votre ville',
    summary:
      'Une soirée conviviale pour rencontrer réalisateurs, techniciens, comédiens et producteurs inscrits sur Plateau. Entrée libre sur inscription.',
    paragraphs: [
      'Après plusieurs mois d’échanges en ligne, nous avons eu envie de nous retrouver en vrai. Plateau organise sa première soirée réseau parisienne, ouverte à tous les membres, quel que soit leur métier ou leur niveau d’expérience.',
      'Au programme : un accueil à partir de 19 h, une courte présentation des nouveautés de la plateforme, puis un temps d’échange libre. Des tables thématiques permettront de rencontrer facilement les personnes qui partagent vos centres d’intérêt : fiction, documentaire, spectacle vivant, musique à l’image, photographie.',
      'Les porteurs de projets qui recrutent pourront présenter leur projet en deux minutes chrono devant l’assemblée. Inscrivez-vous à l’avance auprès de l’équipe si vous souhaitez prendre la parole : les créneaux sont limités à dix.',
      'L’entrée est libre, mais l’inscription est obligatoire pour des raisons de sécurité. Une boisson sans alcool sera offerte à chaque participant. Pensez à mettre votre profil à jour avant la soirée : c’est la meilleure carte de visite que vous puissiez laisser.',
    ],
    categories: ['Événements', 'Réseau'],
    tags: ['soirée réseau', 'Paris', 'rencontres'],
    publishedDaysAgo: 6,
    author: editorial,
    published: true,
    event: { inDays: 12, hour: 17, location: 'Paris 11e, salle des Commissaires' },
  },
  {
    title: 'Atelier d’écriture de scénario à Lyon : construire un personnage',
    summary:
      'Un atelier d’une journée animé par le scénariste Antoine Rousseau pour travailler la construction des personnages, avec exercices pratiques et lectures.',
    paragraphs: [
      'Un bon personnage ne se résume pas à une fiche biographique. Il désire quelque chose, il se heurte à des obstacles et il change, ou refuse de changer. Cet atelier d’une journée propose de travailler ces questions à partir de vos propres projets.',
      'La matinée sera consacrée aux fondamentaux : désir, besoin, faille et contradiction. Nous étudierons ensemble plusieurs scènes de films et de séries pour comprendre comment les scénaristes révèlent un personnage par l’action plutôt que par le dialogue.',
      'L’après-midi sera pratique. Chaque participant écrira une courte scène mettant son personnage principal face à un choix difficile, puis la lira devant le groupe. Les retours, bienveillants et précis, permettront de repartir avec des pistes concrètes.',
      'L’atelier est limité à douze personnes pour garantir la qualité des échanges. Il s’adresse aux scénaristes débutants comme confirmés, ainsi qu’aux réalisateurs et comédiens qui écrivent. Apportez un projet en cours, même à l’état d’idée.',
    ],
    categories: ['Événements', 'Scénario', 'Formation'],
    tags: ['atelier', 'scénario', 'Lyon'],
    publishedDaysAgo: 10,
    author: byMember('antoine.rousseau@demo.fr'),
    published: true,
    event: { inDays: 20, hour: 8, location: 'Lyon 7e, Maison des associations' },
  },
  {
    title: 'Masterclass son : enregistrer les ambiances en extérieur',
    summary:
      'Une masterclass pratique à Lille pour apprendre à capter des ambiances propres en extérieur, du choix des micros au rangement des fichiers.',
    paragraphs: [
      'Les ambiances donnent de l’épaisseur à un film : le vent dans les arbres, une rue au petit matin, le ressac d’une plage en hiver. Pourtant, elles sont souvent enregistrées à la va-vite en fin de journée. Cette masterclass propose d’en faire un vrai savoir-faire.',
      'La première partie, en salle, présentera les différents couples de micros, les réglages de l’enregistreur et les précautions contre le vent et les manipulations. Nous écouterons plusieurs exemples d’ambiances réussies et ratées, pour apprendre à entendre la différence.',
      'La seconde partie se déroulera en extérieur, par petits groupes. Chacun pourra enregistrer avec le matériel fourni puis réécouter ses prises au casque avec l’intervenant. La journée se terminera par une séance de classement et de nommage des fichiers, indispensable pour que les monteurs son retrouvent vos enregistrements.',
      'Prévoyez des vêtements chauds et un casque fermé si vous en possédez un. Le nombre de places est limité à quinze participants.',
    ],
    categories: ['Événements', 'Technique'],
    tags: ['son', 'masterclass', 'Lille'],
    publishedDaysAgo: 15,
    author: byMember('nicolas.fontaine@demo.fr'),
    published: true,
    event: { inDays: 33, hour: 9, location: 'Lille, Maison de l’image' },
  },
  {
    title: 'Projection-débat : les courts-métrages de la communauté Plateau',
    summary:
      'Six courts-métrages réalisés par des membres de Plateau, projetés à Marseille en présence des équipes, suivis d’un débat avec le public.',
    paragraphs: [
      'Ils se sont rencontrés sur Plateau, ont monté une équipe et ont tourné ensemble. Nous avons voulu montrer leurs films sur grand écran. Six courts-métrages, de la comédie au documentaire, seront projetés lors de cette soirée marseillaise.',
      'Chaque projection sera suivie d’un court échange avec l’équipe du film : comment s’est formée l’équipe, quelles difficultés ont été rencontrées, quels conseils donner à ceux qui se lancent. Le public pourra poser ses questions et voter pour son film préféré.',
      'La soirée se poursuivra par un moment convivial dans le hall du cinéma, l’occasion de rencontrer les réalisateurs, les techniciens et les comédiens présents.',
      'Les films ont été choisis par un petit comité de membres bénévoles parmi une trentaine de propositions. Tous ont été tournés avec des moyens modestes, souvent en quelques jours, et montrent la diversité des talents de la communauté.',
      'L’entrée est gratuite dans la limite des places disponibles. Si vous avez réalisé un court-métrage avec une équipe rencontrée sur Plateau, écrivez-nous : une seconde séance est déjà envisagée pour le printemps.',
    ],
    categories: ['Événements', 'Festivals'],
    tags: ['projection', 'court-métrage', 'Marseille'],
    publishedDaysAgo: 3,
    author: editorial,
    published: true,
    event: { inDays: 45, hour: 18, location: 'Marseille, cinéma du Panier' },
  },
  {
    title: 'Retour sur les rencontres professionnelles du spectacle vivant à Nantes',
    summary:
      'Plus de deux cents professionnels réunis à Nantes pour parler de création, de diffusion et de conditions de travail dans le spectacle vivant.',
    paragraphs: [
      'Les rencontres professionnelles du spectacle vivant ont réuni à Nantes plus de deux cents participants : artistes, techniciens, administrateurs et programmateurs. Trois tables rondes ont rythmé la journée.',
      'La première portait sur la diffusion des petites formes, ces spectacles légers qui peuvent jouer dans des salles des fêtes comme dans des médiathèques. Plusieurs compagnies ont témoigné de l’intérêt de ces formats pour aller à la rencontre de nouveaux publics.',
      'La deuxième table ronde abordait les conditions de travail des techniciens en tournée : amplitudes horaires, temps de trajet, hébergement. Les échanges ont été francs et ont débouché sur une proposition de charte commune entre plusieurs lieux de la région.',
      'La dernière s’intéressait à l’écoresponsabilité des tournées, de la mutualisation des décors à la réduction des déplacements. Les actes de la journée seront publiés prochainement sur le site des organisateurs.',
      'Entre les tables rondes, les rendez-vous individuels entre compagnies et programmateurs ont affiché complet. Plusieurs membres de Plateau y ont présenté leurs projets et sont repartis avec des dates de tournée pour la saison prochaine.',
    ],
    categories: ['Événements', 'Théâtre', 'Actualités'],
    tags: ['spectacle vivant', 'Nantes', 'rencontres'],
    publishedDaysAgo: 22,
    author: byMember('helene.brunet@demo.fr'),
    published: true,
    event: { inDays: -10, hour: 8, location: 'Nantes, Lieu unique' },
  },
  {
    title: 'Écrire un pitch qui donne envie : la méthode en quatre temps',
    summary: 'Brouillon : comment présenter son projet en une minute à un producteur ou à une commission.',
    paragraphs: [
      'Le pitch est un exercice redouté. En une minute, il faut donner envie de lire un scénario de cent pages. Voici une méthode simple en quatre temps, à adapter à chaque projet.',
      'D’abord, le personnage : qui est-il et que veut-il ? Ensuite, l’obstacle : qu’est-ce qui l’empêche d’obtenir ce qu’il veut ? Puis l’enjeu : que perdra-t-il s’il échoue ? Enfin, le ton : comédie, drame, thriller, chronique.',
      'Entraînez-vous à voix haute, chronométrez-vous et testez votre pitch auprès de personnes qui ne connaissent pas le projet. Si elles vous posent des questions, c’est bon signe : vous avez éveillé leur curiosité.',
    ],
    categories: ['Scénario', 'Conseils Carrière'],
    tags: ['pitch', 'scénario'],
    publishedDaysAgo: 1,
    author: editorial,
    published: false,
  },
];
