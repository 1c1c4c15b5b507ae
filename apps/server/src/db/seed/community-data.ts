import type { ConnectionStatus } from '@plateau/shared';

const camille = 'camille@demo.fr';

/** The demo member's connections, in every state and both directions (requester first). */
export const camilleConnections: Array<{
  from: string;
  to: string;
  status: ConnectionStatus;
  daysAgo: number;
}> = [
  { from: camille, to: 'julien.moreau@demo.fr', status: 'accepté', daysAgo: 55 },
  { from: camille, to: 'sophie.lefevre@demo.fr', status: 'accepté', daysAgo: 52 },
  { from: camille, to: 'lea.dubois@demo.fr', status: 'accepté', daysAgo: 40 },
  { from: camille, to: 'nicolas.fontaine@demo.fr', status: 'accepté', daysAgo: 38 },
  { from: camille, to: 'hugo.lambert@demo.fr', status: 'accepté', daysAgo: 20 },
  { from: camille, to: 'maxime.faure@demo.fr', status: 'accepté', daysAgo: 2 },
  { from: 'sarah.cohen@demo.fr', to: camille, status: 'accepté', daysAgo: 46 },
  { from: 'chloe.bernard@demo.fr', to: camille, status: 'accepté', daysAgo: 44 },
  { from: 'nadia.saidi@demo.fr', to: camille, status: 'accepté', daysAgo: 30 },
  { from: 'samuel.nguyen@demo.fr', to: camille, status: 'accepté', daysAgo: 25 },
  { from: 'youssef.benali@demo.fr', to: camille, status: 'accepté', daysAgo: 35 },
  { from: 'adrien.caron@demo.fr', to: camille, status: 'accepté', daysAgo: 6 },
  { from: 'jeanne.perrin@demo.fr', to: camille, status: 'accepté', daysAgo: 4 },
  { from: 'damien.carpentier@demo.fr', to: camille, status: 'en attente', daysAgo: 9 },
  { from: 'manon.petit@demo.fr', to: camille, status: 'en attente', daysAgo: 3 },
  { from: 'mehdi.bouzid@demo.fr', to: camille, status: 'en attente', daysAgo: 1 },
  { from: 'alice.moulin@demo.fr', to: camille, status: 'en attente', daysAgo: 0.2 },
  { from: camille, to: 'amelie.roux@demo.fr', status: 'en attente', daysAgo: 5 },
  { from: camille, to: 'elodie.mercier@demo.fr', status: 'en attente', daysAgo: 11 },
  { from: camille, to: 'thomas.girard@demo.fr', status: 'refusé', daysAgo: 28 },
  { from: 'gabriel.roche@demo.fr', to: camille, status: 'refusé', daysAgo: 16 },
];

/** Portfolio items of a few members (no image: the web shows its placeholder). */
export const demoPortfolio: Array<{
  email: string;
  title: string;
  description: string;
  projectUrl: string | null;
}> = [
  {
    email: camille,
    title: 'Les Heures claires',
    description: 'Court-métrage de fiction, 18 minutes. Sélectionné dans plusieurs festivals régionaux.',
    projectUrl: 'https://camille-martin.demo.fr/les-heures-claires',
  },
  {
    email: camille,
    title: 'La Relève',
    description: 'Documentaire de 26 minutes sur une école de boulangerie en Seine-Saint-Denis.',
    projectUrl: 'https://camille-martin.demo.fr/la-releve',
  },
  {
    email: camille,
    title: 'Nuit blanche',
    description: 'Clip pour un duo électro parisien, tourné en une nuit dans le métro.',
    projectUrl: null,
  },
  {
    email: 'sophie.lefevre@demo.fr',
    title: 'Image de « Dernier été »',
    description: 'Direction de la photographie d’un court-métrage tourné en 16 mm.',
    projectUrl: null,
  },
  {
    email: 'thomas.girard@demo.fr',
    title: 'Campagne « Méditerranée »',
    description: 'Publicité pour une marque de vêtements, tournée sur trois îles.',
    projectUrl: 'https://thomas-girard.demo.fr/mediterranee',
  },
  {
    email: 'hugo.lambert@demo.fr',
    title: 'Coulisses de l’opéra de Nantes',
    description: 'Série de photographies en noir et blanc pendant les répétitions.',
    projectUrl: 'https://hugo-lambert.demo.fr/opera',
  },
  {
    email: 'maxime.faure@demo.fr',
    title: 'Musique de « Traversées »',
    description: 'Bande originale d’un documentaire sur les migrations des oiseaux.',
    projectUrl: null,
  },
  {
    email: 'ines.belkacem@demo.fr',
    title: 'Costumes du « Misanthrope »',
    description: 'Création de quatorze costumes XVIIe siècle revisités.',
    projectUrl: null,
  },
  {
    email: 'theo.marchand@demo.fr',
    title: 'Générique du festival Court Toujours',
    description: 'Motion design et typographie animée, 45 secondes.',
    projectUrl: 'https://theo-marchand.demo.fr/generique',
  },
  {
    email: 'zoe.lemaire@demo.fr',
    title: 'Danseurs de la Friche',
    description: 'Reportage photographique sur une compagnie de danse marseillaise.',
    projectUrl: 'https://zoe-lemaire.demo.fr/friche',
  },
];

