import { dayEntryRows, eveningStarted, likelyOperation } from "@/lib/domain/day-entries";

const ACCOUNTS = [
  { code: "LIQUIDE", label: "Liquide (Cash)" },
  { code: "ORANGE_MONEY", label: "Orange Money" },
  { code: "WAVE", label: "Wave" },
];

describe("dayEntryRows", () => {
  it("lists the offered accounts in their order, each with its Début, its Fin once recorded and the day it was carried from", () => {
    const rows = dayEntryRows(ACCOUNTS, { debut: { LIQUIDE: 150_000, WAVE: 80_000 }, sortie: { WAVE: 0 } }, { LIQUIDE: "2026-11-24" });
    expect(rows).toEqual([
      { code: "LIQUIDE", label: "Liquide (Cash)", debut: 150_000, fin: null, carriedFrom: "2026-11-24" },
      { code: "ORANGE_MONEY", label: "Orange Money", debut: 0, fin: null, carriedFrom: null },
      { code: "WAVE", label: "Wave", debut: 80_000, fin: 0, carriedFrom: null },
    ]);
  });

  it("adds an account he holds a line of but the form no longer offers, never partner, transfer or UV Master lines", () => {
    const rows = dayEntryRows(
      ACCOUNTS.slice(0, 1),
      { debut: { LIQUIDE: 1, FREE_MONEY: 5_000, "part-abc": 2_000, UV_MASTER: 9, "sup-x": 3 }, sortie: { FREE_MONEY: 4_000, "part-abc": 1 } },
      {},
      (code) => `Compte ${code}`,
    );
    expect(rows.map((r) => [r.code, r.label, r.debut, r.fin])).toEqual([
      ["LIQUIDE", "Liquide (Cash)", 1, null],
      ["FREE_MONEY", "Compte FREE_MONEY", 5_000, 4_000],
    ]);
    expect(dayEntryRows([], { debut: {}, sortie: {} })).toEqual([]);
    expect(dayEntryRows([], { debut: { WESTERN_UNION: 1 }, sortie: {} })[0]!.label).toBe("WESTERN_UNION");
  });
});

describe("the evening's start", () => {
  it("begins with a Fin of his own account, a zero one included; a partner's Retrait or a transfer is not one", () => {
    expect(eveningStarted({})).toBe(false);
    expect(eveningStarted({ "part-7f3c": 20_000, "sup-ab": 5_000 })).toBe(false);
    expect(eveningStarted({ WAVE: 0 })).toBe(true);
    expect(eveningStarted({ UV_MASTER: 10_000 })).toBe(true);
  });

  it("makes the single-entry form open on Début before his first Fin and on Fin after", () => {
    expect(likelyOperation(undefined)).toBe("depot");
    expect(likelyOperation({ "part-7f3c": 20_000 })).toBe("depot");
    expect(likelyOperation({ LIQUIDE: 120_000 })).toBe("retrait");
  });
});
