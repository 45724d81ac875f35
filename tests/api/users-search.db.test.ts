// The admin's users list at scale: searched, filtered and paged by the server, so the oldest of 400 users is
// one search away, whatever its page. On both engines.
import { GET as all } from "@/app/api/users/all/route";
import { call } from "../helpers/http";
import { roleTokens, type RoleTokens } from "../helpers/roles";
import { createTestUser } from "../helpers/users";

let tokens: RoleTokens;
const USERS = 400;

beforeAll(async () => {
  tokens = await roleTokens();
  // the oldest, then 399 newer ones (created one after another: the list is newest first); they never log in,
  // so they share one code, sealed once
  await createTestUser("SUPERVISEUR", { nomComplet: "Aïssatou Ndiâye Doyenne", telephone: "770000401" });
  for (let i = 1; i < USERS; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, USERS - i) }, (_, k) =>
        createTestUser(i + k < 300 ? "PARTENAIRE" : "SUPERVISEUR", { nomComplet: `Client ${String(i + k).padStart(3, "0")}`, code: "135790", status: (i + k) % 10 === 0 ? "SUSPENDED" : "ACTIVE" }),
      ),
    );
  }
}, 120_000);

const list = (query: Record<string, string | number>) => call(all, "/api/users/all", { token: tokens.adminToken, query });
const names = (res: Awaited<ReturnType<typeof list>>) => (res.body.data.users as { nomComplet: string }[]).map((u) => u.nomComplet);
// the users roleTokens made (one supervisor, one partner) are listed too
const TOTAL = USERS + 2;

describe("GET /api/users/all at scale", () => {
  it("pages every user, newest first, each once, and says how many pages", async () => {
    const seen = new Set<string>();
    let pages = 0;
    for (let page = 1; ; page++) {
      const res = await list({ page, limit: 100 });
      expect(res.status).toBe(200);
      expect(res.body.data.pagination).toEqual({ page, limit: 100, total: TOTAL, totalPages: Math.ceil(TOTAL / 100) });
      expect(res.body.data.total).toBe(TOTAL);
      for (const user of res.body.data.users as { id: string }[]) seen.add(user.id);
      pages = page;
      if (page >= res.body.data.pagination.totalPages) break;
    }
    expect(pages).toBe(5);
    expect(seen.size).toBe(TOTAL);
    // the oldest three: the doyenne at the end of page 4, roleTokens' two users alone on page 5
    expect(names(await list({ page: 4, limit: 100 })).at(-1)).toBe("Aïssatou Ndiâye Doyenne");
    expect(names(await list({ page: 5, limit: 100 }))).toHaveLength(2);
    // past the last page: nothing, not an error
    expect(names(await list({ page: 6, limit: 100 }))).toEqual([]);
  });

  it("finds the oldest by name, case- and accent-blind, or by phone, on the first page", async () => {
    for (const search of ["aissatou", "NDIAYE doy", "Aïssatou", "ndiâye", "77 000 04 01"]) {
      const res = await list({ search });
      expect([search, names(res)]).toEqual([search, ["Aïssatou Ndiâye Doyenne"]]);
      expect(res.body.data.pagination.total).toBe(1);
    }
  });

  it("filters by role and status on the server, with their own totals", async () => {
    const suspended = await list({ status: "SUSPENDED", limit: 100 });
    expect(suspended.body.data.pagination.total).toBe(39);
    expect((suspended.body.data.users as { status: string }[]).every((u) => u.status === "SUSPENDED")).toBe(true);
    const supervisors = await list({ role: "SUPERVISEUR", status: "ACTIVE", search: "client 3", limit: 100 });
    // Client 300..399 are supervisors, every tenth suspended
    expect(supervisors.body.data.pagination.total).toBe(90);
    const partnersPage2 = await list({ role: "PARTENAIRE", page: 2, limit: 50 });
    expect(partnersPage2.body.data.pagination).toEqual({ page: 2, limit: 50, total: 300, totalPages: 6 });
  });

  it("refuses a page that is not a whole number from 1, in French, and changes nothing", async () => {
    for (const page of ["0", "-1", "1e3", "2.5", "abc", "100001"]) {
      const res = await list({ page });
      expect([page, res.status]).toEqual([page, 422]);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});
