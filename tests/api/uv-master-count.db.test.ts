// UV Master counted by the supervisor who holds it (lib/domain/uv-master.ts): after an allocation, or with a
// balance carried from his last day, he records its Fin like any account's and his GR comes back; he never adds
// to it (a Début), never without holding it that day, never on another kiosk; the admin records anything. Through
// the real route handlers: a new entry (with and without Idempotency-Key), a correction moving a Début/Fin.
import { sql } from "drizzle-orm";
import { POST as create } from "@/app/api/transactions/create/route";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { POST as allocate } from "@/app/api/transactions/allocations/route";
import { PUT as edit } from "@/app/api/transactions/[id]/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { POST as closeDay } from "@/app/api/transactions/supervisors/[supervisorId]/close/route";
import { getDb, queryRows } from "@/lib/db/client";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { call, expectStatus } from "../helpers/http";
import { countTransactions, valueOf } from "../helpers/ledger";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

const NOT_HELD = "Vous n'avez pas de crédit UV Master aujourd'hui (ni allocation ni solde reporté) : rien à compter sur ce compte";
const NO_DEBUT = "Le crédit UV Master ne s'ajoute que par une allocation de l'administrateur : vous saisissez seulement sa Fin comptée";

let admin: TestUser;
let adminToken: string;
let keys = 0;
const freshKey = () => ({ "idempotency-key": `uv-count-${++keys}` });

beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  adminToken = await loginAs(admin);
});

async function supervisor(name: string) {
  const user = await createTestUser("SUPERVISEUR", { nomComplet: name });
  return { user, token: await loginAs(user) };
}
const entry = (superviseurId: string, over: Record<string, unknown> = {}) => ({ superviseurId, typeOperation: "retrait", montant: 1_000, typeCompte: "UV_MASTER", ...over });
const grOf = async (token: string) => (await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token })).body.data.dashboard.totaux.grTotal as number;

describe("a supervisor's Fin on UV Master", () => {
  it("is refused while he holds no UV Master that day, nothing written; allowed once allocated, GR back, the close asks nothing", async () => {
    const { user: sup, token } = await supervisor("Cheikh Ndiaye");
    const before = await call(create, "/api/transactions/create", { token, body: entry(sup.id, { montant: 100_000 }), headers: freshKey() });
    expect([before.status, before.body.message]).toEqual([403, NOT_HELD]);
    expect(await countTransactions(sup.id)).toBe(0);
    expect(await valueOf(sup.id, "sortie", "UV_MASTER")).toBeNull();

    expectStatus(await call(allocate, "/x", { token: adminToken, body: { superviseurId: sup.id, montant: 100_000 }, headers: freshKey() }), 201);
    // the oracle: an allocated Début of 100 000 F and nothing else, so his GR is -100 000 F until he counts it
    expect(await grOf(token)).toBe(-100_000);
    const early = await call(closeDay, "/x", { token, params: { supervisorId: sup.id }, body: {} });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain("une justification est requise");

    // he sold 30 000 F of credit: 70 000 F left on UV Master, 30 000 F of cash counted in his Liquide
    const headers = freshKey();
    const counted = expectStatus(await call(create, "/api/transactions/create", { token, body: entry(sup.id, { montant: 70_000 }), headers }), 201);
    expect(counted.body.data).toMatchObject({ transaction: { type: "FIN_JOURNEE", accountKey: "UV_MASTER", lineType: "sortie" }, lineValue: 70_000 });
    // the same key again: the first answer, nothing recorded twice
    const replay = expectStatus(await call(create, "/api/transactions/create", { token, body: entry(sup.id, { montant: 70_000 }), headers }), 200);
    expect(replay.body.data.replayed).toBe(true);
    expectStatus(await call(create, "/api/transactions/create", { token, body: entry(sup.id, { typeCompte: "LIQUIDE", montant: 30_000 }), headers: freshKey() }), 201);
    expect(await countTransactions(sup.id)).toBe(3);
    expect(await grOf(token)).toBe(-100_000 + 70_000 + 30_000);

    const closed = expectStatus(await call(closeDay, "/x", { token, params: { supervisorId: sup.id }, body: {} }), 200);
    expect(closed.body.data).toMatchObject({ gr: 0, missingFin: [] });
  });

  it("is allowed with a balance carried from his last day, without a key too", async () => {
    const { user: sup, token } = await supervisor("Mame Diarra");
    const yesterday = addDays(businessToday(), -1);
    // his last day ended with 40 000 F of UV Master counted: today's Début carries it (the day's first write opens it)
    await queryRows(await getDb(), sql`INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq) VALUES (${sup.id}::uuid, ${yesterday}::date, 'sortie', 'UV_MASTER', 40000, 40000, 0) RETURNING 1`);
    const res = expectStatus(await call(create, "/api/transactions/create", { token, body: entry(sup.id, { montant: 40_000 }) }), 201);
    expect(res.body.data.lineValue).toBe(40_000);
    expect(await valueOf(sup.id, "debut", "UV_MASTER")).toBe(40_000);
    expect(await grOf(token)).toBe(0);
  });
});

