// GET /api/audit: every audit row, filtered by supervisor, action and dates in APP_TIMEZONE; admin only.
import { GET as audit } from "@/app/api/audit/route";
import { getDb } from "@/lib/db/client";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { deleteLine, resetLine } from "@/lib/services/ledger/line-actions";
import { deleteTransaction } from "@/lib/services/ledger/transactions";
import { createTransaction } from "@/lib/services/ledger/entries";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { call } from "../helpers/http";
import { asActor, createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser, sup: TestUser, other: TestUser, adminToken: string;

beforeAll(async () => {
  admin = await createTestUser("ADMIN", { nomComplet: "Chef Admin" });
  sup = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  other = await createTestUser("SUPERVISEUR", { nomComplet: "Awa Ndiaye" });
  adminToken = await loginAs(admin);
  const s = asActor(sup);
  const db = await getDb();
  const t = await createTransaction(db, s, transactionPayloadSchema.parse({ superviseurId: sup.id, typeOperation: "depot", montant: 5_000, typeCompte: "WAVE" }));
  await resetLine(db, s, { supervisorId: sup.id, lineType: "debut", accountKey: "WAVE", newValue: 0 });
  await deleteTransaction(db, asActor(admin), t.transaction.id, "erreur de saisie");
  await createTransaction(db, asActor(other), transactionPayloadSchema.parse({ superviseurId: other.id, typeOperation: "depot", montant: 1_000, typeCompte: "LIQUIDE" }));
  await deleteLine(db, asActor(admin), { supervisorId: other.id, lineType: "debut", accountKey: "LIQUIDE" });
});

it("lists who did what, when, before → after and why, newest first", async () => {
  const res = await call(audit, "/api/audit", { token: adminToken, query: { supervisorId: sup.id } });
  expect(res.status).toBe(200);
  const entries = res.body.data.entries;
  expect(entries.map((e: { action: string }) => e.action)).toEqual(["TRANSACTION_DELETED", "AUDIT_MODIFICATION", "TRANSACTION_CREATED"]);
  expect(entries[0]).toMatchObject({ label: "Transaction supprimée", actorName: "Chef Admin", actorRole: "ADMIN", reason: "erreur de saisie", supervisorName: "Moussa Diop" });
  expect(entries[1]).toMatchObject({ label: "Modification/Reset", actorName: "Moussa Diop", changes: [{ field: "value", before: 5_000, after: 0 }] });
  expect(entries[1].when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
});

it("filters by action and by dates of the business day", async () => {
  const deletions = await call(audit, "/api/audit", { token: adminToken, query: { action: "AUDIT_SUPPRESSION" } });
  expect(deletions.body.data.entries).toHaveLength(1);
  expect(deletions.body.data.entries[0]).toMatchObject({ supervisorName: "Awa Ndiaye", entity: "account_line" });
  const today = businessToday();
  expect((await call(audit, "/api/audit", { token: adminToken, query: { from: today, to: today } })).body.data.pagination.total).toBe(5);
  expect((await call(audit, "/api/audit", { token: adminToken, query: { to: addDays(today, -1) } })).body.data.entries).toHaveLength(0);
  expect((await call(audit, "/api/audit", { token: adminToken, query: { from: addDays(today, 1) } })).body.data.entries).toHaveLength(0);
  const paged = await call(audit, "/api/audit", { token: adminToken, query: { limit: 2, page: 2 } });
  expect(paged.body.data.entries).toHaveLength(2);
  expect(paged.body.data.pagination).toMatchObject({ page: 2, limit: 2 });
  expect((await call(audit, "/api/audit", { token: adminToken, query: { action: "NOPE" } })).body.message).toBe("Action inconnue");
});

it("is the admin's only", async () => {
  for (const user of [sup, await createTestUser("PARTENAIRE")]) {
    const res = await call(audit, "/api/audit", { token: await loginAs(user) });
    expect(res.status).toBe(403);
  }
});
