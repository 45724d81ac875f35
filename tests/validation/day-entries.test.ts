import { dayEntries } from "@/lib/validation/day-entries";

const SUP = "0b8f6c2e-3c1d-4a5e-9f00-1234567890ab";

describe("dayEntries", () => {
  it("turns each filled row into one entry: a Début in the morning, a Fin in the evening; empty rows send nothing", () => {
    expect(dayEntries("matin", SUP, { LIQUIDE: "150 000", WAVE: "", ORANGE_MONEY: "  " })).toEqual({
      entries: [{ code: "LIQUIDE", payload: { superviseurId: SUP, typeOperation: "depot", typeCompte: "LIQUIDE", montant: 150_000 } }],
      problems: {},
    });
    expect(dayEntries("soir", SUP, { WAVE: "80\u00a0000" }).entries).toEqual([
      { code: "WAVE", payload: { superviseurId: SUP, typeOperation: "retrait", typeCompte: "WAVE", montant: 80_000 } },
    ]);
  });

  it("refuses a row whose amount the form would refuse, in the form's words, and keeps the others", () => {
    const { entries, problems } = dayEntries("soir", SUP, { LIQUIDE: "0", WAVE: "99999999999999", ORANGE_MONEY: "12 500" });
    expect(entries.map((e) => e.code)).toEqual(["ORANGE_MONEY"]);
    expect(problems).toEqual({ LIQUIDE: "Montant doit être supérieur à 0", WAVE: expect.any(String) });
    expect(problems.WAVE).not.toBe(problems.LIQUIDE);
  });
});
