// After a transfer: the receiver contests it (the admin is told), only the admin corrects or deletes it, both
// kiosks at once and audited; a closed day on either side refuses both; a side never changes alone. Then UV
// Master allocations by the admin.
import { sql } from "drizzle-orm";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { PUT as editTransaction, DELETE as deleteTransaction } from "@/app/api/transactions/[id]/route";
import { GET as recent } from "@/app/api/transactions/recent/route";
import { POST as transfer } from "@/app/api/transactions/transfers/route";
import { PUT as correct, DELETE as remove } from "@/app/api/transactions/transfers/[id]/route";
import { PATCH as contest } from "@/app/api/transactions/transfers/[id]/contest/route";
import { POST as allocate } from "@/app/api/transactions/allocations/route";
import { POST as closeDay } from "@/app/api/transactions/supervisors/[supervisorId]/close/route";
import { POST as reopenDay } from "@/app/api/transactions/supervisors/[supervisorId]/reopen/route";
import { DELETE as deleteLine } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/route";
import { PUT as resetLine } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/reset/route";
import { PATCH as setValue } from "@/app/api/transactions/supervisors/[supervisorId]/accounts/update/route";
import { getDb, queryRows } from "@/lib/db/client";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { call, expectStatus, type CallResult } from "../helpers/http";
import { valueOf } from "../helpers/ledger";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser, moussa: TestUser, awa: TestUser, ibou: TestUser, partner: TestUser;
let adminToken: string, moussaToken: string, awaToken: string, ibouToken: string, partnerToken: string;
let keys = 0;
const key = () => ({ "idempotency-key": `settle-test-${++keys}` });

beforeAll(async () => {
  admin = await createTestUser("ADMIN", { nomComplet: "Admin Réseau" });
  moussa = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  awa = await createTestUser("SUPERVISEUR", { nomComplet: "Awa Fall" });
  ibou = await createTestUser("SUPERVISEUR", { nomComplet: "Ibou Sarr" });
  partner = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Ba" });
  [adminToken, moussaToken, awaToken, ibouToken, partnerToken] = await Promise.all([admin, moussa, awa, ibou, partner].map((u) => loginAs(u)));
});

const ok = (res: CallResult, status = 200) => expectStatus(res, status);
async function newTransfer(montant = 300_000) {
  const res = ok(await call(transfer, "/x", { token: moussaToken, body: { fromAccount: "ORANGE_MONEY", toSupervisorId: awa.id, toAccount: "ORANGE_MONEY", montant }, headers: key() }), 201);
  return res.body.data.transfer as { id: string; from: { transactionId: string }; to: { transactionId: string } };
}
const sides = () => [valueOf(moussa.id, "sortie", `sup-${awa.id}`), valueOf(awa.id, "debut", `sup-${moussa.id}`)];
async function audit(id: string) {
  return queryRows<{ action: string; supervisor_id: string; reason: string | null }>(
    await getDb(),
    sql`SELECT action, supervisor_id, reason FROM audit_log WHERE entity = 'transfer' AND entity_id = ${id} ORDER BY id`,
  );
}

