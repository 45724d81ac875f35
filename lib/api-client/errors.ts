// SPEC §8's generic client mapping: an HTTP status (or no answer) -> a code and a French message.

export type ClientErrorCode =
  | "NETWORK_ERROR"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "VALIDATION_ERROR"
  | "RATE_LIMIT_ERROR"
  | "SERVER_ERROR"
  | "TIMEOUT_ERROR"
  | "UNKNOWN_ERROR";

export const CLIENT_MESSAGES: Record<ClientErrorCode, string> = {
  NETWORK_ERROR: "Erreur de connexion au serveur. Vérifiez votre connexion internet.",
  UNAUTHORIZED: "Session expirée. Veuillez vous reconnecter.",
  FORBIDDEN: "Accès interdit. Vous n'avez pas les permissions nécessaires.",
  NOT_FOUND: "Ressource non trouvée.",
  VALIDATION_ERROR: "Données invalides. Vérifiez les informations saisies.",
  RATE_LIMIT_ERROR: "Trop de requêtes. Veuillez patienter quelques instants.",
  SERVER_ERROR: "Erreur serveur. Veuillez réessayer plus tard.",
  TIMEOUT_ERROR: "La requête a pris trop de temps. Veuillez réessayer.",
  UNKNOWN_ERROR: "Une erreur est survenue. Veuillez réessayer.",
};

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly status: number | null,
    /** the server's own code (e.g. USER_HAS_BALANCE) and message, when it answered */
    readonly serverCode?: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Maps a status to SPEC §8's code and message; 422 and "other" keep the server's message. */
export function mapHttpError(status: number | null, serverMessage?: string, serverCode?: string): ApiError {
  const make = (code: ClientErrorCode, message = CLIENT_MESSAGES[code]) =>
    new ApiError(code, message, status, serverCode, serverMessage);
  if (status === null) return make("NETWORK_ERROR");
  switch (status) {
    case 401:
      return make("UNAUTHORIZED");
    case 403:
      return make("FORBIDDEN");
    case 404:
      return make("NOT_FOUND");
    case 422:
      return make("VALIDATION_ERROR", serverMessage || CLIENT_MESSAGES.VALIDATION_ERROR);
    case 429:
      return make("RATE_LIMIT_ERROR");
    case 500:
    case 502:
    case 503:
      return make("SERVER_ERROR");
    case 504:
      return make("TIMEOUT_ERROR");
    default:
      return make("UNKNOWN_ERROR", serverMessage || CLIENT_MESSAGES.UNKNOWN_ERROR);
  }
}

/** The message to show a user: the server's own words when it gave some, else SPEC §8's generic text. */
export function userMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR") return error.message;
    return error.serverMessage || fallback || error.message;
  }
  return fallback ?? CLIENT_MESSAGES.UNKNOWN_ERROR;
}
