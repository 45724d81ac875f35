// The day's close on the dashboards: which GR is provisional, how missing Fins and a closing read,
// and the closing dialog's table (account types in order, partners together, a missing Fin as 0 F).
import { closingRows } from "@/components/day/closing-rows";
import { isProvisional } from "@/components/day/day-state";
import { accountNames, closedText } from "@/components/day/day-state-text";

const day = { status: "open" as const, missingFin: ["LIQUIDE"], closedAt: null, closedBy: null, gr: 0, justification: null };

describe("day state", () => {
  it("marks a GR provisional only while the day is open with a Fin missing", () => {
    expect(isProvisional(day)).toBe(true);
    expect(isProvisional({ ...day, missingFin: [] })).toBe(false);
    expect(isProvisional({ ...day, status: "closed" })).toBe(false);
    expect(isProvisional({ ...day, status: "empty" })).toBe(false);
    expect(isProvisional(undefined)).toBe(false);
  });

  it("names the accounts in words", () => {
    expect(accountNames(["LIQUIDE", "WAVE"])).toBe("Liquide (Cash), Wave");
    expect(accountNames([])).toBe("");
  });

  it("says when and by whom a day was closed, in the app's time zone", () => {
    const closed = { closedAt: "2026-11-22T18:05:00.000Z", closedBy: { id: "x", nom: "Moussa Diop" } };
    expect(closedText(closed, "Africa/Dakar")).toBe("Clôturée le 22/11/2026 18:05 par Moussa Diop");
    expect(closedText(closed, "Europe/Paris")).toBe("Clôturée le 22/11/2026 19:05 par Moussa Diop");
    // a closer since deleted keeps the time only
    expect(closedText({ closedAt: closed.closedAt, closedBy: { id: null, nom: null } }, "Africa/Dakar")).toBe("Clôturée le 22/11/2026 18:05");
    expect(closedText({ closedAt: null, closedBy: null }, "Africa/Dakar")).toBe("Clôturée");
  });
});

describe("closing rows", () => {
  it("lists account types in their usual order with Début, Fin and GR, a missing Fin as null counting 0 F", () => {
    const rows = closingRows({ debut: { WAVE: 80_000, LIQUIDE: 150_000 }, sortie: { ORANGE_MONEY: 5_000, LIQUIDE: 140_000 } });
    expect(rows.map((r) => [r.key, r.label, r.debut, r.fin, r.gr])).toEqual([
      ["LIQUIDE", "Liquide (Cash)", 150_000, 140_000, -10_000],
      ["ORANGE_MONEY", "Orange Money", 0, 5_000, 5_000],
      ["WAVE", "Wave", 80_000, null, -80_000],
    ]);
  });

  it("puts every partner line together in one row", () => {
    const rows = closingRows({
      debut: { LIQUIDE: 1_000, "part-boutique a": 30_000, "part-boutique b": 20_000 },
      sortie: { LIQUIDE: 1_000, "part-boutique b": 5_000 },
    });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ key: "partenaires", label: "Partenaires (2)", icon: "👥", debut: 50_000, fin: 5_000, gr: -45_000 });
    expect(rows.reduce((sum, r) => sum + r.gr, 0)).toBe(-45_000);
  });

  it("puts the transfer lines together in one row, after the partners, so the rows still sum to the GR", () => {
    const rows = closingRows({
      debut: { ORANGE_MONEY: 1_000_000, "sup-awa": 50_000, "part-boutique a": 10_000 },
      sortie: { ORANGE_MONEY: 715_000, "sup-ibou": 300_000 },
    });
    expect(rows.map((r) => [r.key, r.label, r.debut, r.fin, r.gr])).toEqual([
      ["ORANGE_MONEY", "Orange Money", 1_000_000, 715_000, -285_000],
      ["partenaires", "Partenaires (1)", 10_000, 0, -10_000],
      ["transferts", "Transferts (2)", 50_000, 300_000, 250_000],
    ]);
    expect(rows.reduce((sum, r) => sum + r.gr, 0)).toBe(715_000 + 300_000 - 1_060_000);
  });

  it("has no row for an empty day", () => {
    expect(closingRows({ debut: {}, sortie: {} })).toEqual([]);
  });
});