describe("what stays refused", () => {
  it("a Début on UV Master by a supervisor, even holding it; a Fin on another kiosk's; the admin records both", async () => {
    const { user: sup, token } = await supervisor("Pape Sow");
    const { user: other } = await supervisor("Aïda Fall");
    expectStatus(await call(allocate, "/x", { token: adminToken, body: { superviseurId: sup.id, montant: 50_000 }, headers: freshKey() }), 201);
    expectStatus(await call(allocate, "/x", { token: adminToken, body: { superviseurId: other.id, montant: 50_000 }, headers: freshKey() }), 201);

    const debut = await call(create, "/api/transactions/create", { token, body: entry(sup.id, { typeOperation: "depot" }), headers: freshKey() });
    expect([debut.status, debut.body.message]).toEqual([403, NO_DEBUT]);
    const onOther = await call(create, "/api/transactions/create", { token, body: entry(other.id), headers: freshKey() });
    expect([onOther.status, onOther.body.message]).toEqual([403, "Vous ne pouvez enregistrer des transactions que pour vous-même"]);
    expect(await valueOf(sup.id, "debut", "UV_MASTER")).toBe(50_000);
    expect(await valueOf(other.id, "sortie", "UV_MASTER")).toBeNull();

    expectStatus(await call(adminCreate, "/api/transactions/admin/create", { token: adminToken, body: entry(sup.id, { typeOperation: "depot", montant: 5_000 }) }), 201);
    expect(await valueOf(sup.id, "debut", "UV_MASTER")).toBe(55_000);
    // a supervisor without any UV Master line: the admin may still count one for him
    const { user: bare } = await supervisor("Omar Ba");
    expectStatus(await call(adminCreate, "/api/transactions/admin/create", { token: adminToken, body: entry(bare.id, { montant: 5_000 }) }), 201);
  });
});

describe("a correction moving a Début/Fin", () => {
  it("follows the same rule: a Fin moves to UV Master only on a day he holds it, a Début never", async () => {
    const { user: sup, token } = await supervisor("Lamine Diallo");
    const fin = expectStatus(await call(create, "/api/transactions/create", { token, body: entry(sup.id, { typeCompte: "WAVE", montant: 8_000 }) }), 201).body.data.transaction.id as string;
    const debut = expectStatus(await call(create, "/api/transactions/create", { token, body: entry(sup.id, { typeCompte: "LIQUIDE", typeOperation: "depot", montant: 9_000 }) }), 201).body.data.transaction.id as string;
    const move = (id: string, body: Record<string, unknown>) => call(edit, `/api/transactions/${id}`, { method: "PUT", token, params: { id }, body });

    let res = await move(fin, { typeCompte: "UV_MASTER" });
    expect([res.status, res.body.message]).toEqual([403, NOT_HELD]);
    expect([await valueOf(sup.id, "sortie", "WAVE"), await valueOf(sup.id, "sortie", "UV_MASTER")]).toEqual([8_000, null]);

    expectStatus(await call(allocate, "/x", { token: adminToken, body: { superviseurId: sup.id, montant: 20_000 }, headers: freshKey() }), 201);
    res = await move(debut, { typeCompte: "UV_MASTER" });
    expect([res.status, res.body.message]).toEqual([403, NO_DEBUT]);
    expect(await valueOf(sup.id, "debut", "UV_MASTER")).toBe(20_000);

    expectStatus(await move(fin, { typeCompte: "UV_MASTER" }), 200);
    expect([await valueOf(sup.id, "sortie", "WAVE"), await valueOf(sup.id, "sortie", "UV_MASTER")]).toEqual([0, 8_000]);
    // his UV Master Fin corrected: its amount
    expectStatus(await move(fin, { montant: 12_000 }), 200);
    expect(await valueOf(sup.id, "sortie", "UV_MASTER")).toBe(12_000);
  });

  it("an admin's UV Master Début on his day: its amount is not his to change", async () => {
    const { user: sup, token } = await supervisor("Ndeye Gueye");
    const id = expectStatus(await call(adminCreate, "/api/transactions/admin/create", { token: adminToken, body: entry(sup.id, { typeOperation: "depot", montant: 5_000 }) }), 201).body.data.transaction.id as string;
    const res = await call(edit, `/api/transactions/${id}`, { method: "PUT", token, params: { id }, body: { montant: 500_000 } });
    expect([res.status, res.body.message]).toEqual([403, NO_DEBUT]);
    expect(await valueOf(sup.id, "debut", "UV_MASTER")).toBe(5_000);
  });
});
