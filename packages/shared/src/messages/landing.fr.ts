/** The public home page. */
export const landingMessages = {
  documentTitle: 'Plateau — le réseau des créatifs',
  eyebrow: 'Cinéma · Audiovisuel · Théâtre · Musique · Photographie',
  title: 'Le réseau professionnel des créatifs de l’image et de la scène',
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
} as const;

/** The « À propos » page. */
export const aboutMessages = {
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
        'Une question, une suggestion ou envie de rejoindre l’aventure ? Écrivez-nous à {contactEmail}.',
      ],
    },
  ],
} as const;
