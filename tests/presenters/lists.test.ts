// The presenters add their texts where the answers have always had them: the same keys in the same order, so
// the JSON sent does not change (tests/perf holds its bytes, the API tests its fields).
import { presentStats, presentTransaction } from "@/lib/presenters/transactions";
import { presentTransfer } from "@/lib/presenters/transfers";
import type { TransactionListItem, TransactionStats } from "@/lib/services/ledger/queries";
import type { TransferView } from "@/lib/services/ledger/transfer-views";

const nb = (text: string) => text.replace(/\u00a0/g, " ");
const TZ = "Africa/Dakar";

describe("presentTransaction", () => {
  const item: TransactionListItem & { partnerId: string | null } = {
    id: "t1",
    type: { code: "RETRAIT", label: "Retrait", category: "retrait" },
    montant: { valeur: 150_000, signe: "-" },
    compte: "Partenaire",
    accountKey: "part-x",
    accountType: null,
    description: null,
    createdAt: "2026-11-24T11:00:00.000Z",
    day: "2026-11-24",
    intervenant: { nom: "X", role: "partenaire" },
    superviseur: { id: "s1", nom: "S" },
    statut: "VALIDEE",
    statutLabel: "Validée",
    partnerId: null,
  };

  it("signs the amount in francs and gives the moment in the business time zone, before createdAt", () => {
    const shown = presentTransaction(item, TZ);
    expect(nb(shown.montant.formatted)).toBe("-1 500 F");
    expect(shown.dateHeure).toBe("24/11/2026 11:00");
    expect(Object.keys(shown)).toEqual([
      "id", "type", "montant", "compte", "accountKey", "accountType", "description", "dateHeure", "createdAt", "day",
      "intervenant", "superviseur", "statut", "statutLabel", "partnerId",
    ]);
    expect(Object.keys(shown.montant)).toEqual(["valeur", "signe", "formatted"]);
  });
});

describe("presentStats", () => {
  it("compacts each category and the volume, and writes the totals in francs, the texts last", () => {
    const zero = { count: 0, montant: 0 };
    const stats: TransactionStats = {
      total: 3,
      byType: { DEPOT: 2, RETRAIT: 1, TRANSFERT_ENVOYE: 0, TRANSFERT_RECU: 0, ALLOCATION_UV_MASTER: 0, DEBUT_JOURNEE: 0, FIN_JOURNEE: 0 },
      byCategory: { depot: { count: 2, montant: 250_000_000 }, retrait: { count: 1, montant: 150_000 }, transfert: zero, allocation: zero },
      amounts: { entrees: 250_000_000, sorties: 150_000 },
    };
    const shown = presentStats(stats);
    expect(Object.keys(shown)).toEqual(["total", "byType", "byCategory", "amounts", "formatted"]);
    expect(Object.keys(shown.byCategory)).toEqual(["depot", "retrait", "transfert", "allocation"]);
    expect(nb(shown.byCategory.depot.compact)).toBe("2,5 M F");
    expect(Object.keys(shown.byCategory.retrait)).toEqual(["count", "montant", "compact"]);
    expect(Object.fromEntries(Object.entries(shown.formatted).map(([k, v]) => [k, nb(v)]))).toEqual({ entrees: "2 500 000 F", sorties: "1 500 F", volume: "2,5 M F" });
  });
});

describe("presentTransfer", () => {
  const side = (nom: string) => ({ id: nom, nom, compte: "WAVE" as const, compteLabel: "Wave", transactionId: null });
  const view: TransferView & { rights: { canContest: boolean } } = {
    id: "tr1",
    status: "CONTESTE",
    statutLabel: "Contesté",
    day: "2026-11-24",
    montant: 300_000,
    note: null,
    from: side("Moussa"),
    to: side("Awa"),
    contest: { reason: "Rien reçu", at: "2026-11-24T14:05:00.000Z", by: "Awa" },
    settlement: null,
    createdAt: "2026-11-24T12:00:00.000Z",
    createdBy: "Moussa",
    rights: { canContest: false },
  };

  it("adds the amount, the sentence and the moments' texts where the answer has them, the rights last", () => {
    const shown = presentTransfer(view, TZ);
    expect(Object.keys(shown)).toEqual([
      "id", "status", "statutLabel", "day", "montant", "formatted", "note", "from", "to", "sentence", "contest", "settlement", "createdAt", "createdBy", "rights",
    ]);
    expect(nb(shown.sentence)).toBe("Moussa : -300 000 F sur Wave → Awa : +300 000 F");
    expect(shown.contest).toEqual({ reason: "Rien reçu", at: "2026-11-24T14:05:00.000Z", atText: "24/11/2026 14:05", by: "Awa" });
    expect(shown.settlement).toBeNull();
  });
});
