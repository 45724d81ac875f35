// Operators' statements through the routes: every format the portals and Excel write (generated here), all or
// nothing, nothing twice, hostile files refused with nothing changed, the reconciliation against an independent
// reading of the operations, the ECART_RELEVE alert raised, updated and closed, a day's detail with its
// transfers, the imports' deletion, the supervisor's comment, and each role's rights.
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { GET as reconciliationRoute } from "@/app/api/reconciliation/route";
import { GET as excelRoute } from "@/app/api/transactions/export/excel/route";
import { GET as summaryRoute } from "@/app/api/summary/route";
import { GET as listRoute, POST as importRoute } from "@/app/api/reconciliation/statements/route";
import { DELETE as deleteRoute } from "@/app/api/reconciliation/statements/[id]/route";
import { GET as formatsList, POST as formatsRoute } from "@/app/api/reconciliation/formats/route";
import { GET as detailRoute } from "@/app/api/reconciliation/[supervisorId]/[accountType]/[day]/route";
import { PATCH as commentRoute } from "@/app/api/reconciliation/[supervisorId]/[accountType]/[day]/comment/route";
import { getDb, queryRows } from "@/lib/db/client";
import { alerts, auditLog, statementOperations, statements } from "@/lib/db/schema";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { call } from "../helpers/http";
import { DENIED, roleTokens, type RoleTokens } from "../helpers/roles";
import { cp1252, debitCreditTsv, englishCsv, expectedStatementDays, frenchCsv, statementXlsx, upload, walletOps, zipBomb, zipOf, type WalletOp } from "../helpers/statements";
import { asActor, createTestUser, loginAs } from "../helpers/users";

let tokens: RoleTokens;
beforeAll(async () => {
  tokens = await roleTokens();
});

const first = () => addDays(businessToday(), -20);

async function newSupervisor() {
  const sup = await createTestUser("SUPERVISEUR");
  await (await getDb()).execute(sql`INSERT INTO supervisor_accounts (supervisor_id, account_type) VALUES (${sup.id}, 'WAVE'), (${sup.id}, 'ORANGE_MONEY')`);
  return sup;
}

const importFile = (supervisorId: string, name: string, bytes: Buffer | string, extra: Record<string, string> = {}, token = tokens.adminToken, type = "") =>
  upload(importRoute, token, { name, bytes, type }, { supervisorId, accountType: "WAVE", ...extra });

const reconciliation = (query: Record<string, string>, token = tokens.adminToken) =>
  call(reconciliationRoute, "/api/reconciliation", { token, query: { accountType: "WAVE", from: addDays(businessToday(), -30), to: businessToday(), ...query } });

async function declare(supervisorId: string, day: string, debut: number, fin: number, accountKey = "WAVE") {
  const admin = asActor(tokens.admin);
  await setAccountValue(await getDb(), admin, { supervisorId, lineType: "debut", accountKey, newValue: debut, date: day });
  await setAccountValue(await getDb(), admin, { supervisorId, lineType: "sortie", accountKey, newValue: fin, date: day });
}

const stored = async (supervisorId: string) =>
  (await queryRows<{ ops: number; imports: number }>(
    await getDb(),
    sql`SELECT (SELECT count(*)::int FROM statement_operations WHERE supervisor_id = ${supervisorId}::uuid) AS ops,
               (SELECT count(*)::int FROM statements WHERE supervisor_id = ${supervisorId}::uuid) AS imports`,
  ))[0]!;

/** The statement side of the reconciliation, as the API answers it, for the days of `ops`. */
async function statementSide(supervisorId: string) {
  const res = await reconciliation({ supervisorId });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.data.days as { day: string; statement: unknown }[]).map((d) => [d.day, d.statement]));
}

const oracle = (ops: readonly WalletOp[]) => Object.fromEntries([...expectedStatementDays(ops)].map(([day, s]) => [day, s]));

