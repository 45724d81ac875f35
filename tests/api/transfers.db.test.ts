// Transfers between kiosks through their routes: GR neutrality per kiosk and for the network, what each side sees,
// the refusals (rights, self, closed days, bad parties), idempotency, and a refusal writes nothing.
import { sql } from "drizzle-orm";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { GET as recent } from "@/app/api/transactions/recent/route";
import { GET as originalRecent } from "@/app/api/recent/route";
import { GET as details } from "@/app/api/transactions/[id]/details/route";
import { GET as trend } from "@/app/api/transactions/trend/route";
import { GET as listTransfers, POST as transfer } from "@/app/api/transactions/transfers/route";
import { GET as oneTransfer } from "@/app/api/transactions/transfers/[id]/route";
import { POST as closeDay } from "@/app/api/transactions/supervisors/[supervisorId]/close/route";
import { POST as reopenDay } from "@/app/api/transactions/supervisors/[supervisorId]/reopen/route";
import { GET as partnerBalances } from "@/app/api/partner-balance/route";
import { getDb, queryRows } from "@/lib/db/client";
import { formatFcfa } from "@/lib/domain/money";
import { businessToday } from "@/lib/services/ledger/days";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { call, expectStatus, type CallResult } from "../helpers/http";
import { valueOf } from "../helpers/ledger";
import { createTestUser, loginAs, setStatus, type TestUser } from "../helpers/users";

let admin: TestUser, moussa: TestUser, awa: TestUser, ibou: TestUser, partner: TestUser;
let adminToken: string, moussaToken: string, awaToken: string, ibouToken: string, partnerToken: string;
const today = () => businessToday();
let keys = 0;
const key = () => ({ "idempotency-key": `transfer-test-${++keys}` });

beforeAll(async () => {
  admin = await createTestUser("ADMIN", { nomComplet: "Admin Réseau" });
  moussa = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  awa = await createTestUser("SUPERVISEUR", { nomComplet: "Awa Fall" });
  ibou = await createTestUser("SUPERVISEUR", { nomComplet: "Ibou Sarr" });
  partner = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Ba" });
  [adminToken, moussaToken, awaToken, ibouToken, partnerToken] = await Promise.all([admin, moussa, awa, ibou, partner].map((u) => loginAs(u)));
});

const entry = (token: string, superviseurId: string, typeOperation: "depot" | "retrait", typeCompte: string, montant: number) =>
  call(create, "/api/transactions/create", { token, body: { superviseurId, typeOperation, montant, typeCompte }, headers: key() });
const send = (token: string, body: Record<string, unknown>, headers: Record<string, string> = key()) =>
  call(transfer, "/api/transactions/transfers", { token, body, headers });
const ok = (res: CallResult, status = 201) => expectStatus(res, status);

async function gr(supervisorId: string, token: string) {
  const res = await call(supervisorDashboard, "/x", { token, params: { id: supervisorId } });
  return res.body.data.dashboard.totaux.grTotal as number;
}
async function networkGr() {
  return (await call(adminDashboard, "/x", { token: adminToken })).body.data.dashboard.globalTotals.grTotalGlobal as number;
}

/** Every table's rows, hashed: a refusal must change none. */
async function digest(): Promise<string> {
  const db = await getDb();
  const tables = ["transactions", "transfers", "account_lines", "audit_log", "ledger_days", "notifications"];
  const parts = [];
  for (const t of tables) {
    const [row] = await queryRows<{ d: string }>(db, sql`SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${sql.identifier(t)} x`);
    parts.push(`${t}=${row!.d}`);
  }
  return parts.join(" ");
}

