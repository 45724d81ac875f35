import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { accountLines, ledgerDays, transactions } from "@/lib/db/schema";
import { addDays } from "@/lib/domain/periods";
import { presentAdminDashboard } from "@/lib/presenters/dashboards";
import { getAdminDashboard, getSupervisorDashboard } from "@/lib/services/ledger/dashboards";
import { businessToday, resolveDashboardDay } from "@/lib/services/ledger/days";
import { createAccount, deleteLine, resetLine, setAccountValue } from "@/lib/services/ledger/line-actions";
import { deleteTransaction, updateTransaction } from "@/lib/services/ledger/transactions";
import { createTransaction } from "@/lib/services/ledger/entries";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { countTransactions, payload, valueOf } from "../helpers/ledger";
import { asActor, createTestUser } from "../helpers/users";

const create = async (actor: ReturnType<typeof asActor>, body: Record<string, unknown>, key?: string) =>
  createTransaction(await getDb(), actor, transactionPayloadSchema.parse(body), { idempotencyKey: key });

let admin: ReturnType<typeof asActor>;
beforeAll(async () => {
  admin = asActor(await createTestUser("ADMIN"));
});

describe("transactions move the lines", () => {
  it("adds Début deposits on the debut line and sets the sortie line to the latest Fin", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    await create(sup, payload(sup.id, { montant: "150000" }));
    await create(sup, payload(sup.id, { montant: 50_000 }));
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(200_000);
    const fin1 = await create(sup, payload(sup.id, { typeOperation: "retrait", montant: 180_000 }));
    const fin2 = await create(sup, payload(sup.id, { typeOperation: "retrait", montant: 175_000 }));
    expect(await valueOf(sup.id, "sortie", "LIQUIDE")).toBe(175_000);
    expect(fin2.transaction.type).toBe("FIN_JOURNEE");
    expect(fin2.transaction.amount).toBe(17_500_000);
    // deleting the latest Fin recomputes from the remaining ones
    await deleteTransaction(await getDb(), admin, fin2.transaction.id, "saisie en double");
    expect(await valueOf(sup.id, "sortie", "LIQUIDE")).toBe(180_000);
    await deleteTransaction(await getDb(), admin, fin1.transaction.id, "erreur");
    expect(await valueOf(sup.id, "sortie", "LIQUIDE")).toBe(0);
  });

  it("adds partner deposits on his debut line and withdrawals on his sortie line, keyed by his id or his folded name", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    const partner = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" });
    await create(sup, payload(sup.id, { typeCompte: undefined, partenaireId: partner.id, montant: 20_000 }));
    await create(sup, payload(sup.id, { typeCompte: undefined, partenaireId: partner.id, montant: 5_000 }));
    await create(sup, payload(sup.id, { typeCompte: undefined, partenaireId: partner.id, typeOperation: "retrait", montant: 7_000 }));
    await create(sup, payload(sup.id, { typeCompte: undefined, partenaireNom: "  Boutique Pikine ", typeOperation: "retrait", montant: 3_000 }));
    await create(sup, payload(sup.id, { typeCompte: undefined, partenaireNom: "boutique  PIKINE", typeOperation: "retrait", montant: 1_000 }));
    expect(await valueOf(sup.id, "debut", `part-${partner.id}`)).toBe(25_000);
    expect(await valueOf(sup.id, "sortie", `part-${partner.id}`)).toBe(7_000);
    expect(await valueOf(sup.id, "sortie", "part-boutique pikine")).toBe(4_000);
    const dash = await getSupervisorDashboard(await getDb(), sup.id, resolveDashboardDay({ period: "today" }));
    expect(dash.comptes.debut).toEqual({ [`part-${partner.id}`]: 25_000 });
    // shown by the registered partner's name, and the free partner as last typed
    expect(dash.partenaires).toEqual({ [`part-${partner.id}`]: "Fatou Sarr", "part-boutique pikine": "boutique PIKINE" });
    expect(dash.totaux).toMatchObject({ debutTotal: 25_000, sortieTotal: 11_000, grTotal: -14_000 });
    expect(dash.grLabel).toBe("Négatif");
    expect(dash.hasPartnerLines).toBe(true);
  });

  it("corrects an amount and moves a Début to another account", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    const t = await create(sup, payload(sup.id, { montant: 10_000 }));
    await create(sup, payload(sup.id, { montant: 1_000, typeCompte: "WAVE" }));
    await updateTransaction(await getDb(), admin, t.transaction.id, { montant: 12_500 });
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(12_500);
    const moved = await updateTransaction(await getDb(), admin, t.transaction.id, { typeCompte: "WAVE" });
    expect(moved).toMatchObject({ accountKey: "WAVE", status: "MODIFIEE" });
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(0);
    expect(await valueOf(sup.id, "debut", "WAVE")).toBe(13_500);
    await expect(updateTransaction(await getDb(), admin, t.transaction.id, { montant: 12_500 })).rejects.toThrow("Aucune modification détectée");
  });

  it("refuses a change that would take a line above 999,999,999 and changes nothing", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    await create(sup, payload(sup.id, { montant: 999_999_000 }));
    await expect(create(sup, payload(sup.id, { montant: 1_001 }))).rejects.toMatchObject({
      code: "LINE_OUT_OF_RANGE",
      message: "La valeur est trop élevée (max: 999,999,999) : ligne LIQUIDE",
    });
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(999_999_000);
    expect(await countTransactions(sup.id)).toBe(1);
  });

  it("records one transaction for one Idempotency-Key, and answers the first result again", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    const first = await create(sup, payload(sup.id, { montant: 4_000 }), "key-abc");
    const again = await create(sup, payload(sup.id, { montant: 4_000 }), "key-abc");
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, lineValue: 4_000 });
    expect(again.transaction.id).toBe(first.transaction.id);
    const parallel = await Promise.all(Array.from({ length: 8 }, () => create(sup, payload(sup.id, { montant: 1_000 }), "key-xyz")));
    expect(new Set(parallel.map((r) => r.transaction.id)).size).toBe(1);
    expect(await countTransactions(sup.id)).toBe(2);
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(5_000);
  });

  it("gives the exact sum for 50 parallel creates on one line", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    await Promise.all(Array.from({ length: 50 }, (_, i) => create(sup, payload(sup.id, { montant: 1_000 + i }))));
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(50 * 1_000 + (49 * 50) / 2);
    expect(await findLineMismatches(await getDb())).toEqual([]);
  });
});