describe("the formats of the portals and of Excel", () => {
  it("reads a French CSV with a BOM, title lines, non-breaking spaces, failed rows and a total line", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 3, 5, 11);
    const res = await importFile(sup.id, "releve-orange.csv", frenchCsv(ops, { bom: true }));
    expect(res.status).toBe(201);
    expect(res.body.data.statement).toMatchObject({ rows: 15, stored: 15, duplicates: 0, from: first(), to: addDays(first(), 2) });
    expect(await statementSide(sup.id)).toEqual(oracle(ops));
    const failed = await (await getDb()).select().from(statementOperations).where(and(eq(statementOperations.supervisorId, sup.id), eq(statementOperations.counted, false)));
    expect(failed.map((f) => f.status)).toEqual(ops.filter((o) => o.failed).map(() => "Échoué"));
  });

  it("reads Windows-1252 bytes (a French Excel's CSV save)", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 2, 8, 12);
    const bytes = cp1252(frenchCsv(ops));
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    const res = await importFile(sup.id, "RELEVE.CSV", bytes, {}, tokens.adminToken, "application/vnd.ms-excel");
    expect(res.status).toBe(201);
    expect(res.body.data.statement).toMatchObject({ rows: 16, stored: 16 });
    expect(await statementSide(sup.id)).toEqual(oracle(ops));
    const [failed] = await (await getDb()).select().from(statementOperations).where(and(eq(statementOperations.supervisorId, sup.id), eq(statementOperations.counted, false)));
    expect(failed!.status).toBe("Échoué");
  });

  it("reads an English CSV: commas, quoted amounts with separators inside, ISO dates and the time apart", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 4, 3, 13);
    const res = await importFile(sup.id, "wave.csv", englishCsv(ops), {}, tokens.adminToken, "text/csv");
    expect(res.status).toBe(201);
    expect(await statementSide(sup.id)).toEqual(oracle(ops));
  });

  it("reads a tab-separated file with a debit and a credit column and no reference", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 3, 4, 14);
    const res = await importFile(sup.id, "banque.tsv", debitCreditTsv(ops));
    expect(res.status).toBe(201);
    expect(await statementSide(sup.id)).toEqual(oracle(ops));
    // without a reference an operation is known by its instant, amount and balance: imported again, none is new
    expect((await importFile(sup.id, "banque.tsv", debitCreditTsv(ops))).body.data.statement).toMatchObject({ rows: 12, stored: 0, duplicates: 12 });
  });

  it("reads an XLSX whose table is on its second sheet under title rows, with Excel dates or text dates", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 3, 4, 15);
    const res = await importFile(sup.id, "free.xlsx", await statementXlsx(ops), {}, tokens.adminToken, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.status).toBe(201);
    expect(res.body.data.statement).toMatchObject({ rows: 12, stored: 12 });
    expect(await statementSide(sup.id)).toEqual(oracle(ops));
    const other = await newSupervisor();
    expect((await importFile(other.id, "free-texte.xlsx", await statementXlsx(ops, { textDates: true }))).status).toBe(201);
    expect(await statementSide(other.id)).toEqual(oracle(ops));
  });
});

describe("all or nothing, nothing twice", () => {
  it("refuses a file with one unreadable row, naming its line and column, and stores nothing", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 2, 10, 16);
    const lines = frenchCsv(ops).split("\r\n");
    // line 17 of the file: 4 title lines, the header, then the 12th operation
    lines[16] = lines[16]!.replace(/;[^;]*F;/, ";douze mille;");
    const res = await importFile(sup.id, "casse.csv", lines.join("\r\n"));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, details: { line: 17, column: "Montant (FCFA)" } });
    expect(res.body.message).toBe("Ligne 17, colonne « Montant (FCFA) » : montant illisible « douze mille »");
    expect(await stored(sup.id)).toEqual({ ops: 0, imports: 0 });
  });

  it("stores nothing the second time, and overlapping files give the same figures in either order", async () => {
    const ops = walletOps(first(), 6, 4, 17);
    const early = ops.filter((o) => o.day <= addDays(first(), 3));
    const late = ops.filter((o) => o.day >= addDays(first(), 2));
    const a = await newSupervisor();
    const b = await newSupervisor();
    const firstA = (await importFile(a.id, "debut.csv", frenchCsv(early))).body.data.statement;
    expect(firstA).toMatchObject({ rows: early.length, stored: early.length, duplicates: 0 });
    expect((await importFile(a.id, "debut.csv", frenchCsv(early))).body.data.statement).toMatchObject({ rows: early.length, stored: 0, duplicates: early.length });
    const overlap = ops.filter((o) => o.day >= addDays(first(), 2) && o.day <= addDays(first(), 3)).length;
    expect((await importFile(a.id, "fin.csv", frenchCsv(late))).body.data.statement).toMatchObject({ rows: late.length, stored: late.length - overlap, duplicates: overlap });
    await importFile(b.id, "fin.csv", frenchCsv(late));
    await importFile(b.id, "debut.csv", englishCsv(early));
    const sideA = await statementSide(a.id);
    expect(sideA).toEqual(oracle(ops));
    expect(await statementSide(b.id)).toEqual(sideA);
    expect((await stored(a.id)).ops).toBe(ops.length);
  });
});