describe("contesting", () => {
  it("only the receiver contests, once, with a reason; the admins are notified; nothing moves", async () => {
    const t = await newTransfer();
    const path = { params: { id: t.id } };
    const bySender = await call(contest, "/x", { token: moussaToken, ...path, body: { reason: "x" } });
    expect([bySender.status, bySender.body.message]).toEqual([403, "Seul le kiosque qui a reçu le transfert peut le contester"]);
    expect((await call(contest, "/x", { token: ibouToken, ...path, body: { reason: "x" } })).status).toBe(404);
    expect((await call(contest, "/x", { token: adminToken, ...path, body: { reason: "x" } })).status).toBe(403);
    expect((await call(contest, "/x", { token: partnerToken, ...path, body: { reason: "x" } })).status).toBe(403);
    const blank = await call(contest, "/x", { token: awaToken, ...path, body: { reason: "   " } });
    expect([blank.status, blank.body.message]).toEqual([422, "Indiquez la raison"]);

    const contested = ok(await call(contest, "/x", { token: awaToken, ...path, body: { reason: "Reçu 250 000 F seulement" } }));
    expect(contested.body.message).toBe("Transfert contesté : l'administrateur est prévenu");
    expect(contested.body.data.transfer).toMatchObject({ status: "CONTESTE", statutLabel: "Contesté", contest: { reason: "Reçu 250 000 F seulement", by: "Awa Fall" } });
    expect(await Promise.all(sides())).toEqual([300_000, 300_000]);
    const notes = await queryRows<{ kind: string; message: string }>(await getDb(), sql`SELECT kind, message FROM notifications WHERE user_id = ${admin.id} AND kind = 'TRANSFER_CONTESTED'`);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain("Awa Fall conteste le transfert");
    expect((await audit(t.id)).map((a) => a.action)).toEqual(["TRANSFER_CREATED", "TRANSFER_CREATED", "TRANSFER_CONTESTED", "TRANSFER_CONTESTED"]);
    const again = await call(contest, "/x", { token: awaToken, ...path, body: { reason: "encore" } });
    expect([again.status, again.body.message]).toEqual([409, "Ce transfert est déjà contesté"]);
    // the list shows it contested, on both sides
    const listed = (await call(recent, "/x", { token: moussaToken, query: { type: "transfert" } })).body.data.transactions;
    expect(listed.find((x: { transfert?: { id: string } }) => x.transfert?.id === t.id).transfert.statutLabel).toBe("Contesté");
  });
});

