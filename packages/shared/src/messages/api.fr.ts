/** The API's generic refusals, shared by every area (one shape of error, spec 1 §8). */
export const apiMessages = {
  validation: 'Les données envoyées ne sont pas valides.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
  unauthorized: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas l'autorisation d'effectuer cette action.",
  notFound: 'Ressource introuvable.',
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  metricsTokenRequired: 'Les métriques demandent le jeton METRICS_TOKEN (en-tête Authorization: Bearer …).',
  tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  internal: "Une erreur inattendue s'est produite",
  conflict: 'Cette ressource existe déjà.',
  invalidCursor: 'Position de page invalide',
  controlCharacters: 'Ce texte contient des caractères non autorisés (caractères de contrôle).',
  unreadableCharacters:
    'Ce texte contient des caractères illisibles (encodage invalide). Retapez-le ou recopiez-le depuis sa source.',
  invisibleCharacters:
    "Un nom ou un titre ne peut pas contenir de caractères invisibles (sans largeur ou d'inversion du sens d'écriture).",
  malformedMultipart:
    "Le fichier n'a pas été reçu en entier ou l'envoi est mal formé. Réessayez d'envoyer le fichier.",
  badUrl: "Cette adresse n'est pas valide.",
  uriTooLong: 'Cette adresse est trop longue.',
  headersTooLarge: 'Les en-têtes ou les paramètres de la requête sont trop volumineux.',
  originRefused:
    "Requête refusée : elle ne vient pas de Plateau. Rechargez la page depuis l'adresse du site et réessayez.",
  tooManyComments: 'Vous publiez trop de commentaires. Patientez une minute avant de réessayer.',
  tooManyUploads: "Vous avez envoyé trop d'images cette heure-ci. Réessayez dans une heure.",
  uploadQuotaReached:
    "Votre espace d'images est plein ({max} Mo). Retirez des images de votre profil, portfolio ou projets, puis réessayez demain.",
  tooManyProjectWrites:
    'Trop de modifications de projets à la suite. Patientez une minute avant de réessayer.',
  tooManyTaskWrites: 'Trop de modifications de tâches à la suite. Patientez une minute avant de réessayer.',
  databaseUnavailable:
    'Le service est momentanément indisponible (base de données injoignable). Réessayez dans quelques instants.',
  mailQueueUnavailable:
    "L'e-mail n'a pas pu être mis en file d'envoi (service momentanément indisponible). Réessayez dans quelques instants.",
} as const;
