// A transfer in the lists and their stats, its receiver's notice and answer, and who may take part in one:
// network-wide a transfer is counted once (its amount once), a kiosk's own view counts its side; the receiver is
// notified with the transfer and confirms or contests it; a suspended kiosk neither sends nor receives.
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { POST as create } from "@/app/api/transactions/create/route";
import { GET as recent } from "@/app/api/transactions/recent/route";
import { GET as paginated } from "@/app/api/transactions/recent/paginated/route";
import { GET as originalRecent } from "@/app/api/recent/route";
import { GET as stats } from "@/app/api/transactions/stats/route";
import { GET as excel } from "@/app/api/transactions/export/excel/route";
import { GET as listTransfers, POST as transfer } from "@/app/api/transactions/transfers/route";
import { PATCH as confirm } from "@/app/api/transactions/transfers/[id]/confirm/route";
import { PATCH as contest } from "@/app/api/transactions/transfers/[id]/contest/route";
import { GET as notifications } from "@/app/api/notifications/route";
import { getDb, queryRows } from "@/lib/db/client";
import { call, expectStatus, type CallResult } from "../helpers/http";
import { createTestUser, loginAs, setStatus, type TestUser } from "../helpers/users";

let admin: TestUser, moussa: TestUser, awa: TestUser, ibou: TestUser;
let adminToken: string, moussaToken: string, awaToken: string, ibouToken: string;
let keys = 0;
const key = () => ({ "idempotency-key": `transfer-count-${++keys}` });
const ok = (res: CallResult, status = 201) => expectStatus(res, status);
const send = (token: string, body: Record<string, unknown>) => call(transfer, "/api/transactions/transfers", { token, body, headers: key() });
const entry = (token: string, superviseurId: string, montant: number) =>
  call(create, "/api/transactions/create", { token, body: { superviseurId, typeOperation: "depot", montant, typeCompte: "LIQUIDE" }, headers: key() });

/** Every table a transfer writes, hashed: a refusal must change none. */
async function digest(): Promise<string> {
  const db = await getDb();
  const parts = [];
  for (const t of ["transactions", "transfers", "account_lines", "audit_log", "notifications"]) {
    const [row] = await queryRows<{ d: string }>(db, sql`SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${sql.identifier(t)} x`);
    parts.push(`${t}=${row!.d}`);
  }
  return parts.join(" ");
}

beforeAll(async () => {
  admin = await createTestUser("ADMIN", { nomComplet: "Admin Réseau" });
  moussa = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  awa = await createTestUser("SUPERVISEUR", { nomComplet: "Awa Fall" });
  ibou = await createTestUser("SUPERVISEUR", { nomComplet: "Ibou Sarr" });
  [adminToken, moussaToken, awaToken, ibouToken] = await Promise.all([admin, moussa, awa, ibou].map((u) => loginAs(u)));
});