describe("the admin settles", () => {
  it("corrects the amount on both kiosks at once, audited on both, and settles the contest", async () => {
    const t = await newTransfer();
    ok(await call(contest, "/x", { token: awaToken, params: { id: t.id }, body: { reason: "Reçu 250 000 F" } }));
    const before = (await call(adminDashboard, "/x", { token: adminToken })).body.data.dashboard.globalTotals.grTotalGlobal;
    const bySupervisor = await call(correct, "/x", { token: moussaToken, params: { id: t.id }, body: { montant: 250_000, reason: "x" } });
    expect(bySupervisor.status).toBe(403);
    const noReason = await call(correct, "/x", { token: adminToken, params: { id: t.id }, body: { montant: 250_000 } });
    expect([noReason.status, noReason.body.message]).toEqual([422, "Indiquez la raison"]);
    const lines = await Promise.all(sides());
    const corrected = ok(await call(correct, "/x", { token: adminToken, params: { id: t.id }, body: { montant: 250_000, reason: "Recompté avec les deux kiosques" } }));
    expect(corrected.body.message).toBe("Transfert corrigé sur les deux kiosques");
    expect(corrected.body.data.transfer).toMatchObject({ status: "CORRIGE", montant: 250_000, settlement: { reason: "Recompté avec les deux kiosques", by: "Admin Réseau" } });
    expect(await Promise.all(sides())).toEqual([lines[0]! - 50_000, lines[1]! - 50_000]);
    const amounts = await queryRows<{ type: string; amount: string; status: string }>(await getDb(), sql`SELECT type, amount, status FROM transactions WHERE transfer_id = ${t.id} ORDER BY type`);
    expect(amounts.map((a) => [a.type, Number(a.amount), a.status])).toEqual([
      ["TRANSFERT_ENVOYE", 25_000_000, "MODIFIEE"],
      ["TRANSFERT_RECU", 25_000_000, "MODIFIEE"],
    ]);
    expect((await call(adminDashboard, "/x", { token: adminToken })).body.data.dashboard.globalTotals.grTotalGlobal).toBe(before);
    const rows = await audit(t.id);
    expect(rows.filter((a) => a.action === "TRANSFER_UPDATED").map((a) => a.supervisor_id).sort()).toEqual([moussa.id, awa.id].sort());
    expect(rows.at(-1)!.reason).toBe("Recompté avec les deux kiosques");
    // the same amount again: nothing to do, unless contested again
    const same = await call(correct, "/x", { token: adminToken, params: { id: t.id }, body: { montant: 250_000, reason: "x" } });
    expect([same.status, same.body.message]).toEqual([400, "Aucune modification détectée : le montant est le même et le transfert n'est pas contesté"]);
    ok(await call(contest, "/x", { token: awaToken, params: { id: t.id }, body: { reason: "Toujours faux" } }));
    const confirmed = ok(await call(correct, "/x", { token: adminToken, params: { id: t.id }, body: { montant: 250_000, reason: "Vérifié sur le relevé" } }));
    expect([confirmed.body.message, confirmed.body.data.transfer.status]).toEqual(["Transfert confirmé", "CONFIRME"]);
    expect(await findLineMismatches(await getDb())).toEqual([]);
  });

  it("deletes both sides at once, with a reason, the lines following", async () => {
    const lines = await Promise.all(sides());
    const t = await newTransfer(70_000);
    expect(await Promise.all(sides())).toEqual([lines[0]! + 70_000, lines[1]! + 70_000]);
    expect((await call(remove, "/x", { token: awaToken, params: { id: t.id }, body: { reason: "x" } })).status).toBe(403);
    const noReason = await call(remove, "/x", { token: adminToken, params: { id: t.id }, body: {} });
    expect([noReason.status, noReason.body.message]).toEqual([422, "Indiquez la raison"]);
    const deleted = ok(await call(remove, "/x", { token: adminToken, params: { id: t.id }, body: { reason: "Saisi deux fois" } }));
    expect(deleted.body).toMatchObject({ message: "Transfert supprimé sur les deux kiosques", data: { id: t.id } });
    expect(await Promise.all(sides())).toEqual(lines);
    const left = await queryRows<{ n: string }>(await getDb(), sql`SELECT count(*) AS n FROM transactions WHERE id IN (${t.from.transactionId}, ${t.to.transactionId})`);
    expect(Number(left[0]!.n)).toBe(0);
    expect((await audit(t.id)).filter((a) => a.action === "TRANSFER_DELETED")).toHaveLength(2);
    expect((await call(remove, "/x", { token: adminToken, params: { id: t.id }, body: { reason: "encore" } })).status).toBe(404);
  });

  it("refuses both while either kiosk's day is closed (409), and nothing moves", async () => {
    const t = await newTransfer(10_000);
    ok(await call(create, "/x", { token: awaToken, body: { superviseurId: awa.id, typeOperation: "retrait", montant: 500_000, typeCompte: "ORANGE_MONEY" }, headers: key() }), 201);
    ok(await call(closeDay, "/x", { token: awaToken, params: { supervisorId: awa.id }, body: { justification: "Fin de journée" } }));
    const lines = await Promise.all(sides());
    const corrected = await call(correct, "/x", { token: adminToken, params: { id: t.id }, body: { montant: 5_000, reason: "x" } });
    expect([corrected.status, corrected.body.message]).toEqual([409, "Journée clôturée chez le kiosque qui reçoit"]);
    const deleted = await call(remove, "/x", { token: adminToken, params: { id: t.id }, body: { reason: "x" } });
    expect(deleted.status).toBe(409);
    expect(await Promise.all(sides())).toEqual(lines);
    ok(await call(reopenDay, "/x", { token: adminToken, params: { supervisorId: awa.id }, body: { reason: "Correction" } }));
    ok(await call(remove, "/x", { token: adminToken, params: { id: t.id }, body: { reason: "Annulé" } }));
  });

  it("never changes a side alone: a transaction's edit or delete and the line actions refuse it", async () => {
    const t = await newTransfer(5_000);
    for (const token of [adminToken, moussaToken]) {
      const edit = await call(editTransaction, "/x", { token, params: { id: t.from.transactionId }, body: { montant: 1 } });
      expect(edit.status).toBe(403);
      const drop = await call(deleteTransaction, "/x", { token, params: { id: t.from.transactionId }, body: { reason: "x" } });
      expect(drop.status).toBe(403);
    }
    const edit = await call(editTransaction, "/x", { token: adminToken, params: { id: t.to.transactionId }, body: { montant: 1 } });
    expect(edit.body.message).toBe("Un transfert se corrige ou se supprime en entier (les deux kiosques à la fois) : seul l'administrateur le fait, depuis le détail du transfert");
    const line = { supervisorId: moussa.id, lineType: "sortie" };
    const message = "Une ligne de transfert suit son transfert : corrigez ou supprimez le transfert depuis le détail de la transaction";
    for (const [handler, token, body] of [
      [deleteLine, moussaToken, { accountKey: `sup-${awa.id}` }],
      [deleteLine, adminToken, { accountKey: `sup-${awa.id}` }],
      [resetLine, moussaToken, { accountKey: `sup-${awa.id}`, newValue: 0 }],
    ] as const) {
      const res = await call(handler, "/x", { token, method: handler === deleteLine ? "DELETE" : "PUT", params: line, body });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const set = await call(setValue, "/x", { token: adminToken, method: "PATCH", params: { supervisorId: moussa.id }, body: { accountType: "sortie", accountKey: `sup-${awa.id}`, newValue: 0 } });
    expect([set.status, set.body.message]).toEqual([400, message]);
    expect(await findLineMismatches(await getDb())).toEqual([]);
  });
});

describe("UV Master allocations", () => {
  it("the admin allocates: his UV Master Début grows like a Début, shown under the allocation filter and in the global summary", async () => {
    const uvBefore = (await call(adminDashboard, "/x", { token: adminToken })).body.data.dashboard.globalTotals.uvMaster.solde;
    const body = { superviseurId: ibou.id, montant: 150_000, note: "Dotation du mois" };
    const headers = { "idempotency-key": "allocation-1" };
    const res = ok(await call(allocate, "/x", { token: adminToken, body, headers }), 201);
    expect(res.body).toMatchObject({ message: "Allocation UV Master enregistrée", data: { transaction: { type: "ALLOCATION_UV_MASTER", montant: 150_000, lineType: "debut", accountKey: "UV_MASTER" }, lineValue: 150_000 } });
    // the same key: once
    expect(ok(await call(allocate, "/x", { token: adminToken, body, headers })).body.data.replayed).toBe(true);
    expect(await valueOf(ibou.id, "debut", "UV_MASTER")).toBe(150_000);
    const totals = (await call(adminDashboard, "/x", { token: adminToken })).body.data.dashboard.globalTotals;
    expect(totals.uvMaster.solde).toBe(uvBefore + 150_000);
    const listed = (await call(recent, "/x", { token: adminToken, query: { type: "allocation" } })).body.data;
    expect(listed.transactions).toHaveLength(1);
    expect(listed.transactions[0]).toMatchObject({ type: { code: "ALLOCATION_UV_MASTER", label: "Allocation UV Master", category: "allocation" }, montant: { signe: "+" }, description: "Dotation du mois" });
    expect(listed.stats.byCategory.allocation).toMatchObject({ count: 1, montant: 15_000_000 });
    // the admin corrects it like any transaction: the line follows
    ok(await call(editTransaction, "/x", { token: adminToken, params: { id: listed.transactions[0].id }, body: { montant: 120_000 } }));
    expect(await valueOf(ibou.id, "debut", "UV_MASTER")).toBe(120_000);
  });

  it("is the admin's only, and refused on a closed day", async () => {
    const body = { superviseurId: ibou.id, montant: 1_000 };
    expect((await call(allocate, "/x", { token: ibouToken, body, headers: key() })).status).toBe(403);
    expect((await call(allocate, "/x", { token: partnerToken, body, headers: key() })).status).toBe(403);
    const toPartner = await call(allocate, "/x", { token: adminToken, body: { superviseurId: partner.id, montant: 1_000 }, headers: key() });
    expect([toPartner.status, toPartner.body.message]).toEqual([404, "Superviseur non trouvé"]);
    ok(await call(closeDay, "/x", { token: adminToken, params: { supervisorId: ibou.id }, body: { justification: "Contrôle" } }));
    const closed = await call(allocate, "/x", { token: adminToken, body, headers: key() });
    expect([closed.status, closed.body.message]).toEqual([409, "Journée clôturée"]);
  });
});
