export const productName = 'Plateau';
export const editorialTeamLabel = 'La rédaction Plateau';

/** Texts every page uses (buttons, loading, notices). */
export const commonMessages = {
  unexpected: "Une erreur inattendue s'est produite",
  genericError: 'Une erreur est survenue',
  retry: 'Réessayer',
  loading: 'Chargement...',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  save: 'Enregistrer',
  delete: 'Supprimer',
  close: 'Fermer',
  back: 'Retour',
  backHome: "Retour à l'accueil",
  search: 'Rechercher',
  reset: 'Réinitialiser',
  /** The button of an image field (the browser's own file field would speak its own language). */
  chooseImage: 'Choisir une image',
  /** The button showing a list's filters on a phone, with how many are set. */
  filters: 'Filtres',
  filtersCount: 'Filtres ({count})',
  professionUnknown: 'Profession non spécifiée',
  membersOnlyTitle: 'Contenu réservé aux membres',
  membersOnlyText: 'Rejoignez la communauté pour découvrir les talents, les projets et le magazine.',
  createAccount: 'Créer un compte',
  signIn: 'Se connecter',
  notConnectedTitle: 'Non connecté',
  notConnectedText: 'Vous devez être connecté pour accéder à cette page.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  loadMore: 'Charger plus',
  pageLoading: 'Chargement de la page...',
  skipToContent: 'Aller au contenu principal',
  notAvailable: 'Non renseigné',
  comingSoon: 'Bientôt disponible',
  newTab: '(nouvel onglet)',
} as const;
