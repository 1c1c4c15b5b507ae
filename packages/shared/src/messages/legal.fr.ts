/**
 * Legal notice, privacy policy and terms of use. The publisher's details are `{companyName}`, `{legalForm}`,
 * `{capital}`, `{address}`, `{siret}`, `{vatNumber}`, `{publicationDirector}`, `{hostName}`, `{hostAddress}`
 * `{contactEmail}`, `{phone}`, `{hostPhone}`, `{mediatorName}` and `{mediatorUrl}`, filled from GET
 * /api/site/legal (LegalDetails).
 */
export const legalMessages = {
  loadError: 'Impossible de charger les informations légales. Veuillez réessayer.',
  updatedAt: 'Dernière mise à jour : {date}',
  notice: {
    title: 'Mentions légales',
    intro:
      'Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici les informations relatives à l’éditeur et à l’hébergeur du site Plateau.',
    sections: [
      {
        title: '1. Éditeur du site',
        paragraphs: [
          'Le site Plateau est édité par {companyName}, {legalForm} au capital de {capital}.',
          'Siège social : {address}.',
          'Numéro SIRET : {siret}. Numéro de TVA intracommunautaire : {vatNumber}.',
          'Adresse e-mail : {contactEmail}. Téléphone : {phone}.',
        ],
      },
      {
        title: '2. Directeur de la publication',
        paragraphs: ['{publicationDirector}.'],
      },
      {
        title: '3. Hébergement',
        paragraphs: [
          'Le site est hébergé par {hostName}, dont le siège est situé {hostAddress}. Téléphone : {hostPhone}.',
        ],
      },
      {
        title: '4. Propriété intellectuelle',
        paragraphs: [
          'La structure du site, sa charte graphique, son logo et ses textes sont la propriété de {companyName} et sont protégés par le Code de la propriété intellectuelle. Toute reproduction sans autorisation préalable est interdite.',
          'Les contenus publiés par les membres (profils, portfolios, projets, commentaires) restent la propriété de leurs auteurs, dans les conditions prévues par les conditions d’utilisation.',
        ],
      },
      {
        title: '5. Données personnelles',
        paragraphs: [
          'Le traitement de vos données personnelles, leurs durées de conservation et la manière d’exercer vos droits sont décrits dans notre politique de confidentialité.',
        ],
        links: [{ label: 'Politique de confidentialité', href: '/confidentialite' }],
      },
      {
        title: '6. Cookies',
        paragraphs: [
          'Plateau n’utilise que des cookies strictement nécessaires au fonctionnement du service, notamment le cookie de session qui vous maintient connecté. Aucun cookie publicitaire ni de mesure d’audience tiers n’est déposé.',
        ],
      },
      {
        title: '7. Signalement et contact',
        paragraphs: [
          'Pour signaler un contenu que vous estimez illicite, utilisez le formulaire « Signaler un contenu ». Pour toute autre question, écrivez à {contactEmail}.',
        ],
        links: [{ label: 'Signaler un contenu', href: '/signaler' }],
      },
      {
        title: '8. Droit applicable',
        paragraphs: [
          'Les présentes mentions légales sont régies par le droit français. Tout litige relève de la compétence des juridictions françaises.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Cette politique explique quelles données personnelles Plateau collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.',
    sections: [
      {
        title: '1. Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement est {companyName}, {address}, joignable à l’adresse {contactEmail}.',
        ],
      },
      {
        title: '2. Données collectées',
        paragraphs: ['Nous collectons uniquement les données nécessaires au service :'],
        items: [
          'Données de compte : nom complet, adresse e-mail et mot de passe, conservé uniquement sous forme hachée.',
          'Données de profil, que vous choisissez de renseigner : profession, biographie, localisation, compétences, disponibilité, site web, réseaux sociaux, photo de profil et portfolio.',
          'Données d’activité : connexions entre membres, messages, notifications, projets, tâches, commentaires et articles favoris.',
          'Données techniques : adresse IP, date et heure de connexion, type de navigateur et journaux de connexion.',
        ],
      },
      {
        title: '3. Finalités et bases légales',
        paragraphs: ['Vos données sont traitées pour les finalités suivantes :'],
        items: [
          'Créer et gérer votre compte, afficher votre profil, permettre la mise en relation, la messagerie et la gestion de projets : exécution du contrat (conditions d’utilisation).',
          'Vous envoyer les e-mails de service, comme la réinitialisation du mot de passe : exécution du contrat.',
          'Assurer la sécurité du service et prévenir la fraude et les abus : intérêt légitime.',
          'Conserver les journaux de connexion et les données comptables : obligations légales.',
        ],
      },
      {
        title: '4. Destinataires',
        paragraphs: [
          'Vos données sont destinées à {companyName} et à ses sous-traitants techniques (hébergement, envoi d’e-mails), qui agissent sur ses instructions. Les informations de votre profil sont visibles par les autres membres connectés. Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.',
        ],
      },
      {
        title: '5. Durées de conservation',
        paragraphs: ['Nous conservons vos données pendant les durées suivantes :'],
        items: [
          'Données du compte et du profil : pendant toute la durée d’utilisation du service, puis 30 jours après la suppression du compte.',
          'Journaux de connexion : 12 mois au maximum.',
          'Données comptables et de facturation : 10 ans, conformément aux obligations légales.',
        ],
      },
      {
        title: '6. Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès.',
          'Pour exercer ces droits, écrivez à {contactEmail} ou à {companyName}, {address}. Nous répondons dans un délai d’un mois. Vous pouvez aussi modifier la plupart de vos informations directement depuis les paramètres de votre profil.',
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
        ],
        links: [{ label: 'Site de la CNIL', href: 'https://www.cnil.fr' }],
      },
      {
        title: '7. Cookies et stockage local',
        paragraphs: [
          'Plateau utilise uniquement un cookie de session, strictement nécessaire pour vous maintenir connecté, qui ne requiert pas votre consentement. Le stockage local de votre navigateur conserve un court journal technique d’authentification, utile au diagnostic, que vous pouvez effacer à tout moment.',
        ],
      },
      {
        title: '8. Sécurité',
        paragraphs: [
          'Les échanges sont chiffrés (HTTPS), les mots de passe sont hachés et l’accès aux données est limité aux personnes qui en ont besoin pour faire fonctionner le service.',
        ],
      },
      {
        title: '9. Transferts hors de l’Union européenne',
        paragraphs: [
          'Vos données sont hébergées au sein de l’Union européenne. Si un sous-traitant devait en traiter hors de l’Union européenne, ce transfert serait encadré par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.',
        ],
      },
      {
        title: '10. Modification de cette politique',
        paragraphs: [
          'Cette politique peut évoluer. En cas de changement important, vous en serez informé sur le site ou par e-mail.',
        ],
      },
    ],
  },
  terms: {
    title: "Conditions d'utilisation",
    intro:
      'Les présentes conditions générales d’utilisation encadrent l’accès à la plateforme Plateau et son utilisation. Merci de les lire attentivement.',
    sections: [
      {
        title: '1. Objet',
        paragraphs: [
          'Les présentes conditions définissent les règles d’accès et d’utilisation de la plateforme Plateau, éditée par {companyName}, qui met en relation les professionnels du cinéma, de l’audiovisuel, du théâtre, de la musique et de la photographie.',
        ],
      },
      {
        title: '2. Définitions',
        paragraphs: ['Dans les présentes conditions :'],
        items: [
          'Plateforme : le site Plateau et l’ensemble de ses services.',
          'Visiteur : toute personne qui consulte la plateforme sans être connectée.',
          'Membre : toute personne inscrite disposant d’un compte.',
          'Contenu : toute information publiée par un membre (profil, portfolio, projet, message, commentaire).',
        ],
      },
      {
        title: '3. Acceptation des conditions',
        paragraphs: [
          'L’inscription vaut acceptation pleine et entière des présentes conditions. {companyName} peut les faire évoluer ; les membres sont informés de toute modification importante, et la poursuite de l’utilisation vaut acceptation de la nouvelle version.',
        ],
      },
      {
        title: '4. Inscription et compte',
        paragraphs: [
          'L’inscription est ouverte à toute personne majeure ou disposant de l’autorisation de son représentant légal. Le membre fournit des informations exactes et les tient à jour.',
          'Le membre est responsable de la confidentialité de son mot de passe et de toute activité réalisée depuis son compte. Il signale sans délai toute utilisation non autorisée à {contactEmail}.',
        ],
      },
      {
        title: '5. Description des services',
        paragraphs: [
          'La plateforme permet notamment de créer un profil professionnel et un portfolio, de rechercher des talents, de se connecter avec d’autres membres, d’échanger des messages, de publier des projets et d’y recruter, d’organiser des tâches et de lire le magazine. L’accès aux services de base est gratuit ; un éventuel service payant présente son prix avant toute souscription.',
        ],
      },
      {
        title: '6. Règles de conduite',
        paragraphs: [
          'En utilisant la plateforme, le membre s’engage à respecter les règles suivantes. Sont refusés et peuvent être retirés par la modération :',
        ],
        items: [
          'Règle 1 — Respect des personnes : aucun harcèlement, aucune menace, aucune insulte ni incitation à la haine ou à la violence ;',
          'Règle 2 — Pas de spam ni d’arnaque : aucun message non sollicité à des fins commerciales, aucune offre trompeuse, aucune demande de paiement pour une audition ou un casting ;',
          'Règle 3 — Identité : ne pas usurper l’identité d’un tiers ni créer de faux profils ;',
          'Règle 4 — Contenus choquants : aucun contenu sexuellement explicite, violent ou choquant ;',
          'Règle 5 — Vie privée : ne pas publier les informations personnelles d’autrui sans son accord ;',
          'Règle 6 — Droits d’autrui : respecter les droits d’auteur, les droits voisins et les marques ;',
          'plus généralement, ne publier aucun contenu illicite et ne pas extraire massivement les données de la plateforme ni porter atteinte à son fonctionnement.',
        ],
      },
      {
        title: '7. Rôle d’intermédiaire',
        paragraphs: [
          'Plateau est uniquement un intermédiaire technique de mise en relation. {companyName} n’est partie à aucun contrat, collaboration ou accord conclu entre membres et n’intervient pas dans leur négociation ni dans leur exécution.',
        ],
      },
      {
        title: '8. Relations entre membres',
        paragraphs: [
          'Chaque membre répond seul de ses échanges et de ses engagements avec les autres membres, notamment des contrats, rémunérations, droits cédés et obligations sociales et fiscales qui en découlent.',
        ],
      },
      {
        title: '9. Signalement des contenus et modération',
        paragraphs: [
          'Toute personne, membre ou non, peut signaler un contenu qu’elle estime illicite ou contraire aux présentes conditions : avec le bouton « Signaler » présent sur les profils, portfolios, messages, commentaires, projets et candidatures, ou, sans compte, avec le formulaire « Signaler un contenu » accessible en bas de chaque page. Le signalement indique un motif, une explication précise, l’emplacement exact du contenu, le nom et l’adresse e-mail de son auteur ; pour un contenu illicite, il comporte une déclaration de bonne foi. Un accusé de réception est envoyé aussitôt.',
          'Chaque signalement est examiné par un administrateur, sans traitement automatisé. Il peut décider de ne prendre aucune mesure, de retirer le contenu (remplacé par « Contenu retiré par la modération »), d’avertir le membre ou de suspendre son compte pour 7 jours, 30 jours ou une durée indéterminée. L’auteur du signalement est informé de la suite donnée.',
          'Le membre concerné reçoit, par notification et par e-mail, un exposé des motifs : la mesure prise, les faits, et son fondement (la règle des présentes conditions enfreinte ou le caractère illicite du contenu).',
          'Le membre peut contester la décision une fois, gratuitement, en expliquant ses raisons depuis le lien « Contester cette décision ». La contestation est réexaminée par un autre administrateur que celui qui a pris la décision lorsqu’il en existe un ; si elle est fondée, le contenu est rétabli ou la suspension levée. Le membre peut aussi saisir un organisme de règlement extrajudiciaire des litiges certifié ou la justice.',
          'Le nombre de signalements par motif, de décisions par mesure et le délai médian de décision sont tenus à jour pour les rapports de transparence.',
        ],
        links: [{ label: 'Signaler un contenu', href: '/signaler' }],
      },
      {
        title: '10. Propriété intellectuelle',
        paragraphs: [
          'Les membres conservent l’ensemble de leurs droits sur les contenus qu’ils publient. Ils accordent à {companyName}, pour la seule durée de leur publication, une licence non exclusive et gratuite d’hébergement et d’affichage de ces contenus, limitée à ce qui est nécessaire au fonctionnement de la plateforme.',
          'Les éléments de la plateforme (marque, logo, interface, textes) restent la propriété de {companyName}.',
        ],
      },
      {
        title: '11. Responsabilité',
        paragraphs: [
          '{companyName} met en œuvre les moyens raisonnables pour assurer l’accès et le bon fonctionnement de la plateforme, sans garantir l’absence d’interruption. Sauf faute lourde ou dolosive, et dans les limites permises par la loi, sa responsabilité est limitée aux sommes effectivement versées par le membre au cours des 12 derniers mois.',
        ],
      },
      {
        title: '12. Suspension et suppression du compte',
        paragraphs: [
          'Le membre peut supprimer son compte à tout moment depuis les paramètres de son profil. {companyName} peut suspendre ou supprimer le compte d’un membre qui enfreint les présentes conditions, après l’en avoir informé, sauf urgence ou manquement grave.',
        ],
      },
      {
        title: '13. Droit applicable',
        paragraphs: [
          'Les présentes conditions sont régies par le droit français et rédigées en langue française.',
        ],
      },
      {
        title: '14. Litiges et médiation',
        paragraphs: [
          'En cas de litige, le membre s’adresse d’abord à {contactEmail} afin de rechercher une solution amiable.',
          'À défaut d’accord, le membre consommateur peut recourir gratuitement au médiateur de la consommation dont relève {companyName}, conformément aux articles L. 611-1 et suivants du Code de la consommation : {mediatorName} ({mediatorUrl}).',
          'Le traitement de vos données personnelles est décrit dans notre politique de confidentialité.',
        ],
        links: [
          { label: '{mediatorName}', href: '{mediatorUrl}' },
          { label: 'Politique de confidentialité', href: '/confidentialite' },
        ],
      },
    ],
  },
} as const;
