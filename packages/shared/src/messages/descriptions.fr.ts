/** The description of the pages that have none of their own (index.html's). */
export const siteDescription =
  "Plateau, le réseau professionnel des créatifs du cinéma, de l'audiovisuel, du théâtre, de la musique et de la photographie.";

/** The description search engines show for each public page, by route in rules/route-descriptions.ts. */
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
  reportContent:
    'Signalez à la modération de Plateau un contenu illicite ou contraire aux conditions d’utilisation.',
  influencer:
    'L’espace influenceurs de Plateau : les créateurs de contenu y publient leurs projets et recrutent monteurs, community managers et graphistes.',
  glassmorphism:
    'Démonstration du design de Plateau : boutons, cartes, badges, champs et boîte de dialogue sur des panneaux translucides.',
  about: 'Plateau : notre mission, à qui s’adresse le réseau, ce que vous pouvez y faire et nos engagements.',
} as const;
