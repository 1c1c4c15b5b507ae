/** A demo conversation: who talks with whom, and the messages in order ("a" speaks first). */
export type DemoConversation = {
  a: string;
  b: string;
  /** Days ago of the first message; later messages follow within hours. */
  startedDaysAgo: number;
  /** How many of the last messages are still unread by their receiver. */
  unreadTail: number;
  lines: Array<{ from: 'a' | 'b'; text: string }>;
};

const camille = 'camille@demo.fr';

export const demoConversations: DemoConversation[] = [
  {
    a: camille,
    b: 'julien.moreau@demo.fr',
    startedDaysAgo: 3,
    unreadTail: 1,
    lines: [
      { from: 'a', text: 'Bonjour Julien, as-tu pu relire le budget de La Maison d’en face ?' },
      { from: 'b', text: 'Oui, hier soir. Il est cohérent, mais la ligne décors me paraît un peu juste.' },
      { from: 'a', text: 'On tourne en décors réels, je pensais pouvoir économiser là-dessus.' },
      {
        from: 'b',
        text: 'Il faudra quand même repeindre et meubler l’appartement d’en face. Je te propose 8 000 € de plus.',
      },
      { from: 'a', text: 'Entendu, je mets à jour le tableau.' },
      {
        from: 'b',
        text: 'Parfait. Et bonne nouvelle : la région a reçu notre dossier, la commission se réunit le mois prochain.',
      },
    ],
  },
  {
    a: 'chloe.bernard@demo.fr',
    b: camille,
    startedDaysAgo: 1,
    unreadTail: 2,
    lines: [
      {
        from: 'a',
        text: 'Bonjour Camille ! J’ai vu que tu cherchais des comédiennes pour ton long-métrage.',
      },
      {
        from: 'b',
        text: 'Bonjour Chloé, oui, pour le rôle de Lise. Je serais ravie de retravailler avec toi.',
      },
      { from: 'a', text: 'J’ai envoyé ma demande sur la page du projet.' },
      { from: 'a', text: 'Je suis disponible pour des essais dès la semaine prochaine si tu veux.' },
    ],
  },
  {
    a: camille,
    b: 'sophie.lefevre@demo.fr',
    startedDaysAgo: 9,
    unreadTail: 0,
    lines: [
      { from: 'a', text: 'Sophie, tu serais libre pour un repérage à Paris la semaine du 15 ?' },
      { from: 'b', text: 'Oui, je peux monter de Lyon le mardi et rester deux jours.' },
      { from: 'a', text: 'Génial. Je t’envoie les adresses des deux immeubles.' },
      { from: 'b', text: 'Reçu. Je regarderai l’orientation des façades avant de venir.' },
      { from: 'a', text: 'Merci, à mardi !' },
    ],
  },
  {
    a: 'nadia.saidi@demo.fr',
    b: camille,
    startedDaysAgo: 2,
    unreadTail: 1,
    lines: [
      { from: 'a', text: 'Camille, j’ai une première sélection pour le casting, douze comédiennes.' },
      { from: 'b', text: 'Super ! On peut en parler jeudi au bureau ?' },
      { from: 'a', text: 'Jeudi 14 h, c’est noté. J’apporte les bandes-démo.' },
    ],
  },
  {
    a: camille,
    b: 'lea.dubois@demo.fr',
    startedDaysAgo: 15,
    unreadTail: 0,
    lines: [
      {
        from: 'a',
        text: 'Léa, merci encore pour ton travail sur Les Heures claires. Le film a été sélectionné à Clermont !',
      },
      { from: 'b', text: 'Quelle nouvelle ! Bravo à toute l’équipe.' },
      { from: 'a', text: 'Tu serais partante pour le montage du long ?' },
      { from: 'b', text: 'Avec plaisir, tiens-moi au courant des dates.' },
    ],
  },
  {
    a: 'samuel.nguyen@demo.fr',
    b: camille,
    startedDaysAgo: 4,
    unreadTail: 0,
    lines: [
      { from: 'a', text: 'Salut Camille, pourrais-tu relire le dossier de subvention du Renard de papier ?' },
      { from: 'b', text: 'Bien sûr, envoie-le-moi, je te fais un retour d’ici vendredi.' },
      { from: 'a', text: 'Merci beaucoup, je l’ai déposé dans l’espace du projet.' },
    ],
  },
  {
    a: 'youssef.benali@demo.fr',
    b: camille,
    startedDaysAgo: 0.3,
    unreadTail: 1,
    lines: [
      {
        from: 'a',
        text: 'Les entretiens de la relieuse sont prêts, tu veux qu’on les regarde ensemble demain ?',
      },
    ],
  },
  {
    a: 'julien.moreau@demo.fr',
    b: 'sarah.cohen@demo.fr',
    startedDaysAgo: 6,
    unreadTail: 0,
    lines: [
      { from: 'a', text: 'Sarah, le diffuseur a adoré le concept de Troupe.' },
      { from: 'b', text: 'Formidable ! Je termine la bible de la série cette semaine.' },
      { from: 'a', text: 'Prends le temps qu’il faut, mais vise la fin du mois.' },
    ],
  },
  {
    a: 'thomas.girard@demo.fr',
    b: 'mehdi.bouzid@demo.fr',
    startedDaysAgo: 2,
    unreadTail: 1,
    lines: [
      { from: 'a', text: 'Mehdi, des nouvelles du parc national pour le drone ?' },
      { from: 'b', text: 'Toujours rien, je les relance demain matin.' },
      { from: 'a', text: 'D’accord. Sans réponse vendredi, on tourne ces plans depuis le bateau.' },
    ],
  },
  {
    a: 'jeanne.perrin@demo.fr',
    b: 'adrien.caron@demo.fr',
    startedDaysAgo: 5,
    unreadTail: 0,
    lines: [
      { from: 'a', text: 'Adrien, le filage de vendredi est maintenu à 14 h.' },
      { from: 'b', text: 'Je serai là avec la musique de la scène 3.' },
    ],
  },
];
