// Strict input everywhere. The route files of app/api are enumerated: every POST, PUT,
// PATCH and DELETE (next-auth's aside) must have an entry in MUTATING, every GET one in READING, or the first
// tests fail. Each entry names the fields it takes and their kind; every kind brings its bad values (each
// coercion of a number, malformed ids, control characters, oversized texts, bad days, bad phones, wrong
// JSON types, arrays and objects where scalars are expected). Each bad call must answer 4xx with a French
// message, never 5xx, and leave every table as it was (a digest of each before and after). Then the
// entry's valid call must succeed, which proves each refusal came from the one value that was changed.
import { sql } from "drizzle-orm";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/api/handler";
import { getDb, queryRows } from "@/lib/db/client";
import { LINE_VALUE_MAX } from "@/lib/domain/constants";
import { businessToday } from "@/lib/services/ledger/days";
import { call, expectStatus, type CallResult } from "../helpers/http";
import { handlerOf, methodsOf, mutatingEndpoints, ROUTES } from "../helpers/routes";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

// ---- the bad values, by kind of field -------------------------------------------------------------------

/** A raw JSON token put in place of a value (JSON.stringify cannot write 1e400, which parses to Infinity). */
class Raw {
  constructor(readonly json: string) {}
}
type Value = unknown;
type Kind = { values: Value[] };

const UUID = "0b7f1a2c-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
const MB = "x".repeat(1_000_000);
const CONTROL = ["a\u0000b", "\u0000", "a\u0001b", "a\u0008b", "a\u001bb", "a\u007fb", "a\u0085b", "a\u2028b", "a\u202eb", "a\u2066b", "\ud800", "a\udc00b"];
const NOT_SCALARS = [["x"], { value: "x" }];

const kinds = {
  /** a whole number up to max: each coercion others would make */
  number: (max: number): Kind => ({
    values: [true, false, [5], ["5"], {}, { value: 5 }, "0x10", "1e3", "", "  ", 1.5, "1.5", "1,5", -1, "-1", max + 1, String(max + 1), "1 000", "+5", "٥", "5\u0000", "9".repeat(400), new Raw("1e400"), new Raw("-0.5")],
  }),
  id: (): Kind => ({ values: ["abc", "-".repeat(36), "00000000-0000-0000-0000-00000000000g", `${UUID}x`, "' OR '1'='1", "1", `${UUID}\u0000`, 42, true, [UUID], { id: UUID }, "x".repeat(100_000)] }),
  text: (max: number, options: { multiline?: boolean } = {}): Kind => ({
    values: [...CONTROL, ...(options.multiline ? [] : ["a\nb", "a\tb", "a\r\nb"]), "x".repeat(max + 1), MB, 12345, 0, true, false, ...NOT_SCALARS],
  }),
  day: (): Kind => ({
    values: ["2026-02-30", "2026-13-01", "2026-00-10", "26-11-22", "2026-1-1", "22/11/2026", "0001-01-01", "9999-12-31", "1999-12-31", "2026-11-22T00:00:00Z", "2026-11-22\u0000", "x".repeat(100_000), 20261122, true, ["2026-11-22"], { day: "2026-11-22" }],
  }),
  phone: (): Kind => ({
    values: ["77a1234567", "1234567", "1".repeat(16), "++221771234567", "221+771234567", "77-123-45-67", "77.123.45.67", "(77) 1234567", "７７１２３４５６７", "771234567\u0000", "7".repeat(1_000), 771234567, true, ["771234567"], { telephone: "771234567" }],
  }),
  /** a closed choice (role, account type, period...) */
  choice: (): Kind => ({ values: [5, true, null, "INCONNU", "a\u0000", "x".repeat(100_000), ...NOT_SCALARS] }),
};
/** Bodies that are not a JSON object. */
const SHAPES = ["[]", "[{}]", '"texte"', "42", "true", "null", "{", '{"a":', "{'a': 1}"];

// query strings carry text only
const queryKinds = {
  page: (max: number): Kind => ({ values: ["0", "-1", "1.5", "1,5", "1e3", "0x10", " 1", "1 ", "", "abc", "true", "+1", String(max + 1), "9".repeat(400), "١"] }),
  id: (): Kind => ({ values: ["abc", "-".repeat(36), "00000000-0000-0000-0000-00000000000g", "' OR '1'='1", "x".repeat(10_000), `${UUID}\u0000`] }),
  day: (): Kind => ({ values: ["2026-02-30", "2026-13-01", "26-11-22", "2026-1-1", "0001-01-01", "9999-12-31", "x".repeat(10_000), "2026-01-01\u0000"] }),
  text: (max: number): Kind => ({ values: ["a\u0000b", "a\u001bb", "a\u007fb", "a\u202eb", "a\nb", "x".repeat(max + 1), "x".repeat(100_000)] }),
  choice: (): Kind => ({ values: ["INCONNU", "x".repeat(10_000), "a\u0000"] }),
};
const PATH_IDS = ["abc", "-".repeat(36), "00000000-0000-0000-0000-00000000000g", "1", "' OR '1'='1", "%00", "\u0000", "x".repeat(10_000), "a/b", `${UUID}/x`];
/** Well formed but unknown: not malformed, so any refusal will do (a retry of an unknown SMS is a 409). */
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

