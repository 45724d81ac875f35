// No request may hang the embedded database (PGlite serves one connection). The mechanism first: a query or a
// transaction started on the database itself from inside an open transaction fails at once (both engines),
// while work that goes on after the transaction has ended is free. Then every write route of app/api, each
// with every in-memory cache cold (the account types' 5 s copy made an edit read outside its transaction
// and wait for ever), one at a time and then ten at once: each answers, and /api/health still answers.
import { sql } from "drizzle-orm";
import { GET as health } from "@/app/api/health/route";
import { getDb, queryRows } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { OutsideTransactionError } from "@/lib/db/tx-scope";
import { clearCaches } from "@/lib/services/cache";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { call, type CallResult } from "../helpers/http";
import { handlerOf, mutatingEndpoints } from "../helpers/routes";
import { frenchCsv, upload, walletOps } from "../helpers/statements";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

/** Longer than any write takes here, far shorter than a hang. */
const ANSWER_WITHIN_MS = 15_000;

async function answered(what: string, request: Promise<CallResult>): Promise<CallResult> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} : aucune réponse en ${ANSWER_WITHIN_MS / 1000} s (base bloquée ?)`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([request, hung]);
  } finally {
    clearTimeout(timer);
  }
}

async function expectHealthy() {
  const res = await answered("GET /api/health", call(health, "/api/health"));
  expect(res.status).toBe(200);
}

/** The refusal, as thrown (a transaction) or as the cause of Drizzle's query error (a query). */
async function refusedAtOnce(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  const refusal = error instanceof OutsideTransactionError ? error : (error as { cause?: unknown } | null)?.cause;
  expect(refusal).toBeInstanceOf(OutsideTransactionError);
  expect((refusal as Error).message).toContain("Passez la transaction (tx) à la fonction appelée");
}

describe("a query around an open transaction", () => {
  it("fails at once instead of waiting for the transaction that waits for it", async () => {
    const db = await getDb();
    const seen: string[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await refusedAtOnce(db.execute(sql`SELECT 1`));
      await refusedAtOnce(db.select({ id: users.id }).from(users).limit(1));
      await refusedAtOnce(db.transaction(async () => undefined));
      // the transaction itself is still usable
      seen.push(String((await queryRows<{ n: number }>(tx, sql`SELECT 2 AS n`))[0]!.n));
    });
    expect(seen).toEqual(["2"]);
  });

  it("lets work started inside a transaction query freely once it has ended", async () => {
    const db = await getDb();
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => queryRows<{ n: number }>(db, sql`SELECT 3 AS n`));
    });
    await expect(later).resolves.toEqual([{ n: 3 }]);
    // and concurrent requests, each in its own context, are not refused
    await Promise.all([db.transaction((tx) => tx.execute(sql`SELECT 1`)), db.execute(sql`SELECT 1`), db.transaction((tx) => tx.execute(sql`SELECT 1`))]);
  });
});

// ---- every write route, with a valid call --------------------------------------------------------------

let admin: TestUser, sup: TestUser, other: TestUser, partner: TestUser;
let adminToken: string, supToken: string, otherToken: string, spareToken: string;
const ids: Record<string, string> = {};
const today = () => businessToday();
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(await getDb(), query))[0]!;

const send = (route: string, body: unknown, token?: string, method = "POST", params?: Record<string, string>, headers: Record<string, string> = {}) =>
  call(handlerOf(route, method), route, { method, body, token, params, headers: { "sec-fetch-site": "same-origin", ...headers } });

function ok(res: CallResult, what: string) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

interface Write {
  token: () => string;
  params?: () => Record<string, string>;
  body?: () => unknown;
  headers?: () => Record<string, string>;
  /** a route that takes a file rather than JSON: its own valid call */
  upload?: () => Promise<CallResult>;
}

let keyCounter = 0;
const freshKey = () => ({ "idempotency-key": `no-hang-${Date.now()}-${++keyCounter}` });

/** One valid call of every write route, in an order where each finds what it acts on. */
const WRITES: Record<string, Write> = {
  "POST /api/users/login": { token: () => "", body: () => ({ telephone: admin.telephone, Code: admin.code }) },
  "POST /api/users/logout": { token: () => spareToken },
  "POST /api/users/register-request": { token: () => "", body: () => ({ nomComplet: "Mariama Ba", telephone: "781240005", adresse: "Guédiawaye" }) },
  "POST /api/users/create": { token: () => adminToken, body: () => ({ nomComplet: "Ousmane Gueye", telephone: "781240006", role: "SUPERVISEUR" }) },
  "PUT /api/users/[id]": { token: () => adminToken, params: () => ({ id: ids.target! }), body: () => ({ nomComplet: "Awa Ndiaye Diallo", adresse: "Thiès" }) },
  "PATCH /api/users/[id]/suspend": { token: () => adminToken, params: () => ({ id: ids.target! }) },
  "PATCH /api/users/[id]/activate": { token: () => adminToken, params: () => ({ id: ids.target! }) },
  "POST /api/users/[id]/regenerate-code": { token: () => adminToken, params: () => ({ id: ids.target! }) },
  "POST /api/users/[id]/sessions/revoke": { token: () => adminToken, params: () => ({ id: ids.target! }) },
  "DELETE /api/users/[id]": { token: () => adminToken, params: () => ({ id: ids.doomed! }) },
  "PATCH /api/users/registration-requests/[id]/approve": { token: () => adminToken, params: () => ({ id: ids.toApprove! }), body: () => ({ role: "PARTENAIRE" }) },
  "PATCH /api/users/registration-requests/[id]/reject": { token: () => adminToken, params: () => ({ id: ids.toReject! }), body: () => ({ reason: "Numéro non joignable" }) },
  "POST /api/users/sms-outbox/[id]/retry": { token: () => adminToken, params: () => ({ id: ids.failedSms! }) },
  "PUT /api/users/profile": { token: () => supToken, body: () => ({ nomComplet: "Moussa Diop", adresse: "Pikine" }) },
  "POST /api/transactions/create": {
    token: () => supToken,
    body: () => ({ superviseurId: sup.id, typeOperation: "depot", montant: 2_500, typeCompte: "WAVE" }),
    headers: freshKey,
  },
  "POST /api/transactions/admin/create": {
    token: () => adminToken,
    body: () => ({ superviseurId: sup.id, typeOperation: "retrait", montant: 1_000, partenaireId: partner.id }),
    headers: freshKey,
  },
  "POST /api/transactions/transfers": {
    token: () => supToken,
    body: () => ({ fromAccount: "LIQUIDE", toSupervisorId: other.id, toAccount: "LIQUIDE", montant: 1_000 }),
    headers: freshKey,
  },
  "PATCH /api/transactions/transfers/[id]/contest": { token: () => otherToken, params: () => ({ id: ids.transferToContest! }), body: () => ({ reason: "Montant non reçu" }) },
  "PATCH /api/transactions/transfers/[id]/confirm": { token: () => otherToken, params: () => ({ id: ids.transferToConfirm! }) },
  "POST /api/reconciliation/statements": {
    token: () => adminToken,
    upload: () =>
      upload(handlerOf("/api/reconciliation/statements", "POST"), adminToken, { name: "releve.csv", bytes: frenchCsv(walletOps(addDays(today(), -2), 2, 3, 7)) }, { supervisorId: sup.id, accountType: "WAVE" }),
  },
  "POST /api/reconciliation/formats": {
    token: () => adminToken,
    body: () => ({ name: "Format sans blocage", columns: { date: "Date", amount: "Montant", balance: "Solde" } }),
  },
  "PATCH /api/reconciliation/[supervisorId]/[accountType]/[day]/comment": {
    token: () => supToken,
    params: () => ({ supervisorId: sup.id, accountType: "WAVE", day: today() }),
    body: () => ({ comment: "Retrait client non saisi" }),
  },
  "DELETE /api/reconciliation/statements/[id]": { token: () => adminToken, params: () => ({ id: ids.statement! }), body: () => ({ reason: "Mauvais superviseur" }) },
  "PUT /api/transactions/transfers/[id]": { token: () => adminToken, params: () => ({ id: ids.transferToContest! }), body: () => ({ montant: 1_500, reason: "Recompté" }) },
  "DELETE /api/transactions/transfers/[id]": { token: () => adminToken, params: () => ({ id: ids.transferToDelete! }), body: () => ({ reason: "Saisi deux fois" }) },
  "POST /api/transactions/allocations": { token: () => adminToken, body: () => ({ superviseurId: sup.id, montant: 50_000 }), headers: freshKey },
  "PATCH /api/accountype/[type]/toggle": { token: () => adminToken, params: () => ({ type: "RIA" }), body: () => ({ isActive: true }) },
  "PATCH /api/accountype/[type]/label": { token: () => adminToken, params: () => ({ type: "AUTRES" }), body: () => ({ label: "Tigo Cash" }) },
  "POST /api/transactions/partners/convert-free": { token: () => adminToken, body: () => ({ partenaireNom: "Client Libre", telephoneLibre: "781240009" }) },
  // the account type's change: the edit that hung once the types' copy had expired
  "PUT /api/transactions/[id]": { token: () => adminToken, params: () => ({ id: ids.txToEdit! }), body: () => ({ typeCompte: "ORANGE_MONEY" }) },
  "DELETE /api/transactions/[id]": { token: () => adminToken, params: () => ({ id: ids.txToDelete! }), body: () => ({ reason: "Saisie en double" }) },
  "POST /api/transactions/accounts": { token: () => adminToken, body: () => ({ supervisorId: sup.id, accountType: "AUTRES", initialBalance: 1_000, balance: 0 }) },
  "PATCH /api/transactions/supervisors/[supervisorId]/accounts/update": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id }),
    body: () => ({ accountType: "debut", accountKey: "LIQUIDE", newValue: 20_000, updatedAt: new Date().toISOString(), updatedBy: "ADMIN" }),
  },
  "PUT /api/transactions/supervisors/[supervisorId]/lines/[lineType]/reset": {
    token: () => supToken,
    params: () => ({ supervisorId: sup.id, lineType: "debut" }),
    body: () => ({ accountKey: "WAVE", newValue: 0 }),
  },
  "DELETE /api/transactions/supervisors/[supervisorId]/lines/[lineType]": {
    token: () => supToken,
    params: () => ({ supervisorId: sup.id, lineType: "debut" }),
    body: () => ({ accountKey: "WAVE" }),
  },
  "PATCH /api/account-lines/supervisor/[supervisorId]/[lineType]/update": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id, lineType: "sortie" }),
    body: () => ({ accountKey: "LIQUIDE", newValue: 4_000 }),
  },
  "PUT /api/account-lines/supervisor/[supervisorId]/[lineType]/reset": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id, lineType: "sortie" }),
    body: () => ({ accountKey: "LIQUIDE", newValue: 0 }),
  },
  "DELETE /api/account-lines/supervisor/[supervisorId]/[lineType]": {
    token: () => adminToken,
    params: () => ({ supervisorId: sup.id, lineType: "sortie" }),
    body: () => ({ accountKey: "LIQUIDE" }),
  },
  "POST /api/transactions/export": { token: () => adminToken, body: () => ({ format: "simple", period: "today" }) },
  "PUT /api/notifications/[id]/read": { token: () => adminToken, params: () => ({ id: ids.noteToRead! }) },
  "DELETE /api/notifications/[id]": { token: () => adminToken, params: () => ({ id: ids.noteToDelete! }) },
  "PUT /api/notifications/read-all": { token: () => adminToken },
  "PUT /api/settings": { token: () => adminToken, body: () => ({ ecartTolerance: 1_000 }) },
  "PATCH /api/alerts/[id]/acknowledge": { token: () => adminToken, params: () => ({ id: ids.alert! }), body: () => ({ comment: "Vu" }) },
  "POST /api/summary/send": { token: () => adminToken, body: () => ({ date: today(), force: true }) },
  "POST /api/transactions/supervisors/[supervisorId]/close": { token: () => supToken, params: () => ({ supervisorId: sup.id }), body: () => ({ justification: "Contrôle" }) },
  "POST /api/transactions/supervisors/[supervisorId]/reopen": { token: () => adminToken, params: () => ({ supervisorId: sup.id }), body: () => ({ reason: "Vérification" }) },
};

function callOf(key: string): Promise<CallResult> {
  const [method, route] = key.split(" ") as [string, string];
  const w = WRITES[key]!;
  if (w.upload) return w.upload();
  return send(route, w.body?.(), w.token() || undefined, method, w.params?.(), w.headers?.());
}

beforeAll(async () => {
  admin = await createTestUser("ADMIN", { nomComplet: "Admin No Hang" });
  sup = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  other = await createTestUser("SUPERVISEUR", { nomComplet: "Awa Fall" });
  partner = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" });
  [adminToken, supToken, otherToken, spareToken] = await Promise.all([loginAs(admin), loginAs(sup), loginAs(other), loginAs(admin)]);
  ok(await send("/api/transactions/accounts", { supervisorId: sup.id, accountType: "LIQUIDE", initialBalance: 100_000, balance: 0 }, adminToken), "account");
  const direct = (typeCompte: string) => send("/api/transactions/create", { superviseurId: sup.id, typeOperation: "depot", montant: 5_000, typeCompte }, supToken, "POST", undefined, freshKey());
  ids.txToEdit = ok(await direct("LIQUIDE"), "tx").body.data.transaction.id;
  ids.txToDelete = ok(await direct("LIQUIDE"), "tx").body.data.transaction.id;
  ok(await direct("WAVE"), "tx");
  ok(await send("/api/transactions/create", { superviseurId: sup.id, typeOperation: "depot", montant: 1_500, partenaireNom: "Client Libre" }, supToken, "POST", undefined, freshKey()), "free partner");
  const transfer = () => send("/api/transactions/transfers", { fromAccount: "LIQUIDE", toSupervisorId: other.id, toAccount: "LIQUIDE", montant: 2_000 }, supToken, "POST", undefined, freshKey());
  ids.transferToContest = ok(await transfer(), "transfer").body.data.transfer.id;
  ids.transferToDelete = ok(await transfer(), "transfer").body.data.transfer.id;
  ids.transferToConfirm = ok(await transfer(), "transfer").body.data.transfer.id;
  // an operator's statement to delete (its import is called above, with the other writes)
  ids.statement = (await one<{ id: string }>(sql`INSERT INTO statements (supervisor_id, account_type, file_name, rows, stored, duplicates, from_day, to_day) VALUES (${sup.id}, 'WAVE', 'releve.csv', 0, 0, 0, ${today()}::date, ${today()}::date) RETURNING id`)).id;
  ids.target = ok(await send("/api/users/create", { nomComplet: "Awa Ndiaye", telephone: "781240001", role: "PARTENAIRE" }, adminToken), "user").body.data.user.id;
  ids.doomed = ok(await send("/api/users/create", { nomComplet: "Cheikh Sow", telephone: "781240002", role: "PARTENAIRE" }, adminToken), "user").body.data.user.id;
  for (const [key, telephone] of [["toApprove", "781240003"], ["toReject", "781240004"]] as const) {
    ok(await send("/api/users/register-request", { nomComplet: `Demandeur ${key}`, telephone, adresse: "Louga" }), "request");
    ids[key] = (await one<{ id: string }>(sql`SELECT id FROM registration_requests WHERE telephone = ${telephone}`)).id;
  }
  const notes = await queryRows<{ id: string }>(await getDb(), sql`SELECT id FROM notifications WHERE user_id = ${admin.id} ORDER BY created_at`);
  [ids.noteToRead, ids.noteToDelete] = notes.map((n) => n.id);
  ids.failedSms = (await one<{ id: string }>(sql`UPDATE sms_outbox SET status = 'failed', last_error = 'test' WHERE id = (SELECT id FROM sms_outbox ORDER BY created_at LIMIT 1) RETURNING id`)).id;
  ids.alert = (await one<{ id: string }>(sql`INSERT INTO alerts (key, kind, level, supervisor_id, day, reason) VALUES ('no-hang', 'ECART', 'grave', ${sup.id}, ${today()}::date, 'Écart de test') RETURNING id`)).id;
});

it("has a call for every write route of app/api", () => {
  const found = mutatingEndpoints();
  expect(found.filter((key) => !(key in WRITES)).sort()).toEqual([]);
  expect(Object.keys(WRITES).filter((key) => !found.includes(key)).sort()).toEqual([]);
});

describe("every write route with cold caches, one at a time", () => {
  for (const key of Object.keys(WRITES)) {
    it(key, async () => {
      clearCaches();
      const res = await answered(key, callOf(key));
      expect({ key, status: res.status, body: res.status < 300 ? null : res.body }).toEqual({ key, status: res.status < 300 ? res.status : 200, body: null });
      await expectHealthy();
    });
  }
});

it("ten writes at once, with cold caches: each answers, and the server still answers", async () => {
  const sups = await Promise.all(Array.from({ length: 5 }, (_, i) => createTestUser("SUPERVISEUR", { nomComplet: `Kiosque ${i}` })));
  const tokens = await Promise.all(sups.map((s) => loginAs(s)));
  const created = await Promise.all(
    sups.map((s, i) => send("/api/transactions/create", { superviseurId: s.id, typeOperation: "depot", montant: 1_000, typeCompte: "LIQUIDE" }, tokens[i], "POST", undefined, freshKey())),
  );
  const txIds = created.map((r) => ok(r, "set-up").body.data.transaction.id as string);
  clearCaches();
  const burst: Promise<CallResult>[] = [
    ...txIds.map((id) => send("/api/transactions/[id]", { typeCompte: "WAVE" }, adminToken, "PUT", { id })),
    ...sups.map((s, i) =>
      send("/api/transactions/transfers", { fromAccount: "LIQUIDE", toSupervisorId: sups[(i + 1) % sups.length]!.id, toAccount: "WAVE", montant: 100 }, tokens[i], "POST", undefined, freshKey()),
    ),
  ];
  const answers = await Promise.all(burst.map((request, i) => answered(`requête ${i + 1} sur 10`, request)));
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 201, 201, 201, 201, 201]);
  await expectHealthy();
  expect(today()).toBe(businessToday());
});
