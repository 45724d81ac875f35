// A partner's running balance: its state, the figures over several supervisors' rows, and who a route
// parameter names.
import { balanceOf, combineBalanceRows, partnerIdOfLineKey, partnerRefOf, type BalanceRow } from "@/lib/domain/partner-balance";

const row = (over: Partial<BalanceRow>): BalanceRow => ({
  depositsCount: 0,
  depositsTotal: 0,
  withdrawalsCount: 0,
  withdrawalsTotal: 0,
  maxDeposit: null,
  maxWithdrawal: null,
  firstAt: new Date("2026-11-01T08:00:00Z"),
  lastAt: new Date("2026-11-01T08:00:00Z"),
  supervisorCount: 1,
  ...over,
});

describe("balanceOf", () => {
  it("says who owes whom", () => {
    expect(balanceOf(50_000, 20_000)).toEqual({ montant: 30_000, montantAbsolu: 30_000, etat: "BOUTIQUE_DOIT" });
    expect(balanceOf(1_000, 4_500)).toEqual({ montant: -3_500, montantAbsolu: 3_500, etat: "PARTENAIRE_DOIT" });
    expect(balanceOf(7_000, 7_000)).toEqual({ montant: 0, montantAbsolu: 0, etat: "SOLDE" });
  });
});

describe("combineBalanceRows", () => {
  it("adds up the supervisors' rows (amounts stored in hundredths of a franc)", () => {
    const { solde, statistiques } = combineBalanceRows([
      row({ depositsCount: 2, depositsTotal: 6_000_000, maxDeposit: 5_000_000, lastAt: new Date("2026-11-03T10:00:00Z") }),
      row({ withdrawalsCount: 2, withdrawalsTotal: 6_500_000, maxWithdrawal: 4_500_000, firstAt: new Date("2026-10-30T09:00:00Z"), supervisorCount: 2 }),
    ]);
    expect(solde).toMatchObject({ montant: -5_000, etat: "PARTENAIRE_DOIT" });
    expect(statistiques).toEqual({
      totalDepots: 60_000,
      totalRetraits: 65_000,
      nombreDepots: 2,
      nombreRetraits: 2,
      nombreTransactions: 4,
      premiereTransaction: "2026-10-30T09:00:00.000Z",
      derniereTransaction: "2026-11-03T10:00:00.000Z",
      moyenneTransaction: 31_250,
      plusGrosDepot: 50_000,
      plusGrosRetrait: 45_000,
      nombreSuperviseurs: 3,
    });
  });

  it("answers a settled balance with no movement", () => {
    expect(combineBalanceRows([])).toEqual({
      solde: expect.objectContaining({ montant: 0, etat: "SOLDE" }),
      statistiques: expect.objectContaining({ nombreTransactions: 0, moyenneTransaction: 0, premiereTransaction: null, derniereTransaction: null, plusGrosDepot: 0, nombreSuperviseurs: 0 }),
    });
  });
});

describe("partnerRefOf", () => {
  it("reads a registered partner's id or a free partner's name", () => {
    const id = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";
    expect(partnerRefOf(id)).toEqual({ kind: "registered", id: id.toLowerCase(), accountKey: `part-${id.toLowerCase()}` });
    expect(partnerRefOf("  Modou  FALL ")).toEqual({ kind: "free", accountKey: "part-modou fall" });
    expect(partnerRefOf("   ")).toBeNull();
    expect(partnerRefOf("")).toBeNull();
  });

  it("answers the id of a line key", () => {
    expect(partnerIdOfLineKey("part-modou fall")).toBe("modou fall");
  });
});
