/** The member dashboard. */
export const dashboardMessages = {
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
} as const;