describe("hostile files: a 4xx in French, nothing changed", () => {
  it("refuses a zip bomb, a 10 MB line, a file that is not what it says, and a body over 25 MB", async () => {
    const sup = await newSupervisor();
    const bomb = await importFile(sup.id, "bombe.xlsx", await zipBomb(150 * 1024 * 1024));
    expect(bomb.status).toBe(415);
    expect(bomb.body.message).toBe("Classeur refusé : une fois décompressé, il dépasserait 100 Mo");
    const line = await importFile(sup.id, "long.csv", "Date;Montant;Solde\n01/11/2026;" + "9".repeat(10 * 1024 * 1024) + ";1\n");
    expect(line.status).toBe(422);
    expect(line.body).toMatchObject({ details: { line: 2, column: null } });
    expect(line.body.message).toMatch(/^Ligne 2 trop longue/);
    const fakeXlsx = await importFile(sup.id, "releve.xlsx", frenchCsv(walletOps(first(), 1, 2, 18)));
    expect(fakeXlsx.status).toBe(415);
    expect(fakeXlsx.body.message).toBe("« releve.xlsx » n'est pas un classeur Excel (.xlsx) : son contenu ne correspond pas à son nom");
    const fakeCsv = await importFile(sup.id, "releve.csv", zipOf([{ name: "a.txt", data: Buffer.from("x"), size: 1, method: 0 }]));
    expect(fakeCsv.status).toBe(415);
    expect((await importFile(sup.id, "releve.csv", "Date;Montant;Solde\n01/11/2026;1;1\n", {}, tokens.adminToken, "image/png")).status).toBe(415);
    expect((await importFile(sup.id, "releve.pdf", "%PDF-1.4")).status).toBe(415);
    const huge = await importFile(sup.id, "enorme.csv", Buffer.alloc(26 * 1024 * 1024, 0x41));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("Requête trop volumineuse (25 Mo au plus)");
    const json = await call(importRoute, "/api/reconciliation/statements", { token: tokens.adminToken, body: { supervisorId: sup.id, accountType: "WAVE" } });
    expect(json.status).toBe(415);
    expect(await stored(sup.id)).toEqual({ ops: 0, imports: 0 });
  });

  it("refuses cash, an unknown supervisor or format, a missing file, and keeps formula-looking cells as text", async () => {
    const sup = await newSupervisor();
    const csv = "Référence;Date;Montant;Solde\n=HYPERLINK(\"x\");01/11/2026;1 000;1 000\n";
    expect((await importFile(sup.id, "a.csv", csv, { accountType: "LIQUIDE" })).status).toBe(422);
    expect((await importFile(tokens.partner.id, "a.csv", csv)).status).toBe(404);
    expect((await importFile(sup.id, "a.csv", csv, { formatId: "6f1c1d2e-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await upload(importRoute, tokens.adminToken, { name: "", bytes: "" }, { supervisorId: sup.id, accountType: "WAVE" })).status).toBe(422);
    expect(await stored(sup.id)).toEqual({ ops: 0, imports: 0 });
    expect((await importFile(sup.id, "a.csv", csv)).status).toBe(201);
    const [op] = await (await getDb()).select().from(statementOperations).where(eq(statementOperations.supervisorId, sup.id));
    expect(op!.reference).toBe('=HYPERLINK("x")');
  });
});

describe("the import form's fields, strictly", () => {
  it("refuses each malformed field of the form with a French 422, storing nothing", async () => {
    const sup = await newSupervisor();
    const csv = frenchCsv(walletOps(first(), 1, 2, 25));
    const bad: Record<string, string[]> = {
      supervisorId: ["abc", "' OR '1'='1", "0b7f1a2c-3d4e-4f5a-8b9c-0d1e2f3a4b5cx", "x".repeat(10_000), "\u0000"],
      accountType: ["INCONNU", "LIQUIDE", "wave", "", "a\u0000"],
      formatId: ["abc", "1", "x".repeat(10_000)],
    };
    for (const [field, values] of Object.entries(bad)) {
      for (const value of values) {
        const res = await importFile(sup.id, "a.csv", csv, { [field]: value });
        expect([field, value.slice(0, 20), res.status]).toEqual([field, value.slice(0, 20), 422]);
        expect(res.body.message).not.toMatch(/\b(invalid|expected|received|string)\b/i);
      }
    }
    const form = await upload(importRoute, tokens.adminToken, { name: "a.csv", bytes: csv }, { accountType: "WAVE" });
    expect(form.status).toBe(422);
    expect(await stored(sup.id)).toEqual({ ops: 0, imports: 0 });
  });
});

describe("a header Caisse does not know", () => {
  it("answers the header it read, and the mapping saved as a format is found again by its signature", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 2, 3, 19);
    const csv = ["Quand;Mouvement;Reste;Code", ...ops.map((o) => `${o.day.split("-").reverse().join(".")} ${o.time};${o.amount};${o.balance};${o.ref}`)].join("\n");
    const refused = await importFile(sup.id, "maison.csv", csv);
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual({ columns: ["Quand", "Mouvement", "Reste", "Code"] });
    const badFormat = await call(formatsRoute, "/api/reconciliation/formats", { token: tokens.adminToken, body: { name: "X", columns: { date: "Quand" } } });
    expect(badFormat.status).toBe(422);
    const saved = await call(formatsRoute, "/api/reconciliation/formats", {
      token: tokens.adminToken,
      body: { name: "Portail maison", columns: { date: "Quand", amount: "Mouvement", balance: "Reste", reference: "Code" }, dateFormat: "dd.MM.yyyy HH:mm", header: refused.body.details.columns },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data.format.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call(formatsRoute, "/api/reconciliation/formats", { token: tokens.adminToken, body: { name: "Portail maison", columns: { date: "Quand", amount: "Mouvement", balance: "Reste" } } })).status).toBe(409);
    const again = await importFile(sup.id, "maison.csv", csv);
    expect(again.status).toBe(201);
    expect(await statementSide(sup.id)).toEqual(oracle(ops));
    const byId = await importFile(sup.id, "maison.csv", csv, { formatId: saved.body.data.format.id });
    expect(byId.body.data.statement).toMatchObject({ stored: 0, duplicates: ops.length });
    const listed = await call(formatsList, "/api/reconciliation/formats", { token: tokens.adminToken });
    expect(listed.body.data.formats.map((f: { name: string }) => f.name)).toContain("Portail maison");
  });
});

describe("the reconciliation against the declarations", () => {
  it("gives each side's écart, the counts and the status of each day, against an independent computation", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 3, 6, 21);
    const expected = expectedStatementDays(ops);
    const d = (n: number) => addDays(first(), n);
    // day 0 declared exactly, day 1 with a Fin 2 500 F above the statement, day 3 declared with no statement
    await declare(sup.id, d(0), expected.get(d(0))!.opening, expected.get(d(0))!.closing);
    await declare(sup.id, d(1), expected.get(d(1))!.opening, expected.get(d(1))!.closing + 2_500);
    await declare(sup.id, d(3), 10_000, 12_000);
    await importFile(sup.id, "releve.csv", frenchCsv(ops));
    const res = await reconciliation({ supervisorId: sup.id, from: d(0), to: d(3) });
    const days = res.body.data.days as { day: string; declared: unknown; ecart: unknown; status: string }[];
    expect(days.map((x) => [x.day, x.status, x.ecart])).toEqual([
      [d(0), "ok", { debut: 0, fin: 0 }],
      [d(1), "ecart", { debut: 0, fin: 2_500 }],
      [d(2), "sans-saisie", { debut: null, fin: null }],
      [d(3), "sans-releve", { debut: null, fin: null }],
    ]);
    expect(days[3]).toMatchObject({ declared: { debut: 10_000, fin: 12_000 }, statement: { opening: null, closing: null, operations: null, moneyIn: null, moneyOut: null } });
    expect((await reconciliation({ supervisorId: sup.id, from: d(0), to: d(3), ecartsOnly: "true" })).body.data.days.map((x: { day: string }) => x.day)).toEqual([d(1)]);
  });

  it("raises ECART_RELEVE where the écart appears, updates it with a later import, closes it when the écart is gone", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 2, 4, 22);
    const d0 = first();
    const expected = expectedStatementDays(ops).get(d0)!;
    await declare(sup.id, d0, expected.opening, expected.closing - 7_000);
    const part = ops.slice(0, 2);
    await importFile(sup.id, "partiel.csv", frenchCsv(part));
    const alertOf = async () => (await (await getDb()).select().from(alerts).where(and(eq(alerts.supervisorId, sup.id), eq(alerts.kind, "ECART_RELEVE"))));
    let [alert] = await alertOf();
    expect(alert).toMatchObject({ day: d0, acknowledgedAt: null, key: `ECART_RELEVE:${sup.id}:WAVE:${d0}` });
    const firstReason = alert!.reason;
    await importFile(sup.id, "complet.csv", frenchCsv(ops));
    [alert] = await alertOf();
    expect(alert!.reason).not.toBe(firstReason);
    expect(alert!.reason.replace(/[\u00a0\u202f]/g, " ")).toBe("Wave : écart de -7 000 F à la Fin avec le relevé de l'opérateur (déclaré moins relevé)");
    expect(alert!.level).toBe("attention");
    // the declaration corrected by the admin: the écart is reconciled again at once, and the alert closes by itself
    await declare(sup.id, d0, expected.opening, expected.closing - 100_000);
    [alert] = await alertOf();
    expect(alert).toMatchObject({ level: "grave", acknowledgedAt: null });
    await declare(sup.id, d0, expected.opening, expected.closing);
    [alert] = await alertOf();
    expect(alert!.acknowledgedAt).not.toBeNull();
    expect(await alertOf()).toHaveLength(1);
  });
});