describe("day opening", () => {
  it("carries the latest sortie lines of account types over, once, never partner lines", async () => {
    const db = await getDb();
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    const today = businessToday();
    const d3 = addDays(today, -3);
    const d1 = addDays(today, -1);
    await db.insert(accountLines).values([
      { supervisorId: sup.id, day: d3, lineType: "sortie", accountKey: "LIQUIDE", value: 90_000, baseValue: 90_000 },
      { supervisorId: sup.id, day: d3, lineType: "sortie", accountKey: "WAVE", value: 40_000, baseValue: 40_000 },
      { supervisorId: sup.id, day: d3, lineType: "sortie", accountKey: "ORANGE_MONEY", value: 0, baseValue: 0 },
      { supervisorId: sup.id, day: d3, lineType: "sortie", accountKey: "part-Awa", value: 5_000, baseValue: 5_000 },
      // a later day that was opened but never closed: no sortie lines, so it does not break the chain
      { supervisorId: sup.id, day: d1, lineType: "debut", accountKey: "LIQUIDE", value: 90_000, baseValue: 90_000 },
    ]);
    const day = resolveDashboardDay({ period: "today" });
    const first = await getSupervisorDashboard(db, sup.id, day);
    expect(first.comptes.debut).toEqual({ LIQUIDE: 90_000, WAVE: 40_000 });
    // a reset of a carried line survives the next reads: opening happens once
    await resetLine(db, sup, { supervisorId: sup.id, lineType: "debut", accountKey: "WAVE", newValue: 0 });
    await getSupervisorDashboard(db, sup.id, day);
    await getAdminDashboard(db, day);
    expect(await valueOf(sup.id, "debut", "WAVE")).toBe(0);
    const opened = await db.select().from(ledgerDays).where(sql`${ledgerDays.supervisorId} = ${sup.id}`);
    expect(opened).toHaveLength(1);
    // deposits add on top of the carried balance
    await create(sup, payload(sup.id, { montant: 10_000 }));
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(100_000);
  });

  it("opens every supervisor's day when the admin reads today", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    await (await getDb()).insert(accountLines).values({ supervisorId: sup.id, day: addDays(businessToday(), -2), lineType: "sortie", accountKey: "WAVE", value: 7_000, baseValue: 7_000 });
    const dash = await getAdminDashboard(await getDb(), resolveDashboardDay({ period: "today" }));
    const card = dash.supervisorCards.find((c) => c.id === sup.id)!;
    expect(card.comptes.debut).toEqual({ WAVE: 7_000 });
    expect(card.totaux).toMatchObject({ debutTotal: 7_000, sortieTotal: 0, grTotal: -7_000 });
    // the card as the page shows it: its GR signed
    const shown = presentAdminDashboard(dash).supervisorCards.find((c) => c.id === sup.id)!;
    expect(shown.totaux.formatted.grTotal.replace(/\u00a0/g, " ")).toBe("-7 000 F");
  });
});