/** Comments under articles, in order, found by the beginning of the article's title. */
export const demoArticleComments: Array<{ article: string; email: string; text: string }> = [
  {
    article: 'Plateau ouvre',
    email: 'julien.moreau@demo.fr',
    text: 'Enfin un réseau pensé pour nos métiers, bravo à l’équipe !',
  },
  {
    article: 'Plateau ouvre',
    email: 'chloe.bernard@demo.fr',
    text: 'Inscrite dès le premier jour, j’ai déjà trouvé deux projets.',
  },
  {
    article: 'Cinq conseils',
    email: 'lucas.bonnet@demo.fr',
    text: 'J’ajouterais : toujours avoir une batterie de secours pour son téléphone !',
  },
  {
    article: 'Cinq conseils',
    email: camille,
    text: 'Très juste sur le réseau. Mes meilleures rencontres se sont faites à la cantine.',
  },
  {
    article: 'Rencontre avec Sophie',
    email: 'thomas.girard@demo.fr',
    text: 'Belle interview. Le 16 mm a encore de beaux jours devant lui.',
  },
  {
    article: 'Rencontre avec Sophie',
    email: camille,
    text: 'Sophie est une collaboratrice formidable, je confirme chaque mot.',
  },
  {
    article: '« J’ai quitté la régie',
    email: 'margaux.fabre@demo.fr',
    text: 'Parcours inspirant, merci Karim pour ta franchise.',
  },
  {
    article: 'Photographe de plateau',
    email: 'zoe.lemaire@demo.fr',
    text: 'Montrer les photos aux comédiens avant toute diffusion devrait être une règle universelle.',
  },
  {
    article: 'Production virtuelle',
    email: 'mathieu.leroy@demo.fr',
    text: 'Côté électro, les murs LED changent complètement notre façon de travailler.',
  },
  {
    article: 'Production virtuelle',
    email: 'romain.blanc@demo.fr',
    text: 'Pour les décorateurs aussi, c’est un vrai changement de méthode. Passionnant.',
  },
  {
    article: 'Étalonner un court-métrage',
    email: 'youssef.benali@demo.fr',
    text: 'Merci pour le rappel sur les scopes, on se fie trop souvent à ses yeux.',
  },
  {
    article: 'Étalonner un court-métrage',
    email: 'lea.dubois@demo.fr',
    text: 'Très clair. Un article sur la conformation serait le bienvenu !',
  },
  {
    article: 'Droit à l’image',
    email: 'karim.haddad@demo.fr',
    text: 'Petite précision : les délais varient beaucoup selon les villes, mieux vaut appeler la mairie très tôt.',
  },
  {
    article: 'Droit à l’image',
    email: 'alice.moulin@demo.fr',
    text: 'Article utile aussi pour les vidéastes, merci.',
  },
  {
    article: 'Financer son court-métrage',
    email: 'samuel.nguyen@demo.fr',
    text: 'Le financement participatif a sauvé mon dernier court-métrage, je confirme tout.',
  },
  {
    article: 'Making-of',
    email: 'sophie.lefevre@demo.fr',
    text: 'Quel beau souvenir de tournage. Vivement le prochain !',
  },
  {
    article: 'Making-of',
    email: 'nicolas.fontaine@demo.fr',
    text: 'Ces ambiances de maison vide, je les réécoute encore avec plaisir.',
  },
  {
    article: 'Monter un spectacle',
    email: 'helene.brunet@demo.fr',
    text: 'La fiche technique, c’est souvent ce qui décide un programmateur. Bon rappel.',
  },
  {
    article: 'Composer pour l’image',
    email: 'adrien.caron@demo.fr',
    text: 'La musique temporaire, éternel débat ! Merci pour ces conseils.',
  },
  {
    article: 'Préparer sa candidature',
    email: 'antoine.rousseau@demo.fr',
    text: 'Le tableau de suivi m’a évité bien des erreurs.',
  },
  {
    article: 'Quel micro',
    email: 'baptiste.morel@demo.fr',
    text: 'J’ajoute un bon casque fermé : c’est la base pour juger une prise.',
  },
  { article: 'Soirée réseau', email: 'manon.petit@demo.fr', text: 'Super initiative, j’y serai !' },
  {
    article: 'Soirée réseau',
    email: 'damien.carpentier@demo.fr',
    text: 'Inscription faite, hâte de rencontrer tout le monde.',
  },
  { article: 'Soirée réseau', email: camille, text: 'J’y serai aussi, venez me dire bonjour !' },
  {
    article: 'Atelier d’écriture',
    email: 'sarah.cohen@demo.fr',
    text: 'L’atelier convient-il aussi à l’écriture théâtrale ?',
  },
  {
    article: 'Atelier d’écriture',
    email: 'antoine.rousseau@demo.fr',
    text: 'Oui Sarah, tout à fait : les exercices s’adaptent à la scène.',
  },
  {
    article: 'Masterclass son',
    email: 'gabriel.roche@demo.fr',
    text: 'La masterclass sera-t-elle filmée pour ceux qui ne peuvent pas venir ?',
  },
  {
    article: 'Projection-débat',
    email: 'thomas.girard@demo.fr',
    text: 'Nous présenterons le clip Soleil de plomb si tout va bien !',
  },
];

/** The demo member's saved articles. */
export const camilleFavorites: string[] = [
  'Étalonner un court-métrage',
  'Droit à l’image',
  'Préparer sa candidature',
  'Soirée réseau',
];