describe("imports, their deletion, the day's detail and the comment", () => {
  it("lists the imports, deletes one with a reason (audited) and reconciles again", async () => {
    const sup = await newSupervisor();
    const ops = walletOps(first(), 2, 3, 23);
    const id = (await importFile(sup.id, "a-supprimer.csv", frenchCsv(ops))).body.data.statement.id;
    const list = await call(listRoute, "/api/reconciliation/statements", { token: tokens.adminToken, query: { supervisorId: sup.id } });
    expect(list.body.data.statements).toEqual([expect.objectContaining({ id, fileName: "a-supprimer.csv", rows: 6, stored: 6, from: first(), to: addDays(first(), 1), importedBy: "Admin Test" })]);
    const del = (token: string, body: unknown) => call(deleteRoute, `/api/reconciliation/statements/${id}`, { method: "DELETE", token, params: { id }, body });
    for (const token of [tokens.supervisorToken, tokens.partnerToken]) expect((await del(token, { reason: "doublon" })).status).toBe(403);
    expect((await del(tokens.adminToken, {})).status).toBe(422);
    expect((await del(tokens.adminToken, { reason: "Mauvais superviseur" })).status).toBe(200);
    expect(await stored(sup.id)).toEqual({ ops: 0, imports: 0 });
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "STATEMENT_DELETED"), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ reason: "Mauvais superviseur", supervisorId: sup.id });
    expect((await del(tokens.adminToken, { reason: "encore" })).status).toBe(404);
    expect(await statementSide(sup.id)).toEqual({});
  });

  it("shows a day's operations and confirms a transfer both wallets' statements show", async () => {
    const from = await newSupervisor();
    const to = await newSupervisor();
    const day = addDays(businessToday(), -2);
    const db = await getDb();
    await db.execute(sql`INSERT INTO transfers (from_supervisor_id, from_account, to_supervisor_id, to_account, amount, day) VALUES
      (${from.id}, 'WAVE', ${to.id}, 'WAVE', 2500000, ${day}), (${from.id}, 'WAVE', ${to.id}, 'WAVE', 100000, ${day})`);
    const mk = (ref: string, time: string, amount: number, balance: number): WalletOp => ({ ref, day, time, amount, balance, failed: false });
    await importFile(from.id, "a.csv", frenchCsv([mk("A1", "10:00", -25_000, 75_000)]));
    await importFile(to.id, "b.csv", frenchCsv([mk("B1", "10:20", 25_000, 125_000)]));
    const res = await call(detailRoute, "/api/reconciliation/x", { token: tokens.adminToken, params: { supervisorId: from.id, accountType: "WAVE", day } });
    expect(res.status).toBe(200);
    expect(res.body.data.operations).toEqual([expect.objectContaining({ reference: "A1", amount: -25_000, balanceAfter: 75_000, counted: true, fileName: "a.csv" })]);
    expect(res.body.data.transfers.map((t: { amount: number; confirmed: boolean; direction: string; label: string }) => [t.amount, t.direction, t.confirmed, t.label])).toEqual([
      [25_000, "sortant", true, "Confirmé par l'opérateur"],
      [1_000, "sortant", false, "Non trouvé au relevé"],
    ]);
    // the other kiosk's side sees the same transfer, confirmed by both statements
    const other = await call(detailRoute, "/api/reconciliation/x", { token: tokens.adminToken, params: { supervisorId: to.id, accountType: "WAVE", day } });
    expect(other.body.data.transfers.map((t: { direction: string; confirmed: boolean }) => [t.direction, t.confirmed])).toEqual([
      ["entrant", true],
      ["entrant", false],
    ]);
  });

  it("lets the supervisor explain his own day, seen by the admin, and no one else", async () => {
    const sup = await newSupervisor();
    const token = await loginAs(sup);
    const day = addDays(businessToday(), -3);
    const comment = (t: string, supervisorId: string, body: unknown) =>
      call(commentRoute, "/api/reconciliation/c", { method: "PATCH", token: t, params: { supervisorId, accountType: "WAVE", day }, body });
    expect((await comment(tokens.adminToken, sup.id, { comment: "x" })).status).toBe(403);
    expect((await comment(tokens.supervisorToken, sup.id, { comment: "x" })).status).toBe(403);
    expect((await comment(tokens.partnerToken, sup.id, { comment: "x" })).status).toBe(403);
    expect((await comment(token, sup.id, { comment: 5 })).status).toBe(422);
    expect((await comment(token, sup.id, { comment: "Retrait client non saisi, régularisé le lendemain" })).status).toBe(200);
    await declare(sup.id, day, 1_000, 1_000);
    const seen = await reconciliation({ supervisorId: sup.id });
    expect(seen.body.data.days.find((x: { day: string }) => x.day === day)).toMatchObject({ comment: "Retrait client non saisi, régularisé le lendemain", supervisorName: sup.nomComplet });
    const detail = await call(detailRoute, "/api/reconciliation/x", { token: tokens.adminToken, params: { supervisorId: sup.id, accountType: "WAVE", day } });
    expect(detail.body.data.comment).toBe("Retrait client non saisi, régularisé le lendemain");
  });
});

