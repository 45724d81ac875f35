import { mapHttpError } from "@/lib/api-client/errors";
import { changeErrorMessage, detailsErrorMessage } from "@/components/transactions/transaction-errors";

describe("transaction dialog errors (SPEC §8)", () => {
  it("names details failures", () => {
    expect(detailsErrorMessage(mapHttpError(401))).toBe("Session expirée - Veuillez vous reconnecter");
    expect(detailsErrorMessage(mapHttpError(403))).toBe("Accès interdit - Permissions insuffisantes");
    expect(detailsErrorMessage(mapHttpError(404))).toBe("Transaction non trouvée");
    expect(detailsErrorMessage(mapHttpError(500, "boom"))).toBe("Erreur HTTP 500: boom");
    expect(detailsErrorMessage(mapHttpError(502))).toBe("Erreur HTTP 502: Erreur serveur. Veuillez réessayer plus tard.");
    expect(detailsErrorMessage(mapHttpError(null))).toBe("Erreur de connexion au serveur. Vérifiez votre connexion internet.");
    expect(detailsErrorMessage(new Error("x"))).toBe("Erreur lors du chargement des détails");
  });

  it("names update and delete failures", () => {
    expect(changeErrorMessage(mapHttpError(401), "modifier")).toBe("Session expirée - Veuillez vous reconnecter");
    expect(changeErrorMessage(mapHttpError(403, "Délai dépassé"), "modifier")).toBe("Permissions insuffisantes pour modifier cette transaction");
    expect(changeErrorMessage(mapHttpError(403), "supprimer")).toBe("Permissions insuffisantes pour supprimer cette transaction");
    expect(changeErrorMessage(mapHttpError(404), "supprimer")).toBe("Transaction non trouvée");
    expect(changeErrorMessage(mapHttpError(400, "Aucune modification détectée"), "modifier")).toBe("Aucune modification détectée");
    expect(changeErrorMessage(mapHttpError(500), "modifier")).toBe("Erreur HTTP 500: Erreur serveur. Veuillez réessayer plus tard.");
    expect(changeErrorMessage(mapHttpError(null), "modifier")).toBe("Erreur de connexion au serveur. Vérifiez votre connexion internet.");
    expect(changeErrorMessage("?", "supprimer")).toBe("Erreur lors de la modification");
  });
});