// ---- the database before and after ----------------------------------------------------------------------

async function digest(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string | number; d: string }>(
      db,
      sql`SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${sql.identifier(name)} t`,
    );
    out[name] = `${row!.n}:${row!.d}`;
  }
  return out;
}

// ---- the world the calls act on --------------------------------------------------------------------------

let admin: TestUser, sup: TestUser, other: TestUser, partner: TestUser;
let adminToken: string, supToken: string, otherToken: string, partnerToken: string, spareToken: string;
const ids: Record<string, string> = {};
const today = () => businessToday();
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(await getDb(), query))[0]!;

beforeAll(async () => {
  admin = await createTestUser("ADMIN", { nomComplet: "Admin Strict" });
  sup = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  other = await createTestUser("SUPERVISEUR", { nomComplet: "Awa Fall" });
  partner = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" });
  [adminToken, supToken, otherToken, partnerToken, spareToken] = await Promise.all([loginAs(admin), loginAs(sup), loginAs(other), loginAs(partner), loginAs(admin)]);
  const post = (route: string, body: unknown, token?: string, method = "POST") =>
    call(handlerOf(route, method), route, { method, body, token, headers: { "sec-fetch-site": "same-origin" } });

  // the supervisor holds LIQUIDE, with two transactions of today (one to correct, one to delete)
  expectStatus(await post("/api/transactions/accounts", { supervisorId: sup.id, accountType: "LIQUIDE" }, adminToken), 201);
  const tx = () => post("/api/transactions/create", { superviseurId: sup.id, typeOperation: "depot", montant: 5_000, typeCompte: "LIQUIDE" }, supToken);
  ids.txToEdit = expectStatus(await tx(), 201).body.data.transaction.id;
  ids.txToDelete = expectStatus(await tx(), 201).body.data.transaction.id;
  // a transfer to the other kiosk, to contest, correct and delete
  ids.transfer = expectStatus(await post("/api/transactions/transfers", { fromAccount: "LIQUIDE", toSupervisorId: other.id, toAccount: "LIQUIDE", montant: 2_500 }, supToken), 201).body.data.transfer.id;
  ids.transferToConfirm = expectStatus(await post("/api/transactions/transfers", { fromAccount: "LIQUIDE", toSupervisorId: other.id, toAccount: "LIQUIDE", montant: 1_000 }, supToken), 201).body.data.transfer.id;
  // a free partner with a history, to make a registered one
  expectStatus(await post("/api/transactions/create", { superviseurId: sup.id, typeOperation: "depot", montant: 1_500, partenaireNom: "Client Strict" }, supToken), 201);
  // users the admin acts on: one to edit, suspend, activate and give a new code; one to delete
  ids.target = expectStatus(await post("/api/users/create", { nomComplet: "Awa Ndiaye", telephone: "781230001", role: "PARTENAIRE" }, adminToken), 201).body.data.user.id;
  ids.doomed = expectStatus(await post("/api/users/create", { nomComplet: "Cheikh Sow", telephone: "781230002", role: "PARTENAIRE" }, adminToken), 201).body.data.user.id;
  // two requests to approve and reject (each notifies the admin: two notifications to read and delete)
  for (const [key, telephone] of [["toApprove", "781230003"], ["toReject", "781230004"]] as const) {
    expectStatus(await post("/api/users/register-request", { nomComplet: `Demandeur ${key}`, telephone, adresse: "Louga" }), 201);
    ids[key] = (await one<{ id: string }>(sql`SELECT id FROM registration_requests WHERE telephone = ${telephone}`)).id;
  }
  const notes = await queryRows<{ id: string }>(await getDb(), sql`SELECT id FROM notifications WHERE user_id = ${admin.id} ORDER BY created_at`);
  [ids.noteToRead, ids.noteToDelete] = notes.map((n) => n.id);
  // an SMS that failed, to send again
  ids.failedSms = (await one<{ id: string }>(sql`UPDATE sms_outbox SET status = 'failed', last_error = 'test' WHERE id = (SELECT id FROM sms_outbox ORDER BY created_at LIMIT 1) RETURNING id`)).id;
  // an operator's statement to delete (its import is tried in tests/api/reconciliation.db.test.ts)
  ids.statement = (await one<{ id: string }>(sql`INSERT INTO statements (supervisor_id, account_type, file_name, rows, stored, duplicates, from_day, to_day) VALUES (${sup.id}, 'WAVE', 'releve.csv', 0, 0, 0, ${businessToday()}::date, ${businessToday()}::date) RETURNING id`)).id;
  // an alert to take into account
  ids.alert = (await one<{ id: string }>(sql`INSERT INTO alerts (key, kind, level, supervisor_id, day, reason) VALUES ('strict-input', 'ECART', 'grave', ${sup.id}, ${businessToday()}::date, 'Écart de test') RETURNING id`)).id;
});

// ---- what each endpoint takes ----------------------------------------------------------------------------

