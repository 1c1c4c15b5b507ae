import { byMember, type DemoArticle, editorial } from './article-types';

/** Magazine articles, second part: tutorials, law, funding, making-of and crafts. */
export const craftArticles: DemoArticle[] = [
  {
    title: 'Étalonner un court-métrage avec DaVinci Resolve : les bases',
    summary:
      'Correction primaire, équilibre des plans, intention artistique : une méthode pas à pas pour étalonner son premier court-métrage.',
    paragraphs: [
      'L’étalonnage intervient une fois le montage verrouillé. Il a deux objectifs : rendre les plans cohérents entre eux, puis donner au film son identité visuelle. Avant de toucher à la moindre couleur, exportez une liste de montage propre et vérifiez que tous vos rushs sont reliés en pleine résolution.',
      'Commencez par la correction primaire. Sur chaque plan, réglez l’exposition et la balance des blancs à l’aide des scopes plutôt que de vos yeux, qui s’habituent très vite à une dominante. L’oscilloscope de forme d’onde vous indique si les noirs sont écrasés ou les hautes lumières brûlées ; le vecteurscope montre la saturation et la teinte des peaux.',
      'Passez ensuite à l’équilibrage. Choisissez un plan de référence par séquence et rapprochez les autres de celui-ci. L’affichage côte à côte, avec une image fixe de référence, est votre meilleur allié. Ne cherchez pas encore à créer un « look » : un spectateur pardonne un style marqué, mais pas un champ-contrechamp qui change de couleur.',
      'Vient enfin l’intention artistique. Discutez-en avec la réalisatrice et le chef opérateur avant la séance : quelques photos de référence valent mieux qu’un long discours. Travaillez par nœuds, en séparant les corrections globales des corrections locales, et gardez toujours une version neutre pour comparer.',
      'Dernier conseil : étalonnez sur un écran calibré, dans une pièce à la lumière maîtrisée, et regardez le résultat final sur plusieurs supports, du téléviseur au téléphone.',
    ],
    categories: ['Tutoriels', 'Technique'],
    tags: ['étalonnage', 'DaVinci Resolve', 'postproduction'],
    publishedDaysAgo: 55,
    author: byMember('victor.guerin@demo.fr'),
    published: true,
  },
  {
    title: 'Droit à l’image et autorisations de tournage : ce qu’il faut savoir',
    summary:
      'Filmer une personne, un lieu ou une œuvre ne se fait pas sans précautions. Les règles essentielles pour tourner sereinement.',
    paragraphs: [
      'Toute personne dispose d’un droit sur son image. Dès qu’une personne est reconnaissable et isolée à l’écran, il faut en principe obtenir son autorisation écrite, précisant l’usage prévu, la durée et les supports de diffusion. Pour les comédiens, cette autorisation figure dans le contrat ; pour les figurants et les passants filmés en gros plan, prévoyez des formulaires simples à faire signer sur place.',
      'Les lieux obéissent à d’autres règles. Tourner dans un espace public demande le plus souvent une autorisation de la mairie ou de la préfecture, surtout si vous installez du matériel ou bloquez la circulation. Les lieux privés, eux, nécessitent l’accord du propriétaire. Anticipez : certains services demandent plusieurs semaines de délai.',
      'Attention aussi aux œuvres qui apparaissent dans le champ. Une affiche, une sculpture récente ou une musique diffusée dans un café peuvent être protégées par le droit d’auteur. Si elles occupent une place importante dans le plan, l’accord des ayants droit est nécessaire. À défaut, il vaut mieux les écarter du cadre.',
      'Enfin, conservez précieusement toutes les autorisations. Les diffuseurs et les festivals peuvent les demander, et un document manquant peut bloquer la vente d’un film. En cas de doute, un avocat spécialisé en propriété intellectuelle vous fera gagner du temps et de la tranquillité.',
    ],
    categories: ['Aspects Légaux', "Droits d'Auteur"],
    tags: ['droit à l’image', 'autorisations', 'juridique'],
    publishedDaysAgo: 49,
    author: editorial,
    published: true,
  },
  {
    title: 'Financer son court-métrage : aides publiques, financement participatif et coproduction',
    summary:
      'Un court-métrage coûte souvent plus cher qu’on ne l’imagine. Panorama des pistes de financement et conseils pour monter un dossier solide.',
    paragraphs: [
      'Même avec une équipe motivée, un court-métrage a un coût : location de matériel, assurances, transports, repas, postproduction, droits musicaux. Établir un budget réaliste est la première étape, avant même de chercher des financements.',
      'Les aides publiques restent la source principale. Le Centre national du cinéma et de l’image animée propose plusieurs dispositifs, et la plupart des régions disposent d’un fonds d’aide à la création. Chaque commission a son calendrier et ses critères : lisez attentivement les règlements et préparez un dossier complet, avec note d’intention, scénario, budget et plan de financement.',
      'Le financement participatif peut compléter ces aides. Il fonctionne surtout lorsque l’équipe dispose déjà d’une communauté : amis, proches, public d’un précédent film. Soignez la vidéo de présentation, proposez des contreparties simples et communiquez régulièrement pendant toute la campagne.',
      'Enfin, pensez à la coproduction. Une société de production apporte son expérience, ses contacts avec les diffuseurs et sa capacité à porter les dossiers. Des partenariats en nature, avec un loueur de matériel ou une collectivité qui prête un lieu, réduisent aussi fortement les dépenses.',
      'Quelle que soit la piste, soyez transparents sur la rémunération de l’équipe. Un projet bien financé est d’abord un projet bien préparé.',
    ],
    categories: ['Financement', 'Conseils Carrière'],
    tags: ['financement', 'court-métrage', 'aides'],
    publishedDaysAgo: 41,
    author: byMember('elodie.mercier@demo.fr'),
    published: true,
  },
  {
    title: 'Making-of : trois jours de tournage pour « Les Heures claires »',
    summary:
      'Camille Martin raconte le tournage de son court-métrage, entre lumière naturelle, équipe réduite et imprévus météorologiques.',
    paragraphs: [
      '« Les Heures claires » suit une adolescente qui passe sa dernière journée dans la maison de sa grand-mère avant sa vente. Nous l’avons tourné en trois jours, dans une maison de famille prêtée par des amis, avec une équipe de neuf personnes.',
      'Nous avions fait le choix de la lumière naturelle. Avec Sophie, la directrice photo, nous avions repéré la maison à chaque heure de la journée pour savoir quelle pièce serait la plus belle à quel moment. Le plan de travail a été construit autour du soleil plutôt que de la disponibilité des comédiens, ce qui demande beaucoup de souplesse à tout le monde.',
      'Le deuxième jour, la pluie s’est invitée. Plutôt que de reporter, nous avons réécrit une scène pour qu’elle se déroule à l’intérieur, face à la fenêtre ruisselante. C’est finalement l’un des plans préférés du public en projection.',
      'Le son a été notre autre grand chantier. Nicolas a enregistré de longues ambiances de la maison vide, le grincement de chaque porte, le vent dans la cheminée. Au montage, ces sons sont devenus un personnage à part entière.',
      'Ce que je retiens, c’est la confiance. Sur un petit tournage, chacun dépasse son poste : l’ingénieur du son aide à porter les réflecteurs, la scripte improvise un goûter. Sans cette équipe, le film n’existerait pas.',
    ],
    categories: ['Making-of', 'Témoignages'],
    tags: ['court-métrage', 'lumière naturelle', 'tournage'],
    publishedDaysAgo: 31,
    author: byMember('camille@demo.fr'),
    published: true,
  },
  {
    title: 'Monter un spectacle en compagnie indépendante : les premières étapes',
    summary:
      'Structure juridique, lieu de répétition, diffusion : les fondations à poser avant de lever le rideau sur une première création.',
    paragraphs: [
      'Créer une compagnie de théâtre ou de danse, c’est d’abord créer une structure. La plupart des compagnies naissent sous forme d’association, ce qui permet d’embaucher des artistes, de demander des subventions et de signer des contrats de cession avec les lieux de diffusion.',
      'Vient ensuite la question du lieu de répétition. Les résidences de création, proposées par des théâtres, des centres culturels ou des collectivités, offrent un plateau, parfois un hébergement et un accompagnement technique. Elles sont très demandées : préparez une présentation claire de votre projet, avec une note d’intention et un calendrier.',
      'La diffusion doit être pensée dès le départ. Qui programmera votre spectacle ? Dans quels réseaux ? Une fiche technique précise, un dossier artistique soigné et une captation de qualité sont indispensables pour convaincre les programmateurs.',
      'Enfin, entourez-vous. Un administrateur ou une chargée de production, même à temps partiel, libère les artistes des tâches administratives. Un régisseur général assure que le spectacle pourra tourner dans des salles très différentes. Ce sont souvent ces rencontres qui font durer une compagnie.',
    ],
    categories: ['Théâtre', 'Conseils Carrière'],
    tags: ['théâtre', 'compagnie', 'spectacle vivant'],
    publishedDaysAgo: 27,
    author: byMember('jeanne.perrin@demo.fr'),
    published: true,
  },
  {
    title: 'Composer pour l’image : comment travailler avec un réalisateur',
    summary:
      'Références temporaires, vocabulaire commun, calendrier : les clés d’une bonne collaboration entre compositeur et réalisatrice.',
    paragraphs: [
      'Composer pour un film, c’est écrire une musique qui n’existe que par rapport aux images. Le compositeur doit comprendre ce que le réalisateur ressent, même quand celui-ci ne possède pas le vocabulaire musical pour le dire.',
      'Le premier piège est la musique temporaire. Au montage, beaucoup d’équipes posent des morceaux existants pour trouver le rythme. Au bout de quelques semaines, tout le monde s’y est attaché et la musique originale doit rivaliser avec une œuvre célèbre. Mieux vaut en parler tôt et utiliser ces références comme indications, pas comme modèles.',
      'Le deuxième enjeu est le langage commun. Plutôt que de parler de notes ou d’accords, parlez d’émotions, de tension, d’espace. « Je veux que le spectateur se sente seul ici » est une indication beaucoup plus utile que « il faudrait des violons ».',
      'Enfin, le calendrier est crucial. Le compositeur a besoin d’un montage stable pour caler ses thèmes, et l’ingénieur du son doit recevoir les pistes séparées pour le mixage. Prévoyez au moins quelques semaines entre le verrouillage du montage et le mixage final, et organisez une séance d’écoute commune avant l’enregistrement.',
    ],
    categories: ['Musique', 'Tutoriels'],
    tags: ['musique de film', 'composition', 'collaboration'],
    publishedDaysAgo: 20,
    author: byMember('maxime.faure@demo.fr'),
    published: true,
  },
  {
    title: 'Préparer sa candidature en festival : calendrier et erreurs à éviter',
    summary:
      'Choisir ses festivals, respecter les dates limites, soigner son dossier : une stratégie de diffusion ne s’improvise pas.',
    paragraphs: [
      'Un court-métrage terminé commence une deuxième vie : celle des festivals. Sans stratégie, on risque de dépenser beaucoup en frais d’inscription pour peu de résultats. Commencez par dresser la liste des festivals qui correspondent à votre film, par genre, par durée et par public.',
      'Le statut de première compte énormément. Certains festivals exigent une première mondiale ou nationale : si vous montrez votre film ailleurs avant, vous perdez toute chance d’y être sélectionné. Établissez donc un ordre de candidature, des plus exigeants aux plus ouverts.',
      'Soignez le dossier : synopsis court et long, photos de plateau de qualité, fiche technique complète, lien de visionnage sécurisé et sous-titres anglais. Un jury voit des centaines de films ; une présentation claire fait la différence.',
      'Parmi les erreurs fréquentes : envoyer une version non étalonnée, oublier les droits musicaux pour une diffusion internationale ou laisser passer les dates limites anticipées, souvent moins chères. Tenez un tableau de suivi avec les dates, les réponses et les frais engagés.',
      'Enfin, si votre film est sélectionné, allez-y. Les festivals sont d’abord des lieux de rencontre avec des producteurs, des distributeurs et d’autres cinéastes.',
    ],
    categories: ['Festivals', 'Distribution'],
    tags: ['festival', 'diffusion', 'court-métrage'],
    publishedDaysAgo: 13,
    author: editorial,
    published: true,
  },
  {
    title: 'Quel micro pour un tournage documentaire à petit budget ?',
    summary:
      'Micro-canon, micros-cravates ou enregistreur de poche : comment bien choisir son équipement son quand on tourne seul ou à deux.',
    paragraphs: [
      'En documentaire, le son est souvent le parent pauvre. Pourtant, un spectateur accepte une image imparfaite bien plus facilement qu’un son inaudible. Voici les choix que je conseille aux équipes réduites.',
      'Le micro-canon reste l’outil de base. Monté sur une perche plutôt que sur la caméra, il capte les voix avec précision tout en conservant une part d’ambiance. Choisissez un modèle court, plus maniable en intérieur, et investissez dans une bonne bonnette anti-vent.',
      'Les micros-cravates sans fil sont précieux pour les entretiens et les personnes en mouvement. Les systèmes récents sont compacts et enregistrent parfois en interne, ce qui sauve la prise en cas de coupure de la liaison. Apprenez à les cacher sous les vêtements sans frottement.',
      'Enfin, un enregistreur séparé offre une meilleure qualité que les entrées audio de la plupart des caméras. Réglez-le en 24 bits, ou en 32 bits flottants si votre modèle le permet, pour éviter toute saturation lors des éclats de voix.',
      'Quel que soit le matériel, écoutez toujours au casque et enregistrez une minute d’ambiance dans chaque lieu. Votre monteur vous remerciera.',
    ],
    categories: ['Matériel', 'Technique'],
    tags: ['son', 'documentaire', 'matériel'],
    publishedDaysAgo: 5,
    author: byMember('nicolas.fontaine@demo.fr'),
    published: true,
  },
];
