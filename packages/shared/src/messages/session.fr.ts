/**
 * The texts of the session check that every page runs at start (AuthProvider, AuthChecking): apart from the
 * forms' texts (auth.fr.ts, which includes these), so the first load carries only them.
 */
export const sessionMessages = {
  profileLoadFailed: 'Impossible de charger le profil utilisateur',
  adminDetected: 'Rôle administrateur détecté dans la base de données.',
  connectionTimeout: 'Timeout de connexion. Déconnexion forcée...',
  checkingAuth: "Vérification de l'authentification...",
} as const;

/** Entries of the authentication log kept in the browser (diagnostics page). */
export const authLogMessages = {
  signInStarted: 'Tentative de connexion',
  signInSucceeded: 'Connexion réussie',
  signInFailed: 'Échec de la connexion',
  signUpStarted: "Tentative d'inscription",
  signUpSucceeded: 'Inscription réussie',
  signUpFailed: "Échec de l'inscription",
  signOutSucceeded: 'Déconnexion',
  signOutFailed: 'Échec de la déconnexion côté serveur',
  signOutSessionInvalid: 'Session déjà invalide lors de la déconnexion',
  forcedLogout: 'Déconnexion forcée',
  profileLoaded: 'Profil utilisateur chargé',
  noSession: 'Aucune session active',
  profileLoadFailed: 'Échec du chargement du profil',
  adminPromoted: 'Rôle administrateur détecté',
  sessionTimeout: 'Délai de vérification de la session dépassé',
  resetRequested: 'Lien de réinitialisation demandé',
  resetRequestFailed: 'Échec de la demande de réinitialisation',
  passwordUpdated: 'Mot de passe mis à jour',
  passwordUpdateFailed: 'Échec de la mise à jour du mot de passe',
  stateValidated: "État d'authentification vérifié",
} as const;
