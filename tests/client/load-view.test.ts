// Failures say so: what a page shows for loaded data. The empty state belongs to an answer
// without rows; a load that failed, or that never came, shows the error and Réessayer.
import { loadView } from "@/lib/client/load-view";

describe("loadView", () => {
  it("shows the server's answer, empty or not, when the last load succeeded", () => {
    expect(loadView({ hasData: true, error: null, loading: false })).toBe("ready");
    // a refresh under way keeps the answer on screen
    expect(loadView({ hasData: true, error: null, loading: true })).toBe("ready");
  });

  it("keeps an earlier answer under a banner when a refresh of the same request fails", () => {
    expect(loadView({ hasData: true, error: "Erreur serveur. Veuillez réessayer plus tard.", loading: false })).toBe("stale");
    expect(loadView({ hasData: true, error: "Erreur serveur. Veuillez réessayer plus tard.", loading: true })).toBe("stale");
  });

  it("shows the skeleton only for a first load under way", () => {
    expect(loadView({ hasData: false, error: null, loading: true })).toBe("loading");
  });

  it("shows the error block when there is nothing to show and the load failed, retrying or not", () => {
    expect(loadView({ hasData: false, error: "Erreur de connexion au serveur. Vérifiez votre connexion internet.", loading: false })).toBe("failed");
    // Réessayer pressed: the block stays (its button spins) rather than flickering to the skeleton
    expect(loadView({ hasData: false, error: "Erreur serveur. Veuillez réessayer plus tard.", loading: true })).toBe("failed");
  });

  it("never reads a missing answer as an empty one", () => {
    expect(loadView({ hasData: false, error: null, loading: false })).toBe("failed");
  });
});