interface Endpoint {
  /** the route's body limit when it is not DEFAULT_MAX_BODY_BYTES */
  maxBodyBytes?: number;
  /** Bearer token of a caller allowed to call it (none: a public route) */
  token?: () => string;
  /** path parameters of the valid call */
  params?: () => Record<string, string>;
  /** the valid body */
  body?: () => Record<string, unknown>;
  /** the body's fields to malform, with their kinds */
  fields?: Record<string, Kind>;
  /** path parameters that are ids: 404 when malformed */
  pathIds?: string[];
  /** other path parameters with their bad values: 422 */
  pathValues?: Record<string, string[]>;
  /** the valid query (GET) and the query parameters to malform */
  query?: () => Record<string, string>;
  queryFields?: Record<string, Kind>;
  /** why there is nothing to malform */
  none?: string;
  /** status of the valid call, made after the bad ones (mutating endpoints) */
  valid?: number;
}

const MONEY = () => kinds.number(LINE_VALUE_MAX);
const supervisorLine = (lineType = "debut") => ({ supervisorId: sup.id, lineType });

const MUTATING: Record<string, Endpoint> = {
  "POST /api/reconciliation/statements": {
    token: () => adminToken,
    none: "a multipart form: its fields and its file are malformed in tests/api/reconciliation.db.test.ts; a JSON body is refused (415)",
    valid: 415,
  },
  "DELETE /api/reconciliation/statements/[id]": {
    token: () => adminToken,
    params: () => ({ id: ids.statement! }),
    pathIds: ["id"],
    body: () => ({ reason: "Importé\npour le mauvais superviseur" }),
    fields: { reason: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "POST /api/reconciliation/formats": {
    token: () => adminToken,
    body: () => ({ name: "Format strict", columns: { date: "Date", amount: "Montant", balance: "Solde" }, dateFormat: "dd/MM/yyyy HH:mm", decimalSeparator: ",", headerLine: 3 }),
    fields: { name: kinds.text(60), columns: kinds.choice(), dateFormat: kinds.text(40), decimalSeparator: kinds.choice(), headerLine: kinds.number(30) },
    valid: 201,
  },
  "PATCH /api/reconciliation/[supervisorId]/[accountType]/[day]/comment": {
    token: () => supToken,
    params: () => ({ supervisorId: sup.id, accountType: "WAVE", day: businessToday() }),
    pathIds: ["supervisorId"],
    body: () => ({ comment: "Retrait client\nnon saisi" }),
    fields: { comment: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "POST /api/users/login": {
    body: () => ({ telephone: admin.telephone, Code: admin.code }),
    fields: { telephone: kinds.phone(), Code: kinds.text(20) },
    valid: 200,
  },
  "POST /api/users/logout": { token: () => spareToken, none: "no input: it ends the caller's own session", valid: 200 },
  "POST /api/users/register-request": {
    body: () => ({ nomComplet: "Mariama Ba", telephone: "781230005", adresse: "Guédiawaye", message: "Boutique\nde transfert" }),
    fields: { nomComplet: kinds.text(100), telephone: kinds.phone(), adresse: kinds.text(255), message: kinds.text(500, { multiline: true }) },
    valid: 201,
  },
  "POST /api/users/create": {
    token: () => adminToken,
    body: () => ({ nomComplet: "Ousmane Gueye", telephone: "+221 78 123 00 06", adresse: "Yeumbeul", role: "SUPERVISEUR" }),
    fields: { nomComplet: kinds.text(100), telephone: kinds.phone(), adresse: kinds.text(255), role: kinds.choice(), code: { values: ["12345", "1234567", "12a456", 123456, true, ["123456"], "123456\u0000"] } },
    valid: 201,
  },
  "PUT /api/users/[id]": {
    token: () => adminToken,
    params: () => ({ id: ids.target! }),
    pathIds: ["id"],
    body: () => ({ nomComplet: "Awa Ndiaye Diallo", adresse: "Thiès" }),
    fields: { nomComplet: kinds.text(100), adresse: kinds.text(255) },
    valid: 200,
  },
  "PATCH /api/users/[id]/suspend": { token: () => adminToken, params: () => ({ id: ids.target! }), pathIds: ["id"], valid: 200 },
  "PATCH /api/users/[id]/activate": { token: () => adminToken, params: () => ({ id: ids.target! }), pathIds: ["id"], valid: 200 },
  "POST /api/users/[id]/regenerate-code": { token: () => adminToken, params: () => ({ id: ids.target! }), pathIds: ["id"], valid: 200 },
  "POST /api/users/[id]/sessions/revoke": { token: () => adminToken, params: () => ({ id: ids.target! }), pathIds: ["id"], valid: 200 },
  "DELETE /api/users/[id]": { token: () => adminToken, params: () => ({ id: ids.doomed! }), pathIds: ["id"], valid: 200 },
  "PATCH /api/users/registration-requests/[id]/approve": {
    token: () => adminToken,
    params: () => ({ id: ids.toApprove! }),
    pathIds: ["id"],
    body: () => ({ role: "SUPERVISEUR" }),
    fields: { role: kinds.choice() },
    valid: 200,
  },
  "PATCH /api/users/registration-requests/[id]/reject": {
    token: () => adminToken,
    params: () => ({ id: ids.toReject! }),
    pathIds: ["id"],
    body: () => ({ reason: "Numéro\nnon joignable" }),
    fields: { reason: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "POST /api/users/sms-outbox/[id]/retry": { token: () => adminToken, params: () => ({ id: ids.failedSms! }), pathIds: ["id"], valid: 200 },
  "PUT /api/users/profile": {
    maxBodyBytes: 8 * 1024 * 1024,
    token: () => supToken,
    body: () => ({ nomComplet: "Moussa Diop", adresse: "Pikine", telephone: sup.telephone, role: "SUPERVISEUR" }),
    fields: {
      nomComplet: kinds.text(100),
      adresse: kinds.text(255),
      telephone: kinds.phone(),
      role: kinds.text(100),
      currentCode: kinds.text(20),
      newCode: kinds.text(20),
      confirmCode: kinds.text(20),
      profileImage: { values: [...CONTROL.map((c) => `data:image/png;base64,${c}`), "x".repeat(7_000_000), 12345, true, ...NOT_SCALARS] },
    },
    valid: 200,
  },
  "POST /api/transactions/create": {
    token: () => supToken,
    body: () => ({ superviseurId: sup.id, typeOperation: "depot", montant: "2500", typeCompte: "LIQUIDE", description: "Dépôt\ndu matin" }),
    fields: {
      superviseurId: kinds.id(),
      typeOperation: kinds.choice(),
      montant: MONEY(),
      typeCompte: kinds.choice(),
      partenaireId: kinds.id(),
      partenaireNom: kinds.text(100),
      description: kinds.text(500, { multiline: true }),
      telephoneLibre: kinds.phone(),
    },
    valid: 201,
  },
  "POST /api/transactions/admin/create": {
    token: () => adminToken,
    body: () => ({ superviseurId: sup.id, typeOperation: "retrait", montant: 1_000, partenaireId: partner.id }),
    fields: {
      superviseurId: kinds.id(),
      typeOperation: kinds.choice(),
      montant: MONEY(),
      partenaireId: kinds.id(),
      description: kinds.text(500, { multiline: true }),
      telephone: kinds.phone(),
    },
    valid: 201,
  },
  "POST /api/transactions/transfers": {
    token: () => supToken,
    body: () => ({ fromAccount: "LIQUIDE", toSupervisorId: other.id, toAccount: "ORANGE_MONEY", montant: "3000", note: "Appoint de float" }),
    fields: { fromSupervisorId: kinds.id(), fromAccount: kinds.choice(), toSupervisorId: kinds.id(), toAccount: kinds.choice(), montant: MONEY(), note: kinds.text(200) },
    valid: 201,
  },
  "PATCH /api/transactions/transfers/[id]/contest": {
    token: () => otherToken,
    params: () => ({ id: ids.transfer! }),
    pathIds: ["id"],
    body: () => ({ reason: "Reçu 2 000 F\nseulement" }),
    fields: { reason: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "PATCH /api/transactions/transfers/[id]/confirm": {
    token: () => otherToken,
    params: () => ({ id: ids.transferToConfirm! }),
    pathIds: ["id"],
    valid: 200,
  },
  "PUT /api/transactions/transfers/[id]": {
    token: () => adminToken,
    params: () => ({ id: ids.transfer! }),
    pathIds: ["id"],
    body: () => ({ montant: "2000", reason: "Recompté\navec les deux" }),
    fields: { montant: MONEY(), reason: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "DELETE /api/transactions/transfers/[id]": {
    token: () => adminToken,
    params: () => ({ id: ids.transfer! }),
    pathIds: ["id"],
    body: () => ({ reason: "Saisi\ndeux fois" }),
    fields: { reason: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "POST /api/transactions/allocations": {
    token: () => adminToken,
    body: () => ({ superviseurId: sup.id, montant: "50000", note: "Dotation" }),
    fields: { superviseurId: kinds.id(), montant: MONEY(), note: kinds.text(200) },
    valid: 201,
  },
  "PATCH /api/accountype/[type]/toggle": {
    token: () => adminToken,
    params: () => ({ type: "RIA" }),
    body: () => ({ isActive: false }),
    fields: { isActive: { values: ["true", "false", 1, 0, null, [true], { v: true }, "x".repeat(100_000)] } },
    valid: 200,
  },
  "PATCH /api/accountype/[type]/label": {
    token: () => adminToken,
    params: () => ({ type: "AUTRES" }),
    body: () => ({ label: "Autres" }),
    fields: { label: kinds.text(40) },
    valid: 200,
  },
  "POST /api/transactions/partners/convert-free": {
    token: () => adminToken,
    body: () => ({ partenaireNom: "Client Strict", telephoneLibre: "781230009" }),
    fields: { partenaireNom: kinds.text(100), telephoneLibre: kinds.phone() },
    valid: 201,
  },
  "PUT /api/transactions/[id]": {
    token: () => adminToken,
    params: () => ({ id: ids.txToEdit! }),
    pathIds: ["id"],
    body: () => ({ montant: 6_000, description: "Corrigé\naprès comptage" }),
    fields: { montant: MONEY(), typeCompte: kinds.choice(), description: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "DELETE /api/transactions/[id]": {
    token: () => adminToken,
    params: () => ({ id: ids.txToDelete! }),
    pathIds: ["id"],
    body: () => ({ reason: "Saisie\nen double" }),
    fields: { reason: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "POST /api/transactions/accounts": {
    token: () => adminToken,
    body: () => ({ supervisorId: sup.id, accountType: "WAVE", initialBalance: "10000", balance: 0 }),
    fields: { supervisorId: kinds.id(), accountType: kinds.choice(), initialBalance: MONEY(), balance: MONEY() },
    valid: 201,
  },
  "PATCH /api/transactions/supervisors/[supervisorId]/accounts/update": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id }),
    pathIds: ["supervisorId"],
    body: () => ({ accountType: "debut", accountKey: "LIQUIDE", newValue: "20000", updatedAt: new Date().toISOString(), updatedBy: "ADMIN", date: today() }),
    fields: { accountType: kinds.choice(), accountKey: kinds.text(120), newValue: MONEY(), updatedAt: kinds.text(40), updatedBy: kinds.text(40), date: kinds.day() },
    valid: 200,
  },
  "PUT /api/transactions/supervisors/[supervisorId]/lines/[lineType]/reset": {
    token: () => adminToken,
    params: () => supervisorLine(),
    pathIds: ["supervisorId"],
    pathValues: { lineType: ["DEBUT", "fin", "", "debut\u0000", "x".repeat(10_000)] },
    body: () => ({ accountKey: "LIQUIDE", newValue: 0, date: today() }),
    fields: { accountKey: kinds.text(120), newValue: MONEY(), date: kinds.day() },
    valid: 200,
  },  // the earlier app's paths for the same actions (ORIGINAL-CLIENT.md), on the supervisor's LIQUIDE sortie line:
  // set, then reset, then delete
  "PATCH /api/account-lines/supervisor/[supervisorId]/[lineType]/update": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id, lineType: "sortie" }),
    pathIds: ["supervisorId"],
    pathValues: { lineType: ["DEBUT", "fin", "", "debut\u0000", "x".repeat(10_000)] },
    body: () => ({ accountKey: "LIQUIDE", newValue: 4_000 }),
    fields: { accountKey: kinds.text(120), newValue: MONEY(), date: kinds.day() },
    valid: 200,
  },
  "PUT /api/account-lines/supervisor/[supervisorId]/[lineType]/reset": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id, lineType: "sortie" }),
    pathIds: ["supervisorId"],
    pathValues: { lineType: ["DEBUT", "fin", "", "debut\u0000", "x".repeat(10_000)] },
    body: () => ({ accountKey: "LIQUIDE", newValue: 0 }),
    fields: { accountKey: kinds.text(120), newValue: MONEY(), date: kinds.day() },
    valid: 200,
  },
  "DELETE /api/account-lines/supervisor/[supervisorId]/[lineType]": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id, lineType: "sortie" }),
    pathIds: ["supervisorId"],
    pathValues: { lineType: ["DEBUT", "fin", "", "debut\u0000", "x".repeat(10_000)] },
    body: () => ({ accountKey: "LIQUIDE" }),
    fields: { accountKey: kinds.text(120), date: kinds.day() },
    valid: 200,
  },

  "DELETE /api/transactions/supervisors/[supervisorId]/lines/[lineType]": {
    token: () => adminToken,
    params: () => supervisorLine(),
    pathIds: ["supervisorId"],
    pathValues: { lineType: ["DEBUT", "fin", "", "debut\u0000", "x".repeat(10_000)] },
    body: () => ({ accountKey: "LIQUIDE", date: today() }),
    fields: { accountKey: kinds.text(120), date: kinds.day() },
    valid: 200,
  },
  "POST /api/transactions/export": {
    token: () => adminToken,
    body: () => ({ format: "simple", period: "custom", customDate: today() }),
    fields: { format: kinds.choice(), period: kinds.choice(), customDate: kinds.day() },
    valid: 200,
  },
  "PUT /api/notifications/[id]/read": { token: () => adminToken, params: () => ({ id: ids.noteToRead! }), pathIds: ["id"], valid: 200 },
  "DELETE /api/notifications/[id]": { token: () => adminToken, params: () => ({ id: ids.noteToDelete! }), pathIds: ["id"], valid: 200 },
  "PUT /api/notifications/read-all": { token: () => adminToken, none: "no input: it marks the caller's own notifications", valid: 200 },
  "PUT /api/settings": {
    token: () => adminToken,
    body: () => ({ ecartTolerance: "1000", summaryTime: "20:30", unclosedDaysAlert: 3, ecartWarnPercent: 2, ecartGravePercent: 6, bandWidth: 3, bandMinDays: 10, deletionsPerDay: 5 }),
    fields: {
      ecartTolerance: MONEY(),
      summaryTime: { values: ["24:00", "2030", "20:3", " 20:30", "20:30\u0000", 2030, true, ["20:30"], { h: 20 }, "x".repeat(100_000)] },
      unclosedDaysAlert: kinds.number(30),
      ecartWarnPercent: kinds.number(100),
      ecartGravePercent: kinds.number(100),
      bandWidth: kinds.number(10),
      bandMinDays: kinds.number(30),
      deletionsPerDay: kinds.number(1000),
    },
    valid: 200,
  },
  "PATCH /api/alerts/[id]/acknowledge": {
    token: () => adminToken,
    params: () => ({ id: ids.alert! }),
    pathIds: ["id"],
    body: () => ({ comment: "Recompté\navec lui" }),
    fields: { comment: kinds.text(500, { multiline: true }) },
    valid: 200,
  },
  "POST /api/summary/send": {
    token: () => adminToken,
    body: () => ({ date: businessToday(), force: true }),
    fields: { date: kinds.day(), force: { values: ["true", 1, 0, "false", null, [true], { force: true }] } },
    valid: 200,
  },
  // last: the close locks the supervisor's day for every entry above, the reopening unlocks it
  "POST /api/transactions/supervisors/[supervisorId]/close": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id }),
    pathIds: ["supervisorId"],
    body: () => ({ justification: "Contrôle de fin de journée", date: today() }),
    fields: { justification: kinds.text(500, { multiline: true }), date: kinds.day() },
    valid: 200,
  },
  "POST /api/transactions/supervisors/[supervisorId]/reopen": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id }),
    pathIds: ["supervisorId"],
    body: () => ({ reason: "Vérification", date: today() }),
    fields: { reason: kinds.text(500, { multiline: true }), date: kinds.day() },
    valid: 200,
  },
};

