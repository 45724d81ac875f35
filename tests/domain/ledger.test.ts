import {
  accountKeyInfo,
  allocationEffect,
  displayKey,
  formAccountTypes,
  grLabel,
  isMovementKey,
  isPartnerKey,
  isTransferKey,
  lineBoundsProblem,
  lineMode,
  lineTotals,
  TRANSACTION_TYPE_INFO,
  transactionEffect,
  transactionSign,
  typesOfCategory,
} from "@/lib/domain/ledger";
import { transferKey } from "@/lib/domain/transfers";

const ID = "0b7e8c1a-1234-4abc-8def-0123456789ab";

describe("how a transaction moves the lines (DESIGN)", () => {
  it("maps each form choice to its stored type and line", () => {
    expect(transactionEffect({ kind: "direct", typeOperation: "depot", accountType: "LIQUIDE" })).toEqual({ type: "DEBUT_JOURNEE", lineType: "debut", accountKey: "LIQUIDE" });
    expect(transactionEffect({ kind: "direct", typeOperation: "retrait", accountType: "WAVE" })).toEqual({ type: "FIN_JOURNEE", lineType: "sortie", accountKey: "WAVE" });
    expect(transactionEffect({ kind: "partner", typeOperation: "depot", partnerKey: "part-fatou sarr" })).toEqual({ type: "DEPOT", lineType: "debut", accountKey: "part-fatou sarr" });
    expect(transactionEffect({ kind: "partner", typeOperation: "retrait", partnerKey: `part-${ID}` })).toEqual({ type: "RETRAIT", lineType: "sortie", accountKey: `part-${ID}` });
  });

  it("shows partner lines by the name given for their key, else without the prefix", () => {
    expect(isPartnerKey("part-awa")).toBe(true);
    expect(isPartnerKey("LIQUIDE")).toBe(false);
    expect(displayKey("part-awa")).toBe("awa");
    expect(displayKey(`part-${ID}`)).toBe("Partenaire");
    expect(displayKey("WAVE")).toBe("WAVE");
    expect(accountKeyInfo("part-awa")).toEqual({ label: "awa", icon: "👥", partner: true });
    expect(accountKeyInfo(`part-${ID}`, { [`part-${ID}`]: "Awa Ndiaye" })).toEqual({ label: "Awa Ndiaye", icon: "👥", partner: true });
    // AUTRES under the admin's label when given one, else its own
    expect(accountKeyInfo("AUTRES", { AUTRES: "Tigo Cash" })).toMatchObject({ label: "Tigo Cash", partner: false });
    expect(accountKeyInfo("AUTRES", {})).toMatchObject({ label: "Autres", partner: false });
    expect(accountKeyInfo("WAVE", { WAVE: "Vague" }).label).toBe("Wave");
    expect(accountKeyInfo(`part-${ID}`, {})).toEqual({ label: "Partenaire", icon: "👥", partner: true });
    expect(accountKeyInfo("LIQUIDE")).toEqual({ label: "Liquide (Cash)", icon: "💵", partner: false });
    expect(accountKeyInfo("UV_MASTER").icon).toBe("⭐");
    expect(accountKeyInfo("MYSTERE")).toEqual({ label: "MYSTERE", icon: "📦", partner: false });
  });

  it("moves a UV Master allocation like a Début", () => {
    expect(allocationEffect()).toEqual({ type: "ALLOCATION_UV_MASTER", lineType: "debut", accountKey: "UV_MASTER" });
  });

  it("sets an account's sortie line, adds on every other line", () => {
    expect(lineMode("sortie", "LIQUIDE")).toBe("set");
    expect(lineMode("sortie", "part-Awa")).toBe("add");
    expect(lineMode("debut", "LIQUIDE")).toBe("add");
    expect(lineMode("debut", "part-Awa")).toBe("add");
    // a transfer line adds on both sides: what left or arrived, whatever the balance counted
    expect(lineMode("sortie", `sup-${ID}`)).toBe("add");
    expect(lineMode("debut", `sup-${ID}`)).toBe("add");
  });

  it("tells account lines from movements (partners, transfers)", () => {
    expect(isMovementKey("LIQUIDE")).toBe(false);
    expect(isMovementKey("MONEYGRAM")).toBe(false);
    expect(isMovementKey("part-awa")).toBe(true);
    expect(isMovementKey(`sup-${ID}`)).toBe(true);
    expect(isTransferKey(transferKey(ID))).toBe(true);
    expect(transferKey(ID)).toBe(`sup-${ID}`);
    expect(isTransferKey("part-awa")).toBe(false);
    expect(displayKey(`sup-${ID}`)).toBe("autre kiosque");
    expect(accountKeyInfo(`sup-${ID}`, { [`sup-${ID}`]: "Awa Fall" })).toEqual({ label: "↔ Awa Fall", icon: "🔁", partner: true });
    expect(accountKeyInfo(`sup-${ID}`)).toEqual({ label: "↔ autre kiosque", icon: "🔁", partner: true });
  });

  it("refuses values outside 0..999,999,999 with a French message", () => {
    expect(lineBoundsProblem(0, "LIQUIDE")).toBeNull();
    expect(lineBoundsProblem(999_999_999, "LIQUIDE")).toBeNull();
    expect(lineBoundsProblem(1_000_000_000, "WAVE")).toBe("La valeur est trop élevée (max: 999,999,999) : ligne WAVE");
    expect(lineBoundsProblem(-1, "part-awa")).toBe("Opération refusée : la ligne awa deviendrait négative (-1 F)");
    expect(lineBoundsProblem(-1, `part-${ID}`, "Awa Ndiaye")).toBe("Opération refusée : la ligne Awa Ndiaye deviendrait négative (-1 F)");
  });
});

