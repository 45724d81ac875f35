// A typed error with a code; the code decides the HTTP status (SPEC §8). Turned into a response in one place.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  USER_HAS_BALANCE: 400,
  LINE_OUT_OF_RANGE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  DAY_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  IDEMPOTENCY_CONFLICT: 422,
  RATE_LIMIT_ERROR: 429,
  SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Default French messages, from SPEC §8's generic mapping. */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: "Requête invalide.",
  USER_HAS_BALANCE: "Impossible de supprimer un utilisateur avec un solde non nul",
  LINE_OUT_OF_RANGE: "La valeur est trop élevée (max: 999,999,999)",
  UNAUTHORIZED: "Session expirée. Veuillez vous reconnecter.",
  INVALID_CREDENTIALS: "Numéro de téléphone ou code d'accès incorrect",
  FORBIDDEN: "Accès interdit. Vous n'avez pas les permissions nécessaires.",
  ACCOUNT_SUSPENDED: "Votre compte est suspendu. Contactez l'administrateur.",
  FORBIDDEN_ORIGIN: "Requête refusée : elle ne vient pas de l'application. Rechargez la page et réessayez.",
  NOT_FOUND: "Ressource non trouvée.",
  METHOD_NOT_ALLOWED: "Méthode non autorisée pour cette adresse.",
  CONFLICT: "Cette opération est en conflit avec les données existantes.",
  DAY_CLOSED: "Journée clôturée",
  PAYLOAD_TOO_LARGE: "Requête trop volumineuse.",
  UNSUPPORTED_MEDIA_TYPE: "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).",
  VALIDATION_ERROR: "Données invalides. Vérifiez les informations saisies.",
  IDEMPOTENCY_CONFLICT: "Cette clé d'idempotence a déjà servi pour une autre requête.",
  RATE_LIMIT_ERROR: "Trop de requêtes. Veuillez patienter quelques instants.",
  SERVER_ERROR: "Erreur serveur. Veuillez réessayer plus tard.",
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly details?: unknown,
    /** fields the error's answer carries beside success, message and code (a refused import's `details`) */
    readonly beside?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