const PERIOD_QUERY = { period: queryKinds.choice(), date: queryKinds.day() };
const FILTER_QUERY = {
  period: queryKinds.choice(),
  search: queryKinds.text(100),
  transactionType: queryKinds.choice(),
  accountType: queryKinds.choice(),
  supervisorId: queryKinds.id(),
  partnerId: queryKinds.id(),
  operatorId: queryKinds.choice(),
  type: queryKinds.choice(),
  page: queryKinds.page(100_000),
  limit: queryKinds.page(500),
  sortBy: queryKinds.choice(),
  sortOrder: queryKinds.choice(),
};
// format only names the file of /info (xlsx unless simple): a bounded, clean text, not a closed choice
const EXPORT_QUERY = { period: queryKinds.choice(), customDate: queryKinds.day(), format: { values: ["x".repeat(10_000), "a\u0000"] } };
const custom = () => ({ period: "custom", date: today() });

const READING: Record<string, Endpoint> = {
  "GET /api/reconciliation": {
    token: () => adminToken,
    query: () => ({ accountType: "WAVE", from: today(), to: today() }),
    queryFields: { supervisorId: queryKinds.id(), accountType: queryKinds.choice(), from: queryKinds.day(), to: queryKinds.day(), ecartsOnly: queryKinds.choice() },
  },
  "GET /api/reconciliation/statements": { token: () => adminToken, queryFields: { supervisorId: queryKinds.id(), accountType: queryKinds.choice() } },
  "GET /api/reconciliation/formats": { token: () => adminToken, none: "no input" },
  "GET /api/reconciliation/[supervisorId]/[accountType]/[day]": { token: () => adminToken, params: () => ({ supervisorId: sup.id, accountType: "WAVE", day: today() }), pathIds: ["supervisorId"] },
  "GET /api/health": { none: "no input" },
  "GET /api/audit": {
    token: () => adminToken,
    queryFields: { page: queryKinds.page(100_000), limit: queryKinds.page(100), supervisorId: queryKinds.id(), action: queryKinds.choice(), from: queryKinds.day(), to: queryKinds.day() },
  },
  "GET /api/notifications": { token: () => adminToken, queryFields: { limit: queryKinds.page(100), unreadOnly: queryKinds.choice() } },
  "GET /api/notifications/unread-count": { token: () => adminToken, none: "no input" },
  "GET /api/transactions/[id]/details": { token: () => adminToken, params: () => ({ id: ids.txToEdit! }), pathIds: ["id"] },
  "GET /api/transactions/account-types": { token: () => supToken, none: "no input" },
  "GET /api/transactions/transfers": {
    token: () => adminToken,
    queryFields: { period: queryKinds.choice(), supervisorId: queryKinds.id(), status: queryKinds.choice() },
  },
  "GET /api/transactions/transfers/[id]": { token: () => adminToken, params: () => ({ id: ids.transfer! }), pathIds: ["id"] },
  "GET /api/transactions/dashboard": { token: () => adminToken, query: custom, queryFields: PERIOD_QUERY },
  "GET /api/transactions/dashboard/admin": { token: () => adminToken, query: custom, queryFields: PERIOD_QUERY },
  "GET /api/transactions/dashboard/partner": { token: () => partnerToken, query: custom, queryFields: PERIOD_QUERY },
  "GET /api/transactions/dashboard/supervisor/[[...id]]": { token: () => adminToken, params: () => ({ id: sup.id }), pathIds: ["id"], query: custom, queryFields: PERIOD_QUERY },
  "GET /api/transactions/entities/search": { token: () => adminToken, queryFields: { q: queryKinds.text(100), type: queryKinds.choice(), limit: queryKinds.page(100) } },
  "GET /api/transactions/export/availability": { token: () => adminToken, query: () => ({ period: "custom", customDate: today() }), queryFields: EXPORT_QUERY },
  "GET /api/transactions/export/excel": { token: () => adminToken, query: () => ({ period: "custom", customDate: today() }), queryFields: EXPORT_QUERY },
  "GET /api/transactions/export/info": { token: () => adminToken, query: () => ({ period: "custom", customDate: today(), format: "xlsx" }), queryFields: EXPORT_QUERY },
  "GET /api/transactions/export/simple": { token: () => adminToken, query: () => ({ period: "custom", customDate: today() }), queryFields: EXPORT_QUERY },
  "GET /api/accountype": { token: () => adminToken, none: "no input" },
  "GET /api/account-lines/deletion-history": { token: () => adminToken, queryFields: { page: queryKinds.page(100_000), limit: queryKinds.page(100), supervisorId: queryKinds.id() } },
  "GET /api/recent": { token: () => adminToken, queryFields: FILTER_QUERY },
  "GET /api/transactions/lines/deletion-history": { token: () => adminToken, queryFields: { page: queryKinds.page(100_000), limit: queryKinds.page(100), supervisorId: queryKinds.id() } },
  "GET /api/transactions/partners/active": { token: () => adminToken, queryFields: { limit: queryKinds.page(100) } },
  "GET /api/transactions/partners/frequent-free": {
    token: () => adminToken,
    queryFields: { superviseurId: queryKinds.id(), daysBack: queryKinds.page(365), minTransactions: queryKinds.page(1_000) },
  },
  "GET /api/transactions/supervisors/available": { token: () => adminToken, queryFields: { limit: queryKinds.page(100) } },
  "GET /api/transactions/recent": { token: () => adminToken, queryFields: FILTER_QUERY },
  "GET /api/transactions/recent/paginated": { token: () => adminToken, queryFields: FILTER_QUERY },
  "GET /api/transactions/recent/export": { token: () => adminToken, queryFields: FILTER_QUERY },
  "GET /api/transactions/stats": { token: () => adminToken, queryFields: { period: queryKinds.choice() } },
  "GET /api/transactions/trend": { token: () => adminToken, queryFields: { days: queryKinds.page(365), supervisorId: queryKinds.id(), perSupervisor: queryKinds.choice() } },
  "GET /api/settings": { token: () => adminToken, none: "no input" },
  "GET /api/alerts": {
    token: () => adminToken,
    queryFields: { status: queryKinds.choice(), supervisorId: queryKinds.id(), kind: queryKinds.choice(), period: queryKinds.choice() },
  },
  "GET /api/summary": { token: () => adminToken, queryFields: { date: queryKinds.day() } },
  "GET /api/transactions/days/unclosed": { token: () => adminToken, none: "no input" },
  "GET /api/partner-balance": { token: () => adminToken, queryFields: { search: queryKinds.text(100) } },
  "GET /api/partner-balance/[partnerId]": { token: () => adminToken, params: () => ({ partnerId: partner.id }), pathIds: ["partnerId"] },
  "GET /api/partner-balance/[partnerId]/history": {
    token: () => adminToken,
    params: () => ({ partnerId: partner.id }),
    pathIds: ["partnerId"],
    queryFields: { page: queryKinds.page(100_000), limit: queryKinds.page(100), from: queryKinds.day(), to: queryKinds.day() },
  },
  "GET /api/users/[id]/code": { token: () => adminToken, params: () => ({ id: ids.target! }), pathIds: ["id"] },
  "GET /api/users/[id]/photo": { token: () => adminToken, params: () => ({ id: ids.target! }), pathIds: ["id"] },
  "GET /api/users/admin/dashboard": { token: () => adminToken, none: "no input" },
  "GET /api/users/all": {
    token: () => adminToken,
    queryFields: { showCodes: queryKinds.choice(), role: queryKinds.choice(), status: queryKinds.choice(), search: queryKinds.text(100), limit: queryKinds.page(1_000_000) },
  },
  "GET /api/users/partners": {
    token: () => adminToken,
    queryFields: { showCodes: queryKinds.choice(), status: queryKinds.choice(), search: queryKinds.text(100), page: queryKinds.page(100_000), limit: queryKinds.page(1_000_000) },
  },
  "GET /api/users/profile": { token: () => supToken, none: "no input" },
  "GET /api/users/registration-requests": { token: () => adminToken, queryFields: { status: queryKinds.choice(), limit: queryKinds.page(1_000_000) } },
  "GET /api/users/search/by-code": { token: () => adminToken, query: () => ({ code: "123456" }), queryFields: { code: { values: ["12345", "1234567", "abcdef", "12345\u0000", " ", "x".repeat(10_000)] } } },
  "GET /api/users/sms-outbox": { token: () => adminToken, queryFields: { status: queryKinds.choice(), to: queryKinds.text(30), limit: queryKinds.page(1_000_000) } },
};

