// A partner's balance in words: who owes whom, and the amount, as the screens and the earlier app show them.
import { formatFcfa } from "@/lib/domain/money";
import { balanceOf } from "@/lib/domain/partner-balance";
import { shownBalance } from "@/lib/presenters/partner-balance";

describe("shownBalance", () => {
  it("says who owes whom, after the balance's figures", () => {
    const owed = shownBalance(balanceOf(50_000, 20_000));
    expect(owed).toEqual({ montant: 30_000, montantAbsolu: 30_000, etat: "BOUTIQUE_DOIT", label: `On doit ${formatFcfa(30_000)}`, formatted: formatFcfa(30_000) });
    expect(Object.keys(owed)).toEqual(["montant", "montantAbsolu", "etat", "label", "formatted"]);
    expect(shownBalance(balanceOf(1_000, 4_500))).toEqual({ montant: -3_500, montantAbsolu: 3_500, etat: "PARTENAIRE_DOIT", label: `Doit ${formatFcfa(3_500)}`, formatted: formatFcfa(3_500) });
    expect(shownBalance(balanceOf(7_000, 7_000))).toMatchObject({ etat: "SOLDE", label: "Compte soldé", formatted: formatFcfa(0) });
  });
});
