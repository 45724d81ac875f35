import { accountShortLabel, applyWrite, entryPreview, grChangeSentence, type DayFigures } from "@/lib/domain/entry-preview";

const nb = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;

const day: DayFigures = {
  comptes: {
    debut: { LIQUIDE: 4_220_500, WAVE: 10_000, "part-fatou": 20_000 },
    sortie: { WAVE: 12_000, "part-fatou": 5_000 },
  },
  reportes: { LIQUIDE: "2026-11-21" },
  partenaires: { "part-fatou": "Fatou Sarr" },
  totaux: { grTotal: -4_238_500 },
};

describe("the sentence of the transaction form", () => {
  it("says a Début adds to the day's balance, carried over from the day before", () => {
    const p = entryPreview({ kind: "direct", typeOperation: "depot", accountKey: "LIQUIDE", amount: 150_000 }, day);
    expect(nb(p.sentence)).toBe("Début : ajoute 150 000 F au solde de début Liquide, reporté du 21/11/2026 (4 220 500 → 4 370 500 F)");
    expect(p).toMatchObject({ lineType: "debut", mode: "add", before: 4_220_500, after: 4_370_500, carriedFrom: "2026-11-21", problem: null });
    expect(p.grBefore).toBe(-4_238_500);
    expect(p.grAfter).toBe(-4_388_500);
    expect(nb(grChangeSentence(p))).toBe("GR du jour : -4 238 500 → -4 388 500 F");
  });

  it("says a Début on a new line starts from 0, without a carry-over", () => {
    const p = entryPreview({ kind: "direct", typeOperation: "depot", accountKey: "ORANGE_MONEY", amount: 5_000 }, day);
    expect(nb(p.sentence)).toBe("Début : ajoute 5 000 F au solde de début Orange Money (0 → 5 000 F)");
    expect(p.carriedFrom).toBeNull();
  });

  it("says a Fin replaces the counted balance, from 0 or from the last Fin", () => {
    const first = entryPreview({ kind: "direct", typeOperation: "retrait", accountKey: "LIQUIDE", amount: 175_000 }, day);
    expect(nb(first.sentence)).toBe("Fin : remplace le solde de fin Liquide (0 → 175 000 F)");
    expect(first).toMatchObject({ lineType: "sortie", mode: "set", before: 0, after: 175_000, carriedFrom: null });
    expect(first.grAfter).toBe(-4_238_500 + 175_000);
    const again = entryPreview({ kind: "direct", typeOperation: "retrait", accountKey: "WAVE", amount: 9_000 }, day);
    expect(nb(again.sentence)).toBe("Fin : remplace le solde de fin Wave (12 000 → 9 000 F)");
    expect(nb(grChangeSentence(again))).toBe("GR du jour : -4 238 500 → -4 241 500 F");
  });

  it("says a partner's deposit adds to his Début line and a withdrawal to his Sortie line, by his shown name", () => {
    const deposit = entryPreview({ kind: "partner", typeOperation: "depot", accountKey: "part-fatou", partnerName: "fatou", amount: 1_000 }, day);
    expect(nb(deposit.sentence)).toBe("Dépôt : ajoute 1 000 F à la ligne de début de Fatou Sarr (20 000 → 21 000 F)");
    const withdrawal = entryPreview({ kind: "partner", typeOperation: "retrait", accountKey: "part-fatou", amount: 1_000 }, day);
    expect(nb(withdrawal.sentence)).toBe("Retrait : ajoute 1 000 F à la ligne de sortie de Fatou Sarr (5 000 → 6 000 F)");
    expect(withdrawal).toMatchObject({ mode: "add", after: 6_000 });
    expect(withdrawal.grAfter).toBe(-4_238_500 + 1_000);
    const fresh = entryPreview({ kind: "partner", typeOperation: "depot", accountKey: "part-boutique", partnerName: "Boutique", amount: 700 }, day);
    expect(nb(fresh.sentence)).toBe("Dépôt : ajoute 700 F à la ligne de début de Boutique (0 → 700 F)");
    const unnamed = entryPreview({ kind: "partner", typeOperation: "depot", accountKey: "part-boutique", amount: 700 }, { comptes: { debut: {}, sortie: {} } });
    expect(nb(unnamed.sentence)).toBe("Dépôt : ajoute 700 F à la ligne de début de boutique (0 → 700 F)");
  });

  it("leaves the figures out when the day is not known, or the partner's line cannot be named", () => {
    const p = entryPreview({ kind: "direct", typeOperation: "depot", accountKey: "WAVE", amount: 2_000 }, null);
    expect(nb(p.sentence)).toBe("Début : ajoute 2 000 F au solde de début Wave");
    expect(p).toMatchObject({ before: null, after: null, grBefore: null, grAfter: null, problem: null });
    expect(grChangeSentence(p)).toBeNull();
    const noKey = entryPreview({ kind: "partner", typeOperation: "retrait", accountKey: null, partnerName: "X Y", amount: 10 }, day);
    expect(nb(noKey.sentence)).toBe("Retrait : ajoute 10 F à la ligne de sortie de X Y");
    const nameless = entryPreview({ kind: "partner", typeOperation: "retrait", accountKey: null, amount: 10 }, day);
    expect(nb(nameless.sentence)).toBe("Retrait : ajoute 10 F à la ligne de sortie de ce partenaire");
    const noTotals = entryPreview({ kind: "direct", typeOperation: "depot", accountKey: "WAVE", amount: 1 }, { comptes: day.comptes });
    expect(noTotals.after).toBe(10_001);
    expect(noTotals.grBefore).toBeNull();
  });

  it("warns when the line would pass the maximum the server accepts", () => {
    const p = entryPreview({ kind: "direct", typeOperation: "depot", accountKey: "LIQUIDE", amount: 999_000_000 }, day);
    expect(p.problem).toBe("La valeur est trop élevée (max: 999,999,999) : ligne Liquide");
    expect(entryPreview({ kind: "direct", typeOperation: "depot", accountKey: "LIQUIDE", amount: 999_999_999 - 4_220_500 }, day).problem).toBeNull();
  });

  it("names account types shortly, and anything else as it is", () => {
    expect(accountShortLabel("LIQUIDE")).toBe("Liquide");
    expect(accountShortLabel("UV_MASTER")).toBe("UV Master");
    expect(accountShortLabel("AUTRES")).toBe("Autres");
    expect(accountShortLabel("XYZ")).toBe("XYZ");
  });
});

