import { ApiError, mapHttpError, userMessage } from "@/lib/api-client/errors";

describe("SPEC §8 generic client mapping", () => {
  it.each([
    [null, "NETWORK_ERROR", "Erreur de connexion au serveur. Vérifiez votre connexion internet."],
    [401, "UNAUTHORIZED", "Session expirée. Veuillez vous reconnecter."],
    [403, "FORBIDDEN", "Accès interdit. Vous n'avez pas les permissions nécessaires."],
    [404, "NOT_FOUND", "Ressource non trouvée."],
    [422, "VALIDATION_ERROR", "Données invalides. Vérifiez les informations saisies."],
    [429, "RATE_LIMIT_ERROR", "Trop de requêtes. Veuillez patienter quelques instants."],
    [500, "SERVER_ERROR", "Erreur serveur. Veuillez réessayer plus tard."],
    [502, "SERVER_ERROR", "Erreur serveur. Veuillez réessayer plus tard."],
    [503, "SERVER_ERROR", "Erreur serveur. Veuillez réessayer plus tard."],
    [504, "TIMEOUT_ERROR", "La requête a pris trop de temps. Veuillez réessayer."],
    [418, "UNKNOWN_ERROR", "Une erreur est survenue. Veuillez réessayer."],
  ])("%s -> %s", (status, code, message) => {
    const error = mapHttpError(status);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it("keeps the server's message for 422 and unlisted statuses", () => {
    expect(mapHttpError(422, "Montant requis").message).toBe("Montant requis");
    expect(mapHttpError(400, "Impossible de supprimer un utilisateur avec un solde non nul", "USER_HAS_BALANCE")).toMatchObject({
      code: "UNKNOWN_ERROR",
      message: "Impossible de supprimer un utilisateur avec un solde non nul",
      serverCode: "USER_HAS_BALANCE",
    });
  });

  it("shows the server's words when it gave some, else the generic text", () => {
    expect(userMessage(mapHttpError(403, "Permissions insuffisantes"))).toBe("Permissions insuffisantes");
    expect(userMessage(mapHttpError(403))).toBe("Accès interdit. Vous n'avez pas les permissions nécessaires.");
    expect(userMessage(mapHttpError(403), "Erreur lors de la suppression")).toBe("Erreur lors de la suppression");
    expect(userMessage(mapHttpError(null), "x")).toBe("Erreur de connexion au serveur. Vérifiez votre connexion internet.");
    expect(userMessage(new Error("boom"))).toBe("Une erreur est survenue. Veuillez réessayer.");
    expect(userMessage(new Error("boom"), "Erreur")).toBe("Erreur");
  });
});
