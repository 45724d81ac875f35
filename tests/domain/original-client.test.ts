// The earlier app's fields: relative times, the list item and stats additions.
import { CATEGORY_COLORS, timeAgo, withOriginalFields, withOriginalStats } from "@/lib/domain/original-client";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("timeAgo", () => {
  it("reads in French, never in the future", () => {
    expect(timeAgo(ago(20_000), now)).toBe("à l'instant");
    expect(timeAgo(ago(-60_000), now)).toBe("à l'instant");
    expect(timeAgo(ago(5 * 60_000), now)).toBe("il y a 5 min");
    expect(timeAgo(ago(59 * 60_000 + 59_000), now)).toBe("il y a 59 min");
    expect(timeAgo(ago(2 * 3_600_000 + 1), now)).toBe("il y a 2 h");
    expect(timeAgo(ago(3 * 86_400_000), now)).toBe("il y a 3 j");
  });
});

describe("withOriginalFields", () => {
  it("adds key, colour, currency, a parseable date, the relative time and isValidated", () => {
    const item = {
      id: "x",
      type: { code: "RETRAIT" as const, label: "Retrait", category: "retrait" },
      montant: { valeur: 150_000, signe: "-" as const, formatted: "-1 500 F" },
      createdAt: "2026-11-24T11:00:00.000Z",
      dateHeure: "24/11/2026 11:00",
    };
    expect(withOriginalFields(item, now)).toEqual({
      id: "x",
      type: { code: "RETRAIT", label: "Retrait", category: "retrait", key: "RETRAIT", color: CATEGORY_COLORS.retrait },
      montant: { valeur: 150_000, signe: "-", formatted: "-1 500 F", devise: "F CFA" },
      createdAt: "2026-11-24T11:00:00.000Z",
      dateHeure: "2026-11-24T11:00:00.000Z",
      dateHeureTexte: "24/11/2026 11:00",
      timeAgo: "il y a 1 h",
      isValidated: true,
    });
  });
});

describe("withOriginalStats", () => {
  it("adds the counts per category and the amounts", () => {
    const stats = {
      total: 6,
      byCategory: { depot: { count: 3 }, retrait: { count: 2 }, transfert: { count: 1 }, allocation: { count: 0 } },
      amounts: { entrees: 500, sorties: 200 },
    };
    expect(withOriginalStats(stats)).toMatchObject({ depots: 3, retraits: 2, transferts: 1, montantEntrees: 500, montantSorties: 200, montantTotal: 700 });
  });
});
