import { exportRequestProblems } from "@/lib/validation/exports";

const today = "2026-11-22";

describe("export request (SPEC §5)", () => {
  it("accepts every period, a custom day up to today, and both formats", () => {
    for (const period of ["today", "yesterday", "week", "month", "year", "all"]) expect(exportRequestProblems({ period }, today, { needsFormat: false })).toEqual([]);
    expect(exportRequestProblems({ period: "custom", customDate: "2026-11-22", format: "simple" }, today, { needsFormat: true })).toEqual([]);
  });

  it("lists every problem in SPEC's words", () => {
    expect(exportRequestProblems({ period: "decade", format: "pdf" }, today, { needsFormat: true })).toEqual(["Période invalide", "Format invalide"]);
    expect(exportRequestProblems({ period: "custom" }, today, { needsFormat: false })).toEqual(["Date requise pour une période personnalisée"]);
    expect(exportRequestProblems({ period: "custom", customDate: "22/11/2026" }, today, { needsFormat: false })).toEqual(["Format de date invalide (attendu: YYYY-MM-DD)"]);
    expect(exportRequestProblems({ period: "custom", customDate: "2026-02-30" }, today, { needsFormat: false })).toEqual(["Date invalide"]);
    expect(exportRequestProblems({ period: "custom", customDate: "2026-11-23" }, today, { needsFormat: false })).toEqual(["La date ne peut pas être dans le futur"]);
    expect(exportRequestProblems({ period: "custom", customDate: 42 }, today, { needsFormat: false })).toEqual(["Date requise pour une période personnalisée"]);
  });
});
