import { isUuid } from "@/lib/domain/input";
import { FOLD_FROM, FOLD_PAIRS, FOLD_TO, foldName, freePartnerKey, partnerIdOfKey, registeredPartnerKey, tidyName } from "@/lib/domain/partners";

const ID = "0b7e8c1a-1234-4abc-8def-0123456789ab";

describe("partner line keys (identity, never a name a user can change)", () => {
  it("keys a registered partner by his id", () => {
    expect(registeredPartnerKey(ID.toUpperCase())).toBe(`part-${ID}`);
    expect(partnerIdOfKey(`part-${ID}`)).toBe(ID);
    expect(partnerIdOfKey("part-client libre")).toBeNull();
    expect(partnerIdOfKey("LIQUIDE")).toBeNull();
  });

  it("keys a free partner by his name folded: spaces, case and accents do not make another line", () => {
    const key = freePartnerKey("Client Libre");
    expect(key).toBe("part-client libre");
    for (const variant of ["client libre", "  Client   Libre ", "CLIENT LIBRE", "Client\u00a0Libre", "Clïent Lìbre"]) {
      expect(freePartnerKey(variant)).toBe(key);
    }
    expect(foldName("Œuvre Straße Ñdèye Æ")).toBe("oeuvre strasse ndeye ae");
    expect(foldName("Sokhna Fall")).not.toBe(foldName("Sokhna Falla"));
  });

  it("refuses a free name that folds to nothing or to an id (it would land on a registered partner's line)", () => {
    expect(freePartnerKey("   ")).toBeNull();
    expect(freePartnerKey(ID.toUpperCase())).toBeNull();
    expect(freePartnerKey(` ${ID} `)).toBeNull();
  });

  it("tidies a typed name for display without folding it", () => {
    expect(tidyName("  Awa\u00a0\u00a0Ndiaye  ")).toBe("Awa Ndiaye");
  });

  it("folds one character for one, the ligatures to two", () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    for (const [from, to] of FOLD_PAIRS) expect(foldName(from)).toBe(to);
    expect(new Set([...FOLD_FROM]).size).toBe([...FOLD_FROM].length);
  });

  it("recognises ids", () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.slice(1))).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
