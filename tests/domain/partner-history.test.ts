// The partner's space: his periods, the check of a custom period, his balance in his words, and
// his movements under their day.
import { balanceStatement, checkCustomPeriod, CUSTOM_PERIOD_MESSAGES, groupByDay, historyRange } from "@/lib/domain/partner-history";

describe("the partner's history periods", () => {
  it("covers today, the last 7 and 30 days (today included), or everything", () => {
    expect(historyRange("today", "2026-11-24")).toEqual({ from: "2026-11-24", to: "2026-11-24" });
    expect(historyRange("7d", "2026-11-24")).toEqual({ from: "2026-11-18", to: "2026-11-24" });
    expect(historyRange("30d", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(historyRange("all", "2026-11-24")).toEqual({});
  });

  it("checks a custom period in French, field by field", () => {
    const today = "2026-11-24";
    expect(checkCustomPeriod("2026-11-01", "2026-11-24", today)).toEqual({});
    expect(checkCustomPeriod("2026-11-10", "2026-11-10", today)).toEqual({});
    expect(checkCustomPeriod("", "", today)).toEqual({ from: CUSTOM_PERIOD_MESSAGES.fromMissing, to: CUSTOM_PERIOD_MESSAGES.toMissing });
    expect(checkCustomPeriod("2026-11-20", "2026-11-10", today)).toEqual({ from: "La date de début doit précéder la date de fin" });
    expect(checkCustomPeriod("2026-02-30", "2026-11-10", today)).toEqual({ from: "Date invalide" });
    expect(checkCustomPeriod("2026-11-01", "2026-11-25", today)).toEqual({ to: "La date ne peut pas être dans le futur" });
  });
});

describe("the partner's balance in his words", () => {
  it("says who owes whom from his side", () => {
    expect(balanceStatement("BOUTIQUE_DOIT", "12 000 F")).toBe("La boutique vous doit 12 000 F");
    expect(balanceStatement("PARTENAIRE_DOIT", "3 500 F")).toBe("Vous devez 3 500 F à la boutique");
    expect(balanceStatement("SOLDE", "0 F")).toBe("Compte soldé");
  });
});

describe("the partner's movements by day", () => {
  it("puts each movement under its day, newest first, with the day's figures", () => {
    const moves = [
      { id: "a", day: "2026-11-24" },
      { id: "b", day: "2026-11-24" },
      { id: "c", day: "2026-11-22" },
    ];
    const days = [
      { day: "2026-11-24", net: 5 },
      { day: "2026-11-22", net: -3 },
    ];
    expect(groupByDay(moves, days)).toEqual([
      { day: "2026-11-24", figures: { day: "2026-11-24", net: 5 }, movements: [moves[0], moves[1]] },
      { day: "2026-11-22", figures: { day: "2026-11-22", net: -3 }, movements: [moves[2]] },
    ]);
    expect(groupByDay([], days)).toEqual([]);
  });
});
