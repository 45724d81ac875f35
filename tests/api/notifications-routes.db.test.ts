// Notifications: each user reads and manages only his own; admins hear of supervisors' deletions.
import { GET as list } from "@/app/api/notifications/route";
import { GET as unread } from "@/app/api/notifications/unread-count/route";
import { PUT as readAll } from "@/app/api/notifications/read-all/route";
import { PUT as readOne } from "@/app/api/notifications/[id]/read/route";
import { DELETE as remove } from "@/app/api/notifications/[id]/route";
import { getDb } from "@/lib/db/client";
import { deleteLine } from "@/lib/services/ledger/line-actions";
import { deleteTransaction } from "@/lib/services/ledger/transactions";
import { createTransaction } from "@/lib/services/ledger/entries";
import { notifyAdmins } from "@/lib/services/notifications";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { call } from "../helpers/http";
import { asActor, createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser, sup: TestUser, adminToken: string, supToken: string;

beforeAll(async () => {
  admin = await createTestUser("ADMIN", { nomComplet: "Chef" });
  sup = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  [adminToken, supToken] = await Promise.all([loginAs(admin), loginAs(sup)]);
});

it("tells the admins when a supervisor deletes a transaction or a line, not when the admin does", async () => {
  const s = asActor(sup);
  const db = await getDb();
  const create = () => createTransaction(db, s, transactionPayloadSchema.parse({ superviseurId: sup.id, typeOperation: "depot", montant: 2_500, typeCompte: "WAVE" }));
  const mine = await create();
  await deleteTransaction(db, s, mine.transaction.id, "erreur");
  const byAdmin = await create();
  await deleteTransaction(db, asActor(admin), byAdmin.transaction.id, "contrôle");
  await create();
  await deleteLine(db, s, { supervisorId: sup.id, lineType: "debut", accountKey: "WAVE" });
  const res = await call(list, "/api/notifications", { token: adminToken });
  expect(res.status).toBe(200);
  expect(res.body.data.unreadCount).toBe(2);
  expect(res.body.data.notifications.map((n: { title: string }) => n.title)).toEqual(["Ligne supprimée par un superviseur", "Transaction supprimée par un superviseur"]);
  expect(res.body.data.notifications[1]).toMatchObject({ kind: "SUPERVISOR_DELETION", unread: true, link: "/admin/audit" });
  expect(res.body.data.notifications[1].message).toMatch(/^Moussa Diop a supprimé une transaction de 2\u00a0500\u00a0F \(WAVE, \d{2}\/\d{2}\/\d{4}\)\. Raison : erreur$/);
});

it("marks one read, counts, marks all read, deletes, and never touches another user's", async () => {
  await notifyAdmins(await getDb(), { kind: "TEST", title: "Essai", message: "Bonjour" });
  const before = await call(unread, "/api/notifications/unread-count", { token: adminToken });
  expect(before.body.data.unreadCount).toBe(3);
  const { notifications } = (await call(list, "/api/notifications", { token: adminToken, query: { limit: 1 } })).body.data;
  expect(notifications).toHaveLength(1);
  const id = notifications[0].id;

  const foreign = await call(readOne, `/api/notifications/${id}/read`, { method: "PUT", token: supToken, params: { id } });
  expect([foreign.status, foreign.body.message]).toEqual([404, "Notification non trouvée"]);
  expect((await call(remove, `/api/notifications/${id}`, { method: "DELETE", token: supToken, params: { id } })).status).toBe(404);

  const read = await call(readOne, `/api/notifications/${id}/read`, { method: "PUT", token: adminToken, params: { id } });
  expect(read.body.data).toEqual({ id, unreadCount: 2 });
  expect((await call(list, "/api/notifications", { token: adminToken, query: { unreadOnly: "true" } })).body.data.notifications).toHaveLength(2);
  expect((await call(readAll, "/api/notifications/read-all", { method: "PUT", token: adminToken })).body.data).toEqual({ updated: 2, unreadCount: 0 });
  const gone = await call(remove, `/api/notifications/${id}`, { method: "DELETE", token: adminToken, params: { id } });
  expect([gone.status, gone.body.message]).toEqual([200, "Notification supprimée"]);
  expect((await call(list, "/api/notifications", { token: adminToken })).body.data.notifications).toHaveLength(2);
  expect((await call(remove, "/api/notifications/nope", { method: "DELETE", token: adminToken, params: { id: "nope" } })).status).toBe(404);
});

it("lets every role read his own list, and nobody without a session", async () => {
  const partner = await createTestUser("PARTENAIRE");
  const res = await call(list, "/api/notifications", { token: await loginAs(partner) });
  expect(res.body.data).toEqual({ notifications: [], unreadCount: 0 });
  expect((await call(list, "/api/notifications")).status).toBe(401);
});