describe("a transfer in the lists and their stats", () => {
  // the entries this test makes, in francs: the oracle the answers are checked against
  const DEPOSITS = [120_000, 30_000];
  const TRANSFER = 50_000;
  const cents = (francs: number) => francs * 100;
  let transferId: string;

  beforeAll(async () => {
    ok(await entry(moussaToken, moussa.id, DEPOSITS[0]!));
    ok(await entry(awaToken, awa.id, DEPOSITS[1]!));
    const sent = ok(await send(moussaToken, { fromAccount: "ORANGE_MONEY", toSupervisorId: awa.id, toAccount: "WAVE", montant: TRANSFER }));
    transferId = sent.body.data.transfer.id;
  });

  it("network-wide: one row and one count for the transfer, its amount once", async () => {
    const { transactions, stats: s } = (await call(recent, "/x", { token: adminToken })).body.data;
    // two Débuts and one transfer
    expect(transactions).toHaveLength(DEPOSITS.length + 1);
    expect(s.total).toBe(DEPOSITS.length + 1);
    expect(s.byCategory.transfert).toMatchObject({ count: 1, montant: cents(TRANSFER) });
    expect(s.byCategory.transfert.compact.replace(/\s/g, " ")).toBe("50 K F");
    expect(s.byCategory.depot).toMatchObject({ count: DEPOSITS.length, montant: cents(DEPOSITS[0]! + DEPOSITS[1]!) });
    expect(s.amounts.entrees + s.amounts.sorties).toBe(cents(DEPOSITS[0]! + DEPOSITS[1]! + TRANSFER));
    const row = transactions.find((t: { transfert?: { id: string } }) => t.transfert?.id === transferId);
    expect(row).toMatchObject({
      type: { code: "TRANSFERT_ENVOYE", category: "transfert" },
      superviseur: { id: moussa.id, nom: "Moussa Diop" },
      contrepartie: { id: awa.id, nom: "Awa Fall" },
      compte: "Orange Money",
      transfert: { id: transferId, statut: "VALIDE", reseau: true, compteArrivee: "Wave" },
    });
    // inside the network the money has no sign
    expect(row.montant.formatted.replace(/\s/g, " ")).toBe("50 000 F");
    expect(row.montant.formatted).not.toMatch(/^[+-]/);
    // the same counts on every list and stats call
    const page = (await call(paginated, "/x", { token: adminToken, query: { limit: 2 } })).body.data;
    expect(page.pagination.total).toBe(DEPOSITS.length + 1);
    const original = (await call(originalRecent, "/x", { token: adminToken })).body.data;
    expect([original.stats.transferts, original.transactions.length]).toEqual([1, DEPOSITS.length + 1]);
    const alone = (await call(stats, "/x", { token: adminToken })).body.data.stats;
    expect([alone.total, alone.byCategory.transfert.count, alone.byCategory.transfert.montant]).toEqual([DEPOSITS.length + 1, 1, cents(TRANSFER)]);
    // the type filter « transfert » lists it once too; found by its arriving account as by its leaving one
    expect((await call(recent, "/x", { token: adminToken, query: { type: "transfert" } })).body.data.stats.byCategory.transfert.count).toBe(1);
    expect((await call(recent, "/x", { token: adminToken, query: { operatorId: "WAVE" } })).body.data.transactions.map((t: { id: string }) => t.id)).toEqual([row.id]);
  });

  it("the complete export counts it once too, in its summary and its day's row", async () => {
    const res = await call<Buffer>(excel, "/api/transactions/export/excel", { token: adminToken, query: { period: "today" } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet("Résumé global")!;
    const counts: unknown[] = [];
    let dayRow = false;
    summary.eachRow((row) => {
      if (row.getCell(1).value === "Nombre de transactions") counts.push(row.getCell(2).value);
      if (dayRow) counts.push(row.getCell(7).value);
      dayRow = row.getCell(1).value === "Jour" && row.getCell(7).value === "Transactions";
    });
    // the indicator, then the day's row: two deposits and one transfer
    expect(counts).toEqual([DEPOSITS.length + 1, DEPOSITS.length + 1]);
  });

  it("a kiosk's own view counts its side: the admin on one kiosk, and each supervisor", async () => {
    for (const [who, token, query, code, signe, depots] of [
      ["admin on Awa", adminToken, { supervisorId: awa.id }, "TRANSFERT_RECU", "+", [DEPOSITS[1]!]],
      ["admin on Moussa", adminToken, { supervisorId: moussa.id }, "TRANSFERT_ENVOYE", "-", [DEPOSITS[0]!]],
      ["Awa", awaToken, {}, "TRANSFERT_RECU", "+", [DEPOSITS[1]!]],
      ["Moussa", moussaToken, {}, "TRANSFERT_ENVOYE", "-", [DEPOSITS[0]!]],
    ] as const) {
      const { transactions, stats: s } = (await call(recent, "/x", { token, query })).body.data;
      expect([who, s.total, s.byCategory.transfert.count, s.byCategory.transfert.montant]).toEqual([who, depots.length + 1, 1, cents(TRANSFER)]);
      const side = transactions.find((t: { transfert?: { id: string } }) => t.transfert?.id === transferId);
      expect([who, side.type.code, side.montant.signe, side.montant.formatted.startsWith(signe), side.transfert.reseau]).toEqual([who, code, signe, true, undefined]);
    }
    // the received side, asked for by its type, is listed network-wide too
    const received = (await call(recent, "/x", { token: adminToken, query: { transactionType: "TRANSFERT_RECU" } })).body.data;
    expect(received.transactions.map((t: { supervisorId?: string; superviseur: { id: string } }) => t.superviseur.id)).toEqual([awa.id]);
  });
});

describe("the receiver is told, and answers", () => {
  it("writes his notice with the transfer; he confirms once; the sender cannot", async () => {
    const before = (await call(notifications, "/x", { token: ibouToken })).body.data.unreadCount;
    const sent = ok(await send(adminToken, { fromSupervisorId: moussa.id, fromAccount: "LIQUIDE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 75_000 }));
    const id = sent.body.data.transfer.id;
    const [row] = await queryRows<{ kind: string; title: string; message: string; link: string; read_at: Date | null }>(
      await getDb(),
      sql`SELECT kind, title, message, link, read_at FROM notifications WHERE user_id = ${ibou.id} AND link LIKE ${`%${id}`}`,
    );
    expect(row).toMatchObject({ kind: "TRANSFER_RECEIVED", title: "Transfert reçu", link: `/supervisor?transfert=${id}`, read_at: null });
    expect(row!.message).toMatch(/^Moussa Diop vous a transféré 75\s000\sF \(Liquide \(Cash\)\) : confirmez-le ou contestez-le/);
    expect((await call(notifications, "/x", { token: ibouToken })).body.data.unreadCount).toBe(before + 1);
    // waiting for him, first on his dashboard
    const waiting = (await call(listTransfers, "/x", { token: ibouToken, query: { period: "week", waiting: "received" } })).body.data.transfers;
    expect(waiting.map((t: { id: string }) => t.id)).toEqual([id]);
    expect((await call(listTransfers, "/x", { token: moussaToken, query: { period: "week", waiting: "received" } })).body.data.transfers.map((t: { id: string }) => t.id)).not.toContain(id);
    expect((await call(listTransfers, "/x", { token: ibouToken, query: { waiting: "yes" } })).status).toBe(422);

    const bySender = await call(confirm, "/x", { token: moussaToken, method: "PATCH", params: { id } });
    expect([bySender.status, bySender.body.message]).toEqual([403, "Seul le kiosque qui a reçu le transfert peut le confirmer"]);
    expect((await call(confirm, "/x", { token: awaToken, method: "PATCH", params: { id } })).status).toBe(404);
    const done = ok(await call(confirm, "/x", { token: ibouToken, method: "PATCH", params: { id } }), 200);
    expect([done.body.message, done.body.data.transfer.status, done.body.data.transfer.statutLabel]).toEqual(["Transfert confirmé : merci", "CONFIRME", "Confirmé"]);
    expect(done.body.data.transfer.rights).toMatchObject({ canConfirm: false, canContest: false });
    const again = await call(confirm, "/x", { token: ibouToken, method: "PATCH", params: { id } });
    expect([again.status, again.body.message]).toEqual([409, "Ce transfert est déjà confirmé"]);
    const late = await call(contest, "/x", { token: ibouToken, method: "PATCH", params: { id }, body: { reason: "Trop tard" } });
    expect(late.status).toBe(409);
    // answered: his notice is read, nothing waits
    expect((await call(notifications, "/x", { token: ibouToken })).body.data.unreadCount).toBe(before);
    expect((await call(listTransfers, "/x", { token: ibouToken, query: { period: "week", waiting: "received" } })).body.data.transfers).toEqual([]);
  });

  it("a contest answers it too: his notice is read", async () => {
    const id = ok(await send(awaToken, { fromAccount: "LIQUIDE", toSupervisorId: ibou.id, toAccount: "LIQUIDE", montant: 1_000 })).body.data.transfer.id;
    ok(await call(contest, "/x", { token: ibouToken, method: "PATCH", params: { id }, body: { reason: "Rien reçu" } }), 200);
    const [row] = await queryRows<{ read: boolean }>(await getDb(), sql`SELECT read_at IS NOT NULL AS read FROM notifications WHERE link = ${`/supervisor?transfert=${id}`}`);
    expect(row!.read).toBe(true);
  });
});

describe("a suspended kiosk takes no part in a transfer", () => {
  it("refuses sending from one as sending to one, with the same sentence, and writes nothing", async () => {
    const closed = await createTestUser("SUPERVISEUR", { nomComplet: "Kiosque Fermé" });
    await setStatus(closed.id, "SUSPENDED");
    const before = await digest();
    const from = await send(adminToken, { fromSupervisorId: closed.id, fromAccount: "LIQUIDE", toSupervisorId: awa.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([from.status, from.body.message]).toEqual([400, "Ce superviseur n'est pas actif : il ne peut pas envoyer de transfert"]);
    const to = await send(adminToken, { fromSupervisorId: awa.id, fromAccount: "LIQUIDE", toSupervisorId: closed.id, toAccount: "LIQUIDE", montant: 1_000 });
    expect([to.status, to.body.message]).toEqual([400, "Ce superviseur n'est pas actif : il ne peut pas recevoir de transfert"]);
    expect(await digest()).toBe(before);
  });
});
