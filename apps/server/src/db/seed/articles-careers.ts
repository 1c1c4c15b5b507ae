import { byMember, type DemoArticle, editorial } from './article-types';

/** Magazine articles, first part: news, careers, portraits and testimonies. */
export const careerArticles: DemoArticle[] = [
  {
    title: 'Plateau ouvre ses portes aux créatifs de l’image et de la scène',
    summary:
      'Réalisateurs, techniciens, comédiens, danseurs ou photographes : Plateau réunit celles et ceux qui fabriquent les films et les spectacles, pour trouver une équipe, un projet ou simplement un conseil.',
    paragraphs: [
      'Trouver un chef opérateur disponible la semaine prochaine, une costumière qui connaît les tissus d’époque ou un compositeur prêt à écrire pour un court-métrage : tout le monde dans le métier sait que ces rencontres reposent encore largement sur le bouche-à-oreille. Plateau est né de ce constat. Nous voulions un lieu simple, en français, où chaque professionnel de l’audiovisuel, du spectacle vivant, de la musique et de la photographie puisse présenter son travail et rejoindre des projets.',
      'Sur Plateau, chaque membre dispose d’un profil avec ses compétences, sa ville et sa disponibilité. L’annuaire des talents permet de filtrer par métier ou par région, et le réseau fonctionne comme dans la vraie vie : on envoie une demande de connexion, on échange des messages, on se recommande. Les porteurs de projets peuvent publier un film, une pièce ou un clip, préciser les rôles recherchés et recevoir des candidatures.',
      'Une fois l’équipe constituée, l’espace projet offre un tableau des tâches à trois colonnes, des commentaires et une liste de membres dont la visibilité se règle projet par projet. Le tableau de bord rassemble les demandes en attente, les nouvelles connexions et les événements à venir.',
      'Le magazine, enfin, publie chaque semaine des conseils pratiques, des portraits et des comptes rendus de tournage. Vous avez une expérience à partager, une question juridique ou un making-of à raconter ? Écrivez-nous : ce magazine est aussi le vôtre.',
    ],
    categories: ['Actualités', 'Réseau'],
    tags: ['plateau', 'communauté', 'réseau professionnel'],
    publishedDaysAgo: 58,
    author: editorial,
    published: true,
  },
  {
    title: 'Cinq conseils pour réussir son premier tournage en tant que technicien',
    summary:
      'Ponctualité, écoute, matériel, vocabulaire et réseau : ce qu’on aurait aimé savoir avant d’arriver sur son premier plateau.',
    paragraphs: [
      'Le premier jour sur un plateau de tournage laisse rarement indifférent. Tout va vite, chacun semble connaître sa place et le vocabulaire technique fuse. Voici cinq conseils recueillis auprès de chefs de poste qui accueillent régulièrement des débutants.',
      'Premièrement, arrivez en avance. Sur un tournage, l’heure de convocation est une heure de début de travail, pas d’arrivée. Un quart d’heure d’avance vous laisse le temps de repérer la cantine, les loges et le camion de votre équipe.',
      'Deuxièmement, écoutez plus que vous ne parlez. Le silence est une compétence : pendant une prise, le moindre bruit peut coûter une minute de travail à soixante personnes. Observez comment l’équipe communique, à la radio comme à voix basse.',
      'Troisièmement, préparez votre matériel personnel : une lampe frontale, des gants, un couteau multifonction, un carnet, des vêtements sombres et de bonnes chaussures. Ce sont des détails, mais ils montrent que vous avez compris le terrain.',
      'Quatrièmement, apprenez le vocabulaire. Une feuille de service, un plan de travail, une mise en place, un raccord : ces mots reviennent chaque jour. N’hésitez pas à demander, personne ne vous reprochera une question posée au bon moment.',
      'Enfin, entretenez votre réseau. La plupart des embauches se font par recommandation. Notez les noms, remerciez les personnes qui vous ont aidé et mettez votre profil à jour après chaque projet. Le prochain appel viendra peut-être d’un assistant rencontré à la cantine.',
    ],
    categories: ['Conseils Carrière', 'Formation'],
    tags: ['débuter', 'tournage', 'technicien'],
    publishedDaysAgo: 52,
    author: byMember('margaux.fabre@demo.fr'),
    published: true,
  },
  {
    title: 'Rencontre avec Sophie Lefèvre : « La lumière raconte autant que les dialogues »',
    summary:
      'Directrice de la photographie installée à Lyon, Sophie Lefèvre revient sur sa passion pour la pellicule, les tournages légers et la collaboration avec les réalisatrices.',
    paragraphs: [
      'Sophie Lefèvre a grandi à Villeurbanne, entre un père projectionniste et une mère couturière. « J’ai appris très tôt que l’image et la matière étaient liées », sourit-elle. Après une école de cinéma, elle a fait ses armes comme assistante caméra pendant six ans avant de signer l’image de son premier court-métrage.',
      'Son credo : la lumière doit servir le récit. « Quand un personnage ment, je peux le laisser dans une demi-ombre. Le spectateur ne le remarque pas consciemment, mais il le ressent. » Elle défend une approche économe : peu de projecteurs, beaucoup de lumière naturelle retravaillée, et du temps pour les repérages.',
      'Sophie tourne encore régulièrement en 16 mm. « La pellicule impose une discipline. On réfléchit avant de déclencher, et toute l’équipe se concentre. » Elle reconnaît toutefois que le numérique a ouvert les plateaux à une génération plus diverse, ce qu’elle considère comme une excellente nouvelle.',
      'Aux jeunes opérateurs, elle conseille de regarder de la peinture autant que des films, et de ne jamais négliger l’équipe électrique. « Un chef électro qui vous fait confiance, c’est la moitié du travail. » Elle prépare actuellement un long-métrage tourné dans les monts du Lyonnais et recherche un premier assistant caméra pour l’automne.',
    ],
    categories: ['Interviews', "Portraits d'Artistes"],
    tags: ['direction photo', 'pellicule', 'portrait'],
    publishedDaysAgo: 45,
    author: editorial,
    published: true,
  },
  {
    title: '« J’ai quitté la régie pour la production » : le parcours de Karim Haddad',
    summary:
      'Après douze ans de régie générale sur des longs-métrages tournés à Marseille, Karim Haddad raconte sa reconversion vers la production et ce que le terrain lui a appris.',
    paragraphs: [
      'Quand on lui demande comment il a commencé, Karim Haddad répond en riant : « En portant des packs d’eau. » Stagiaire régie sur un téléfilm tourné dans le Panier, il a gravi un à un les échelons jusqu’à la régie générale, ce poste qui fait que tout arrive au bon endroit, au bon moment.',
      '« La régie, c’est la production sur le terrain. On gère les autorisations de tournage, les relations avec les riverains, les transports, la cantine, la sécurité. On apprend à dire non avec le sourire et à trouver une solution à deux heures du matin. » Ces compétences, il s’en sert aujourd’hui au quotidien comme directeur de production.',
      'Le passage n’a pas été simple. Il a dû se former aux budgets, aux conventions collectives et aux plans de financement. « J’ai suivi une formation courte, mais j’ai surtout appris auprès d’une productrice qui m’a fait confiance. » Il insiste sur l’importance du réseau : c’est grâce à une ancienne collègue rencontrée sur un tournage qu’il a obtenu son premier poste.',
      'Son conseil à ceux qui hésitent : « Ne brûlez pas les étapes, mais ne restez pas non plus dans une case. Le métier évolue vite, et les profils qui connaissent le plateau sont très recherchés en production. »',
    ],
    categories: ['Témoignages', 'Conseils Carrière'],
    tags: ['reconversion', 'régie', 'production'],
    publishedDaysAgo: 38,
    author: editorial,
    published: true,
  },
  {
    title: 'Photographe de plateau : un métier entre discrétion et regard d’auteur',
    summary:
      'Les photos de plateau servent à la promotion d’un film et en gardent la mémoire. Hugo Lambert explique comment il travaille sans jamais gêner une prise.',
    paragraphs: [
      'Sur un tournage, le photographe de plateau est à la fois partout et invisible. Ses images serviront à l’affiche, au dossier de presse, aux réseaux sociaux et, des années plus tard, aux rétrospectives. « On me demande de raconter le film avant qu’il existe », résume Hugo Lambert, photographe installé à Nantes.',
      'La première règle est le silence. Hugo utilise un boîtier hybride en mode obturateur électronique et se place toujours en accord avec le cadreur et l’ingénieur du son. Pendant les répétitions, il peut se rapprocher ; pendant les prises, il reste en retrait, souvent au téléobjectif.',
      'La deuxième règle est la confiance. Les comédiens doivent oublier sa présence. Il ne montre jamais une image d’un acteur sans son accord et transmet ses sélections à la production chaque soir. « Une photo ratée d’une comédienne qui circule, c’est une relation abîmée. »',
      'Enfin, le photographe de plateau a un regard d’auteur. Au-delà des scènes, il documente les coulisses : la maquilleuse qui retouche une dernière mèche, l’équipe qui pousse un travelling sous la pluie. Ce sont souvent ces images-là que l’équipe garde avec le plus d’émotion.',
    ],
    categories: ['Photographie', 'Making-of'],
    tags: ['photographie', 'plateau', 'promotion'],
    publishedDaysAgo: 24,
    author: byMember('hugo.lambert@demo.fr'),
    published: true,
  },
  {
    title: 'Production virtuelle : les murs LED arrivent sur les plateaux français',
    summary:
      'Popularisée par les grandes séries américaines, la production virtuelle se démocratise. Ce qu’elle change pour les équipes image, décor et lumière.',
    paragraphs: [
      'La production virtuelle consiste à filmer des comédiens devant un mur d’écrans LED qui affiche un décor en temps réel. Le moteur de rendu suit les mouvements de la caméra, si bien que la perspective du décor change comme dans la réalité. Plusieurs studios français proposent désormais ce type de plateau.',
      'Pour les directeurs de la photographie, l’intérêt est double. Le mur éclaire lui-même la scène, avec des reflets cohérents sur les visages et les objets, et l’on peut tourner un coucher de soleil pendant huit heures d’affilée. En contrepartie, il faut maîtriser le moiré, la colorimétrie des dalles et la synchronisation entre la caméra et l’affichage.',
      'Les équipes décor travaillent différemment : une partie du décor est construite physiquement au premier plan, le reste est modélisé en 3D. Les décorateurs collaborent donc avec des graphistes spécialisés bien avant le tournage, ce qui déplace une partie des décisions en préproduction.',
      'La technologie reste coûteuse et ne convient pas à tous les projets. Mais pour des scènes en voiture, des paysages difficiles d’accès ou des tournages de nuit, elle fait déjà gagner un temps précieux. Les profils qui savent faire le pont entre plateau et 3D sont de plus en plus recherchés.',
    ],
    categories: ['Tendances', 'Innovation', 'Technique'],
    tags: ['production virtuelle', 'LED', 'innovation'],
    publishedDaysAgo: 17,
    author: byMember('samuel.nguyen@demo.fr'),
    published: true,
  },
  {
    title: 'Se former tout au long de sa carrière : ateliers, stages et autoformation',
    summary:
      'Les techniques et les outils évoluent sans cesse. Tour d’horizon des façons de continuer à apprendre quand on est intermittent ou indépendant.',
    paragraphs: [
      'Dans les métiers du cinéma et du spectacle, la formation ne s’arrête pas à la sortie de l’école. Nouveaux logiciels, nouvelles caméras, nouvelles règles de sécurité : il faut sans cesse mettre à jour ses compétences. Heureusement, les intermittents et les indépendants disposent de plusieurs leviers.',
      'Les stages financés restent la voie la plus connue. Selon votre statut, un organisme de formation professionnelle peut prendre en charge tout ou partie du coût. Renseignez-vous tôt : les dossiers demandent souvent plusieurs semaines de délai et les places sont limitées.',
      'Les ateliers entre pairs gagnent aussi du terrain. Un monteur expérimenté qui montre sa méthode de dérushage, une chorégraphe qui partage ses exercices d’échauffement : ces moments informels, souvent organisés par des associations locales, sont précieux pour rencontrer d’autres professionnels.',
      'Enfin, l’autoformation est devenue incontournable. Tutoriels vidéo, documentation des logiciels, forums spécialisés : tout est disponible, mais il faut de la méthode. Fixez-vous un objectif concret, comme monter une bande-démo ou étalonner un court-métrage, plutôt que de regarder des vidéos au hasard.',
    ],
    categories: ['Formation', 'Conseils Carrière'],
    tags: ['formation', 'intermittence', 'compétences'],
    publishedDaysAgo: 9,
    author: editorial,
    published: true,
  },
];
