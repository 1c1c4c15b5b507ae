/** Close reasons of the realtime socket. */
export const realtimeMessages = {
  // Close reasons travel in a WebSocket close frame: 123 bytes at most.
  unauthenticated: 'Connexion requise pour les mises à jour en direct.',
  sessionExpired: 'Votre session a expiré.',
  serverRestarting: 'Le serveur redémarre, reconnexion en cours.',
  resync: 'Reprise des mises à jour en direct, reconnexion en cours.',
  originRefused: "Cette origine n'est pas autorisée à ouvrir une connexion en direct.",
  invalidMessage: "Ce message n'est pas compris par le serveur temps réel.",
  roomRefused: "Vous n'avez pas accès à ces mises à jour.",
  roomUnavailable: 'Abonnement impossible pour le moment, réessayez plus tard.',
  tooManyRooms: "Trop d'abonnements ouverts sur cette connexion.",
  tooManyMessages: 'Trop de messages envoyés, ralentissez.',
} as const;
