// SPEC §8's texts for the transaction detail dialog's calls. Here rather than in lib/api-client, whose files ride in
// every page's first load (the `client-core` chunk of next.config.ts): only the detail dialog, loaded on demand,
// needs them.
import { ApiError } from "@/lib/api-client/errors";

const text = (error: ApiError) => error.serverMessage || error.message;

/** GET /{id}/details failures. */
export function detailsErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "Erreur lors du chargement des détails";
  switch (error.status) {
    case 401:
      return "Session expirée - Veuillez vous reconnecter";
    case 403:
      return "Accès interdit - Permissions insuffisantes";
    case 404:
      return "Transaction non trouvée";
    case null:
      return error.message;
    default:
      return `Erreur HTTP ${error.status}: ${text(error)}`;
  }
}

/** PUT and DELETE /{id} failures. */
export function changeErrorMessage(error: unknown, action: "modifier" | "supprimer"): string {
  if (!(error instanceof ApiError)) return "Erreur lors de la modification";
  switch (error.status) {
    case 401:
      return "Session expirée - Veuillez vous reconnecter";
    case 403:
      return `Permissions insuffisantes pour ${action} cette transaction`;
    case 404:
      return "Transaction non trouvée";
    case null:
      return error.message;
    default:
      return error.serverMessage || `Erreur HTTP ${error.status}: ${error.message}`;
  }
}