describe("a transfer changes no GR", () => {
  let transferId: string;

  it("Début, transfer, Fin on both sides: each kiosk's GR and the network's are what they would be without the move", async () => {
    // Moussa starts with 1 000 000 F of Orange Money float and gains 15 000 F in the day; Awa starts with 200 000 F
    // and loses 5 000 F. Moussa sends Awa 300 000 F of float at noon.
    ok(await entry(moussaToken, moussa.id, "depot", "ORANGE_MONEY", 1_000_000));
    ok(await entry(awaToken, awa.id, "depot", "ORANGE_MONEY", 200_000));
    const before = await networkGr();
    const sent = ok(await send(moussaToken, { fromAccount: "ORANGE_MONEY", toSupervisorId: awa.id, toAccount: "ORANGE_MONEY", montant: 300_000, note: "Appoint de float" }));
    transferId = sent.body.data.transfer.id;
    expect(sent.body.message).toBe("Transfert enregistré");
    expect(sent.body.data.transfer).toMatchObject({
      status: "VALIDE",
      statutLabel: "Validé",
      montant: 300_000,
      from: { id: moussa.id, nom: "Moussa Diop", compte: "ORANGE_MONEY" },
      to: { id: awa.id, nom: "Awa Fall", compte: "ORANGE_MONEY" },
      sentence: `Moussa Diop : -${formatFcfa(300_000)} sur Orange Money → Awa Fall : +${formatFcfa(300_000)}`,
      note: "Appoint de float",
    });
    // the move itself changes no GR on the spot either
    expect(await networkGr()).toBe(before);
    // each counts his float in the evening
    ok(await entry(moussaToken, moussa.id, "retrait", "ORANGE_MONEY", 1_000_000 + 15_000 - 300_000));
    ok(await entry(awaToken, awa.id, "retrait", "ORANGE_MONEY", 200_000 - 5_000 + 300_000));
    expect(await gr(moussa.id, moussaToken)).toBe(15_000);
    expect(await gr(awa.id, awaToken)).toBe(-5_000);
    expect(await networkGr()).toBe(10_000);
    // the transfer lines: Moussa's sortie side, Awa's debut side, named after the other kiosk
    expect(await valueOf(moussa.id, "sortie", `sup-${awa.id}`)).toBe(300_000);
    expect(await valueOf(awa.id, "debut", `sup-${moussa.id}`)).toBe(300_000);
    const awaDay = (await call(supervisorDashboard, "/x", { token: awaToken })).body.data.dashboard;
    expect(awaDay.comptes.debut[`sup-${moussa.id}`]).toBe(300_000);
    expect(awaDay.partenaires[`sup-${moussa.id}`]).toBe("Moussa Diop");
    // a transfer line is no account: no Fin is missing for it, and the trend agrees with the dashboards
    expect(awaDay.day.missingFin).toEqual([]);
    const points = (await call(trend, "/x", { token: adminToken, query: { days: "1" } })).body.data.points;
    expect(points.at(-1).grTotal).toBe(10_000);
    expect(await findLineMismatches(await getDb())).toEqual([]);
  });

  it("closes both days with the GR of their counted balances", async () => {
    const closed = ok(await call(closeDay, "/x", { token: moussaToken, params: { supervisorId: moussa.id }, body: {} }), 200);
    expect(closed.body.data.gr).toBe(15_000);
    const awaClosed = ok(await call(closeDay, "/x", { token: awaToken, params: { supervisorId: awa.id }, body: { justification: "Erreur de rendu" } }), 200);
    expect(awaClosed.body.data.gr).toBe(-5_000);
    // a closed day on either side refuses a new transfer (409), nothing written
    const before = await digest();
    const fromClosed = await send(moussaToken, { fromAccount: "LIQUIDE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([fromClosed.status, fromClosed.body.message]).toEqual([409, "Journée clôturée chez le kiosque qui envoie"]);
    const toClosed = await send(ibouToken, { fromAccount: "LIQUIDE", toSupervisorId: awa.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([toClosed.status, toClosed.body.message]).toEqual([409, "Journée clôturée chez le kiosque qui reçoit"]);
    expect(await digest()).toBe(before);
    for (const s of [moussa, awa]) ok(await call(reopenDay, "/x", { token: adminToken, params: { supervisorId: s.id }, body: { reason: "Suite des tests" } }), 200);
  });

  it("shows both sides in the lists with SPEC's types, the other kiosk and the transfer's status", async () => {
    const mine = (await call(recent, "/x", { token: awaToken, query: { type: "transfert" } })).body.data;
    expect(mine.transactions).toHaveLength(1);
    expect(mine.transactions[0]).toMatchObject({
      type: { code: "TRANSFERT_RECU", label: "Transfert reçu", category: "transfert" },
      montant: { valeur: 30_000_000, signe: "+" },
      compte: "Orange Money",
      intervenant: { nom: "Moussa Diop", role: "superviseur" },
      contrepartie: { id: moussa.id, nom: "Moussa Diop" },
      transfert: { id: transferId, statut: "VALIDE", statutLabel: "Validé" },
    });
    expect(mine.stats.byCategory.transfert.count).toBe(1);
    const sender = (await call(recent, "/x", { token: moussaToken, query: { type: "transfert" } })).body.data.transactions;
    expect(sender[0]).toMatchObject({ type: { code: "TRANSFERT_ENVOYE", label: "Transfert envoyé" }, montant: { signe: "-" }, contrepartie: { nom: "Awa Fall" } });
    // the earlier app's list: network-wide the transfer once (its sender's row), each side on its kiosk
    const original = (await call(originalRecent, "/x", { token: adminToken, query: { type: "transfert" } })).body.data;
    expect(original.transactions.map((t: { type: { key: string; color: string } }) => [t.type.key, t.type.color])).toEqual([["TRANSFERT_ENVOYE", "blue"]]);
    expect(original.stats.transferts).toBe(1);
    const onAwa = (await call(originalRecent, "/x", { token: adminToken, query: { type: "transfert", supervisorId: awa.id } })).body.data;
    expect([onAwa.transactions.map((t: { type: { key: string } }) => t.type.key), onAwa.stats.transferts]).toEqual([["TRANSFERT_RECU"], 1]);
    // the detail of a side carries the whole transfer and the viewer's rights
    const detail = (await call(details, "/x", { token: awaToken, params: { id: mine.transactions[0].id } })).body.data;
    expect(detail.transfer).toMatchObject({ id: transferId, rights: { canConfirm: true, canContest: true, canCorrect: false, canDelete: false } });
    expect(detail.permissions).toMatchObject({ canModify: false, canDelete: false });
  });

  it("lists a kiosk's transfers to itself only; another kiosk gets 404 for one", async () => {
    const forAwa = (await call(listTransfers, "/x", { token: awaToken })).body.data;
    expect(forAwa.transfers.map((t: { id: string }) => t.id)).toEqual([transferId]);
    expect((await call(listTransfers, "/x", { token: ibouToken })).body.data.transfers).toEqual([]);
    expect((await call(oneTransfer, "/x", { token: ibouToken, params: { id: transferId } })).status).toBe(404);
    expect((await call(oneTransfer, "/x", { token: partnerToken, params: { id: transferId } })).status).toBe(403);
    const admins = (await call(listTransfers, "/x", { token: adminToken, query: { supervisorId: awa.id, status: "VALIDE" } })).body.data;
    expect(admins.transfers).toHaveLength(1);
    expect(admins.stats).toMatchObject({ total: 1, contested: 0, montant: 300_000 });
  });

  it("leaves partner balances as they were", async () => {
    ok(await call(create, "/api/transactions/create", { token: awaToken, body: { superviseurId: awa.id, typeOperation: "depot", montant: 40_000, partenaireId: partner.id }, headers: key() }));
    const balances = async () => (await call(partnerBalances, "/x", { token: adminToken })).body.data.partners;
    const before = await balances();
    expect(before.find((p: { id: string }) => p.id === partner.id).solde.montant).toBe(40_000);
    ok(await send(awaToken, { fromAccount: "LIQUIDE", toSupervisorId: moussa.id, toAccount: "LIQUIDE", montant: 40_000 }));
    expect(await balances()).toEqual(before);
  });
});

describe("who may send what", () => {
  it("a supervisor sends from his own accounts only; the admin from anyone's", async () => {
    const before = await digest();
    const other = await send(moussaToken, { fromSupervisorId: awa.id, fromAccount: "LIQUIDE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([other.status, other.body.message]).toEqual([403, "Vous ne pouvez envoyer que depuis vos propres comptes"]);
    const uv = await send(moussaToken, { fromAccount: "UV_MASTER", toSupervisorId: ibou.id, toAccount: "UV_MASTER", montant: 1_000 });
    expect([uv.status, uv.body.message]).toEqual([403, "Le compte UV Master est réservé à l'administrateur"]);
    expect((await send(partnerToken, { fromAccount: "LIQUIDE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 1_000 })).status).toBe(403);
    expect((await send("", { fromAccount: "LIQUIDE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 1_000 })).status).toBe(401);
    expect(await digest()).toBe(before);
    const byAdmin = ok(await send(adminToken, { fromSupervisorId: awa.id, fromAccount: "WAVE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 20_000 }));
    expect(byAdmin.body.data.transfer.sentence).toBe(`Awa Fall : -${formatFcfa(20_000)} sur Wave → Ibou Sarr : +${formatFcfa(20_000)} sur Liquide (Cash)`);
    expect(byAdmin.body.data.transfer.createdBy).toBe("Admin Réseau");
    // until the receiving account is counted, Ibou's GR is provisional: his Liquide is due its Fin
    const ibouDay = (await call(supervisorDashboard, "/x", { token: ibouToken })).body.data.dashboard.day;
    expect(ibouDay.missingFin).toEqual(["LIQUIDE"]);
    const card = (await call(adminDashboard, "/x", { token: adminToken })).body.data.dashboard.supervisorCards.find((c: { id: string }) => c.id === awa.id);
    expect(card.day.missingFin).toContain("WAVE");
  });

  it("refuses a kiosk sending to itself, a missing or suspended receiver, a type switched off", async () => {
    const before = await digest();
    const self = await send(moussaToken, { fromAccount: "LIQUIDE", toSupervisorId: moussa.id, toAccount: "WAVE", montant: 1_000 });
    expect([self.status, self.body.message]).toEqual([422, "Un kiosque ne peut pas transférer à lui-même : choisissez un autre superviseur"]);
    const selfByAdmin = await send(adminToken, { fromSupervisorId: awa.id, fromAccount: "LIQUIDE", toSupervisorId: awa.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect(selfByAdmin.status).toBe(422);
    const toPartner = await send(moussaToken, { fromAccount: "LIQUIDE", toSupervisorId: partner.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([toPartner.status, toPartner.body.message]).toEqual([404, "Superviseur qui reçoit non trouvé"]);
    const adminFromPartner = await send(adminToken, { fromSupervisorId: partner.id, fromAccount: "LIQUIDE", toSupervisorId: awa.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([adminFromPartner.status, adminFromPartner.body.message]).toEqual([404, "Superviseur qui envoie non trouvé"]);
    const suspended = await createTestUser("SUPERVISEUR", { nomComplet: "Kiosque Fermé" });
    await setStatus(suspended.id, "SUSPENDED");
    const toSuspended = await send(moussaToken, { fromAccount: "LIQUIDE", toSupervisorId: suspended.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([toSuspended.status, toSuspended.body.message]).toEqual([400, "Ce superviseur n'est pas actif : il ne peut pas recevoir de transfert"]);
    const off = await send(moussaToken, { fromAccount: "RIA", toSupervisorId: awa.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect(off.status).toBe(422);
    expect(off.body.message).toMatch(/désactivé/);
    expect(await digest()).toBe(before);
  });
});

describe("the same Idempotency-Key", () => {
  it("records once and answers the first transfer again; another body under it is refused", async () => {
    const headers = { "idempotency-key": "once-only" };
    const body = { fromAccount: "LIQUIDE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 4_000 };
    const first = ok(await send(awaToken, body, headers));
    const again = ok(await send(awaToken, { ...body }, headers), 200);
    expect(again.body.data).toMatchObject({ replayed: true, transfer: { id: first.body.data.transfer.id } });
    const [count] = await queryRows<{ n: string }>(await getDb(), sql`SELECT count(*) AS n FROM transfers WHERE from_supervisor_id = ${awa.id} AND amount = 400000`);
    expect(Number(count!.n)).toBe(1);
    const other = await send(awaToken, { ...body, montant: 5_000 }, headers);
    expect([other.status, other.body.code]).toEqual([422, "IDEMPOTENCY_CONFLICT"]);
    // a key is its user's: another kiosk's same key records its own
    ok(await send(ibouToken, { fromAccount: "LIQUIDE", toSupervisorId: awa.id, toAccount: "LIQUIDE", montant: 4_000 }, headers));
    // a create's key cannot be replayed as a transfer
    ok(await entry(moussaToken, moussa.id, "depot", "LIQUIDE", 1_000).then(() => call(create, "/api/transactions/create", { token: moussaToken, body: { superviseurId: moussa.id, typeOperation: "depot", montant: 1_000, typeCompte: "LIQUIDE" }, headers: { "idempotency-key": "shared-key" } })));
    const reused = await send(moussaToken, body, { "idempotency-key": "shared-key" });
    expect([reused.status, reused.body.code]).toEqual([422, "IDEMPOTENCY_CONFLICT"]);
  });

  it("two kiosks sending to each other at once never deadlock, and every line still equals its entries", async () => {
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? send(moussaToken, { fromAccount: "LIQUIDE", toSupervisorId: awa.id, toAccount: "LIQUIDE", montant: 100 + i })
          : send(awaToken, { fromAccount: "LIQUIDE", toSupervisorId: moussa.id, toAccount: "LIQUIDE", montant: 100 + i }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(new Array(8).fill(201));
    expect(await findLineMismatches(await getDb())).toEqual([]);
    expect(today()).toBe(businessToday());
  });
});