describe("GR totals", () => {
  const lines = [
    { lineType: "debut" as const, accountKey: "LIQUIDE", value: 500 },
    { lineType: "debut" as const, accountKey: "UV_MASTER", value: 200 },
    { lineType: "debut" as const, accountKey: "part-Awa", value: 50 },
    { lineType: "sortie" as const, accountKey: "LIQUIDE", value: 600 },
    { lineType: "sortie" as const, accountKey: "UV_MASTER", value: 120 },
  ];

  it("is sorties minus débuts, with the UV Master sums apart", () => {
    expect(lineTotals(lines)).toEqual({ debutTotal: 750, sortieTotal: 720, grTotal: -30, uvMasterDebut: 200, uvMasterSortie: 120 });
    expect(lineTotals([])).toEqual({ debutTotal: 0, sortieTotal: 0, grTotal: 0, uvMasterDebut: 0, uvMasterSortie: 0 });
  });

  it("labels GR Positif (green), Négatif (red), Neutre (grey)", () => {
    expect(grLabel(1)).toEqual({ label: "Positif", tone: "positive" });
    expect(grLabel(-1)).toEqual({ label: "Négatif", tone: "negative" });
    expect(grLabel(0)).toEqual({ label: "Neutre", tone: "neutral" });
  });
});

describe("transaction types (SPEC §3)", () => {
  it("signs money in and out", () => {
    expect(["DEPOT", "TRANSFERT_RECU", "ALLOCATION_UV_MASTER", "DEBUT_JOURNEE"].map((t) => transactionSign(t as never))).toEqual(["+", "+", "+", "+"]);
    expect(["RETRAIT", "TRANSFERT_ENVOYE", "FIN_JOURNEE"].map((t) => transactionSign(t as never))).toEqual(["-", "-", "-"]);
  });

  it("groups types in the UI's four categories", () => {
    expect(typesOfCategory("transfert")).toEqual(["TRANSFERT_ENVOYE", "TRANSFERT_RECU"]);
    expect(typesOfCategory("allocation")).toEqual(["ALLOCATION_UV_MASTER"]);
    expect(typesOfCategory("depot")).toEqual(["DEPOT", "DEBUT_JOURNEE"]);
    expect(TRANSACTION_TYPE_INFO.FIN_JOURNEE.label).toBe("Fin de journée");
  });
});

describe("form accounts", () => {
  it("offers UV Master to the admin only", () => {
    expect(formAccountTypes("ADMIN").map((a) => a.code)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"]);
    expect(formAccountTypes("SUPERVISEUR").map((a) => a.code)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE"]);
    expect(formAccountTypes("ADMIN")[3]).toMatchObject({ label: "UV Master", icon: "⭐", adminOnly: true });
  });
});