describe("line actions (SPEC §6)", () => {
  it("lets a supervisor reset and delete his own lines of today, never UV_MASTER deletion", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    const other = asActor(await createTestUser("SUPERVISEUR"));
    await create(sup, payload(sup.id, { montant: 8_000 }));
    // the admin sets only an account the supervisor holds
    await expect(setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: "debut", accountKey: "UV_MASTER", newValue: 5_000 })).rejects.toThrow("Ce superviseur ne détient pas ce compte");
    await createAccount(await getDb(), admin, { supervisorId: sup.id, accountType: "UV_MASTER", initialBalance: 0, balance: 0 });
    await setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: "debut", accountKey: "UV_MASTER", newValue: 5_000 });
    await expect(resetLine(await getDb(), other, { supervisorId: sup.id, lineType: "debut", accountKey: "LIQUIDE", newValue: 0 })).rejects.toThrow("Vous ne pouvez réinitialiser que vos propres comptes");
    await expect(deleteLine(await getDb(), other, { supervisorId: sup.id, lineType: "debut", accountKey: "LIQUIDE" })).rejects.toThrow("Vous ne pouvez supprimer que vos propres comptes");
    const yesterday = addDays(businessToday(), -1);
    await expect(resetLine(await getDb(), sup, { supervisorId: sup.id, lineType: "debut", accountKey: "LIQUIDE", newValue: 0, date: yesterday })).rejects.toThrow("Seules les données d'aujourd'hui peuvent être réinitialisées");
    await expect(deleteLine(await getDb(), sup, { supervisorId: sup.id, lineType: "debut", accountKey: "LIQUIDE", date: yesterday })).rejects.toThrow("Seules les données d'aujourd'hui peuvent être supprimées");
    await expect(deleteLine(await getDb(), sup, { supervisorId: sup.id, lineType: "debut", accountKey: "UV_MASTER" })).rejects.toThrow("Impossible de supprimer le compte UV_MASTER");
    await resetLine(await getDb(), sup, { supervisorId: sup.id, lineType: "debut", accountKey: "UV_MASTER", newValue: 0 });
    expect(await valueOf(sup.id, "debut", "UV_MASTER")).toBe(0);
    await resetLine(await getDb(), sup, { supervisorId: sup.id, lineType: "debut", accountKey: "LIQUIDE", newValue: 0 });
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(0);
    await create(sup, payload(sup.id, { montant: 2_000 }));
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(2_000);
    await deleteLine(await getDb(), sup, { supervisorId: sup.id, lineType: "debut", accountKey: "LIQUIDE" });
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBeNull();
    // a new entry brings the line back from zero; the deleted entries do not come back with it
    await create(sup, payload(sup.id, { montant: 300 }));
    expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(300);
    await expect(resetLine(await getDb(), sup, { supervisorId: sup.id, lineType: "sortie", accountKey: "LIQUIDE", newValue: 0 })).rejects.toThrow("Ligne de compte introuvable");
  });

  it("lets only the admin create accounts and set values; refuses a supervisor's UV Master entry", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    await expect(createAccount(await getDb(), sup, { supervisorId: sup.id, accountType: "WAVE", initialBalance: 0, balance: 0 })).rejects.toThrow("Seuls les administrateurs peuvent créer des comptes");
    await expect(setAccountValue(await getDb(), sup, { supervisorId: sup.id, lineType: "debut", accountKey: "WAVE", newValue: 1 })).rejects.toThrow("Permissions insuffisantes");
    const created = await createAccount(await getDb(), admin, { supervisorId: sup.id, accountType: "WAVE", initialBalance: 25_000, balance: 30_000 });
    expect(created.lines.map((l) => [l.lineType, l.value])).toEqual([["debut", 25_000], ["sortie", 30_000]]);
    await expect(createAccount(await getDb(), admin, { supervisorId: sup.id, accountType: "WAVE", initialBalance: 0, balance: 0 })).rejects.toThrow("Ce compte existe déjà pour ce superviseur");
    await expect(create(sup, payload(sup.id, { typeCompte: "UV_MASTER" }))).rejects.toThrow("Le crédit UV Master ne s'ajoute que par une allocation de l'administrateur : vous saisissez seulement sa Fin comptée");
    await expect(create(sup, payload(admin.id))).rejects.toThrow("Vous ne pouvez enregistrer des transactions que pour vous-même");
  });

  it("lets an admin act on a past day", async () => {
    const sup = asActor(await createTestUser("SUPERVISEUR"));
    const past = addDays(businessToday(), -5);
    await expect(setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: "sortie", accountKey: "LIQUIDE", newValue: 42_000, date: past })).rejects.toThrow("Ce superviseur ne détient pas ce compte");
    await create(sup, payload(sup.id, { montant: 1_000 }));
    await setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: "sortie", accountKey: "LIQUIDE", newValue: 42_000, date: past });
    expect(await valueOf(sup.id, "sortie", "LIQUIDE", past)).toBe(42_000);
    await resetLine(await getDb(), admin, { supervisorId: sup.id, lineType: "sortie", accountKey: "LIQUIDE", newValue: 0, date: past });
    expect(await valueOf(sup.id, "sortie", "LIQUIDE", past)).toBe(0);
    await expect(setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: "sortie", accountKey: "LIQUIDE", newValue: 1, date: addDays(businessToday(), 1) })).rejects.toThrow("Impossible de sélectionner une date future");
  });

  it("keeps every line equal to its entries", async () => {
    expect(await findLineMismatches(await getDb())).toEqual([]);
    const all = await (await getDb()).select({ n: sql<number>`count(*)`.mapWith(Number) }).from(transactions);
    expect(all[0]!.n).toBeGreaterThan(60);
  });
});