describe("the evening summary and the complete export", () => {
  it("count the day's statement écarts, and write the « Rapprochement » sheet with comments kept as text", async () => {
    const sup = await newSupervisor();
    const token = await loginAs(sup);
    const day = addDays(businessToday(), -4);
    const ops = walletOps(day, 1, 5, 26);
    const s = expectedStatementDays(ops).get(day)!;
    await declare(sup.id, day, s.opening + 1_000, s.closing);
    const summaryCount = async () => (await call(summaryRoute, "/api/summary", { token: tokens.adminToken, query: { date: day } })).body.data.statementEcarts;
    const before = await summaryCount();
    await importFile(sup.id, "jour.csv", frenchCsv(ops));
    expect(await summaryCount()).toBe(before + 1);
    const formula = '=HYPERLINK("http://x","clic")';
    expect((await call(commentRoute, "/x", { method: "PATCH", token, params: { supervisorId: sup.id, accountType: "WAVE", day }, body: { comment: formula } })).status).toBe(200);
    const res = await call<Buffer>(excelRoute, "/api/transactions/export/excel", { token: tokens.adminToken, query: { period: "custom", customDate: day } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Rapprochement")!;
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => row.getCell(2).value === sup.nomComplet && rows.push(row));
    expect(rows).toHaveLength(1);
    const values = (rows[0]!.values as unknown[]).slice(2);
    expect(values.slice(0, 13)).toEqual([sup.nomComplet, "Wave", s.opening + 1_000, s.opening, 1_000, s.closing, s.closing, 0, s.operations, s.moneyIn, s.moneyOut, "Écart", formula]);
    expect(rows[0]!.getCell(14).type).toBe(ExcelJS.ValueType.String);
    // the écart corrected: the alert closes, the summary no longer counts it
    await declare(sup.id, day, s.opening, s.closing);
    expect(await summaryCount()).toBe(before);
  });
});

describe("rights", () => {
  it("keeps imports and formats to the admin, a supervisor to his own reconciliation, the partner out", async () => {
    const sup = await newSupervisor();
    const token = await loginAs(sup);
    const csv = frenchCsv(walletOps(first(), 1, 2, 24));
    for (const t of [token, tokens.partnerToken]) {
      const res = await importFile(sup.id, "a.csv", csv, {}, t);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(DENIED);
      expect((await call(formatsRoute, "/api/reconciliation/formats", { token: t, body: { name: "X", columns: { date: "a", amount: "b", balance: "c" } } })).status).toBe(403);
      expect((await call(formatsList, "/api/reconciliation/formats", { token: t })).status).toBe(403);
    }
    expect((await importFile(sup.id, "a.csv", csv, {}, "")).status).toBe(401);
    expect(await stored(sup.id)).toEqual({ ops: 0, imports: 0 });
    expect((await reconciliation({ supervisorId: sup.id }, token)).status).toBe(200);
    expect((await reconciliation({}, token)).status).toBe(200);
    const other = await reconciliation({ supervisorId: tokens.supervisor.id }, token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("Vous ne voyez que votre propre rapprochement");
    expect((await reconciliation({ supervisorId: sup.id }, tokens.partnerToken)).status).toBe(403);
    expect((await call(detailRoute, "/api/reconciliation/x", { token, params: { supervisorId: tokens.supervisor.id, accountType: "WAVE", day: first() } })).status).toBe(403);
    expect((await call(listRoute, "/api/reconciliation/statements", { token, query: { supervisorId: tokens.supervisor.id } })).status).toBe(403);
    expect((await reconciliation({ supervisorId: sup.id, accountType: "LIQUIDE" })).status).toBe(422);
    expect((await reconciliation({ supervisorId: sup.id, from: "2026-01-01", to: "2026-12-31" })).status).toBe(422);
  });
});

describe("nothing left behind", () => {
  it("has no statement row whose operations are gone", async () => {
    const orphans = await queryRows<{ n: number }>(await getDb(), sql`SELECT count(*)::int AS n FROM statements s WHERE s.stored > 0 AND NOT EXISTS (SELECT 1 FROM statement_operations o WHERE o.statement_id = s.id)`);
    expect(orphans[0]!.n).toBe(0);
    expect(statements).toBeDefined();
  });
});