// ---- the calls ---------------------------------------------------------------------------------------

interface BadCall {
  label: string;
  params: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  /** the status a refusal of this kind answers */
  status: 404 | 413 | 422 | "4xx";
}

const show = (v: unknown) => (v instanceof Raw ? v.json : JSON.stringify(v)?.slice(0, 40) ?? String(v));

function bodyText(body: Record<string, unknown>, field: string, value: unknown): string {
  if (!(value instanceof Raw)) return JSON.stringify({ ...body, [field]: value });
  return JSON.stringify({ ...body, [field]: "__raw__" }).replace('"__raw__"', value.json);
}

/** A body past the route's size limit is refused whole (413) before any field is read; under it, the field's 422. */
const statusOfBody = (text: string, endpoint: Endpoint): 413 | 422 =>
  Buffer.byteLength(text) > (endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) ? 413 : 422;

function badCalls(endpoint: Endpoint): BadCall[] {
  const params = endpoint.params?.() ?? {};
  const body = endpoint.body?.();
  const query = endpoint.query?.() ?? {};
  const calls: BadCall[] = [];
  const base = { params, query, ...(body ? { body: JSON.stringify(body) } : {}) };
  for (const name of endpoint.pathIds ?? []) {
    for (const value of PATH_IDS) calls.push({ ...base, label: `path ${name}=${show(value)}`, params: { ...params, [name]: value }, status: 404 });
    calls.push({ ...base, label: `path ${name}=${UNKNOWN_ID}`, params: { ...params, [name]: UNKNOWN_ID }, status: "4xx" });
  }
  for (const [name, values] of Object.entries(endpoint.pathValues ?? {})) {
    for (const value of values) calls.push({ ...base, label: `path ${name}=${show(value)}`, params: { ...params, [name]: value }, status: 422 });
  }
  if (body) {
    for (const [field, kind] of Object.entries(endpoint.fields ?? {})) {
      for (const value of kind.values) {
        const text = bodyText(body, field, value);
        calls.push({ ...base, label: `${field}=${show(value)}`, body: text, status: statusOfBody(text, endpoint) });
      }
    }
    for (const shape of SHAPES) calls.push({ ...base, label: `body ${shape}`, body: shape, status: 422 });
  }
  for (const [field, kind] of Object.entries(endpoint.queryFields ?? {})) {
    for (const value of kind.values) calls.push({ ...base, label: `?${field}=${show(value)}`, query: { ...query, [field]: value as string }, status: 422 });
  }
  return calls;
}