describe("the next entry's figures", () => {
  const written = { lineType: "debut" as const, accountKey: "LIQUIDE", before: 4_220_500, value: 4_370_500 };

  it("start from the line the server answered until the dashboard's figures are refreshed", () => {
    const next = applyWrite(day, written)!;
    expect(next.comptes.debut.LIQUIDE).toBe(4_370_500);
    expect(next.comptes.sortie).toBe(day.comptes.sortie);
    expect(next.totaux!.grTotal).toBe(-4_388_500);
    expect(next.reportes).toBe(day.reportes);
    const fin = applyWrite(day, { lineType: "sortie", accountKey: "LIQUIDE", before: 0, value: 175_000 })!;
    expect(fin.comptes.sortie.LIQUIDE).toBe(175_000);
    expect(fin.totaux!.grTotal).toBe(-4_238_500 + 175_000);
    expect(applyWrite({ comptes: day.comptes }, written)!.totaux).toBeUndefined();
  });

  it("are the dashboard's own once refreshed, or when nothing was written", () => {
    const refreshed = { ...day, comptes: { ...day.comptes, debut: { ...day.comptes.debut, LIQUIDE: 4_370_500 } } };
    expect(applyWrite(refreshed, written)).toBe(refreshed);
    expect(applyWrite(day, null)).toBe(day);
    expect(applyWrite(null, written)).toBeNull();
    expect(applyWrite(undefined, null)).toBeNull();
  });
});
