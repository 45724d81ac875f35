import { closingFigures, dayStatus, grSplit, justificationProblem, missingFins, networkDayStatus } from "@/lib/domain/day-close";

const nb = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;

describe("the state of a supervisor's day", () => {
  it("is empty with no line, open with lines, closed once closed", () => {
    expect(dayStatus(0, false)).toBe("empty");
    expect(dayStatus(3, false)).toBe("open");
    expect(dayStatus(3, true)).toBe("closed");
    expect(dayStatus(0, true)).toBe("closed");
  });

  it("lists the account types with a Début and no Fin, never partner lines, in the accounts' order", () => {
    const lines = [
      { lineType: "debut" as const, accountKey: "WAVE", value: 10 },
      { lineType: "debut" as const, accountKey: "LIQUIDE", value: 5 },
      { lineType: "debut" as const, accountKey: "ORANGE_MONEY", value: 7 },
      { lineType: "sortie" as const, accountKey: "ORANGE_MONEY", value: 0 },
      { lineType: "debut" as const, accountKey: "UV_MASTER", value: 0 },
      { lineType: "debut" as const, accountKey: "part-client libre", value: 900 },
      { lineType: "debut" as const, accountKey: "sup-0b7e8c1a-1234-4abc-8def-0123456789ab", value: 300 },
      { lineType: "debut" as const, accountKey: "ZZZ", value: 1 },
      { lineType: "debut" as const, accountKey: "AAA", value: 1 },
      { lineType: "debut" as const, accountKey: "MMM", value: 1 },
      { lineType: "debut" as const, accountKey: "BBB", value: 1 },
    ];
    expect(missingFins(lines)).toEqual(["LIQUIDE", "WAVE", "AAA", "BBB", "MMM", "ZZZ"]);
    expect(missingFins([...lines].reverse())).toEqual(["LIQUIDE", "WAVE", "AAA", "BBB", "MMM", "ZZZ"]);
    expect(missingFins([])).toEqual([]);
    // an account a transfer left or arrived on is due its Fin too, whatever its Début
    expect(missingFins(lines, ["MONEYGRAM", "ORANGE_MONEY", "WAVE"])).toEqual(["LIQUIDE", "WAVE", "MONEYGRAM", "AAA", "BBB", "MMM", "ZZZ"]);
  });

  it("records the totals with the missing Fins at 0 F", () => {
    expect(
      closingFigures([
        { lineType: "debut", accountKey: "LIQUIDE", value: 100 },
        { lineType: "debut", accountKey: "WAVE", value: 50 },
        { lineType: "sortie", accountKey: "LIQUIDE", value: 120 },
      ]),
    ).toEqual({ debutTotal: 150, sortieTotal: 120, gr: -30, missingFin: ["WAVE"] });
  });
});

describe("the justification rule", () => {
  it("asks for one below minus the tolerance only, naming the gap and the tolerance", () => {
    expect(justificationProblem(0, 0, null)).toBeNull();
    expect(justificationProblem(-5_000, 5_000, null)).toBeNull();
    expect(nb(justificationProblem(-5_001, 5_000, "  "))).toBe(
      "Écart de -5 001 F, au-delà de la tolérance de 5 000 F : une justification est requise pour clôturer la journée",
    );
    expect(justificationProblem(-5_001, 5_000, "Erreur de caisse")).toBeNull();
    expect(justificationProblem(-1, 0, undefined)).not.toBeNull();
  });
});

describe("the status of a day across the network", () => {
  it("is closed when every supervisor who recorded something closed, open otherwise, empty with nothing", () => {
    expect(networkDayStatus(0, 0)).toBe("empty");
    expect(networkDayStatus(3, 3)).toBe("closed");
    expect(networkDayStatus(3, 2)).toBe("open");
    expect(networkDayStatus(0, 1)).toBe("closed");
  });
});

describe("the split of a day's GR across the network", () => {
  it("keeps the closed days' GR apart from the open days' (provisional), empty days in neither", () => {
    const days = [
      { status: "closed" as const, gr: 2_000 },
      { status: "closed" as const, gr: -7_000 },
      { status: "open" as const, gr: -48_000_000 },
      { status: "empty" as const, gr: 0 },
    ];
    expect(grSplit(days)).toEqual({ closedGr: -5_000, openGr: -48_000_000, closedDays: 2, openDays: 1 });
    expect(grSplit([])).toEqual({ closedGr: 0, openGr: 0, closedDays: 0, openDays: 0 });
  });
});