// English words zod or a driver would answer with: a French message has none of them
const ENGLISH = /\b(invalid|expected|required|received|must|should|error|undefined|string|number|object|array|syntax|unexpected|token)\b/i;

function refusalProblem(res: CallResult, expected: number | "4xx"): string | null {
  const b = res.body as { success?: unknown; message?: unknown; code?: unknown; data?: unknown } | null;
  const statusOk = expected === "4xx" ? res.status >= 400 && res.status < 500 : res.status === expected;
  if (!statusOk) return `answered ${res.status} (expected ${expected}): ${JSON.stringify(b)?.slice(0, 200)}`;
  if (!b || b.success !== false || b.data !== null || typeof b.code !== "string") return `not the error envelope: ${JSON.stringify(b)?.slice(0, 200)}`;
  if (typeof b.message !== "string" || !b.message.trim() || ENGLISH.test(b.message)) return `not a French message: ${JSON.stringify(b.message)}`;
  return null;
}

async function run(key: string, endpoint: Endpoint, method: string, route: string) {
  const handler = handlerOf(route, method);
  const token = endpoint.token?.();
  const problems: string[] = [];
  const calls = badCalls(endpoint);
  expect(calls.length > 0 || !!endpoint.none).toBe(true);
  const before = await digest();
  for (const c of calls) {
    const res = await call(handler, route, { method, token, params: c.params, body: c.body, query: c.query, headers: { "sec-fetch-site": "same-origin" } });
    const problem = refusalProblem(res, c.status);
    if (problem) problems.push(`${key} ${c.label}: ${problem}`);
  }
  expect(problems).toEqual([]);
  expect(await digest()).toEqual(before);
  return calls.length;
}

describe("every endpoint has its entry", () => {
  it("lists each POST, PUT, PATCH and DELETE of app/api (next-auth's aside) in MUTATING, and nothing else", () => {
    const found = mutatingEndpoints();
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((key) => !(key in MUTATING)).sort()).toEqual([]);
    expect(Object.keys(MUTATING).filter((key) => !found.includes(key)).sort()).toEqual([]);
  });

  it("lists each GET in READING, and nothing else", () => {
    const found = ROUTES.flatMap(({ file, route }) => methodsOf(file).filter((m) => m === "GET").map((m) => `${m} ${route}`));
    expect(found.filter((key) => !(key in READING)).sort()).toEqual([]);
    expect(Object.keys(READING).filter((key) => !found.includes(key)).sort()).toEqual([]);
  });
});

describe("mutating endpoints: every bad input is a 4xx with a French message, and the database does not move", () => {
  for (const [key, endpoint] of Object.entries(MUTATING)) {
    it(key, async () => {
      const [method, route] = key.split(" ") as [string, string];
      await run(key, endpoint, method, route);
      // the valid call succeeds: each refusal above came from the one value changed
      const res = await call(handlerOf(route, method), route, {
        method,
        token: endpoint.token?.(),
        params: endpoint.params?.(),
        body: endpoint.body?.(),
        headers: { "sec-fetch-site": "same-origin" },
      });
      expect([key, res.status, res.status === endpoint.valid ? "" : JSON.stringify(res.body)?.slice(0, 300)]).toEqual([key, endpoint.valid, ""]);
    });
  }
});

describe("reading endpoints: bad ids, pages, days and search terms are 4xx too, and change nothing", () => {
  for (const [key, endpoint] of Object.entries(READING)) {
    if (endpoint.none) continue;
    it(key, async () => {
      const [method, route] = key.split(" ") as [string, string];
      await run(key, endpoint, method, route);
    });
  }
});
