// The hot routes stay within their budgets (tests/perf/budgets.ts): statements per request and bytes per
// answer, deterministic where a timing on a shared machine is not; on PostgreSQL, every plan of their
// statements (the engine's functions' own statements included) reads transactions and account_lines
// through an index.
import { eq } from "drizzle-orm";
import { Client } from "pg";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Statement } from "@/lib/db/statements";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { seedScale } from "@/scripts/lib/scale-seed";
import { onPostgres } from "../setup/postgres";
import { createTestUser, loginAs } from "../helpers/users";
import { HOT_ROUTE_BUDGETS, type HotRoute } from "./budgets";
import { hotRequests, type Viewers } from "./hot-routes";
import { measure, overBudget, type Measured } from "./measure";

const measured = new Map<HotRoute, Measured>();

beforeAll(async () => {
  const db = await getDb();
  const yesterday = addDays(businessToday(), -1);
  const { code } = await seedScale(db, { supervisors: 20, partners: 60, days: 10, lastDay: yesterday });
  const admin = await createTestUser("ADMIN");
  const [supervisor] = await db.select({ id: users.id }).from(users).where(eq(users.telephone, "781000000"));
  const viewers: Viewers = {
    adminToken: await loginAs(admin, "10.23.0.1"),
    supervisorToken: await loginAs({ telephone: "781000000", code }, "10.23.0.2"),
    supervisorId: supervisor!.id,
    pastDay: addDays(yesterday, -1),
  };
  // each route once cold (caches, today's days opened), then measured warm, as a busy server answers it
  for (const n of [0, 1]) {
    for (const [route, request] of Object.entries(hotRequests(viewers, n)) as [HotRoute, ReturnType<typeof hotRequests>[HotRoute]][]) {
      const result = await measure(request.handler, request.path, request.options);
      if (result.status >= 300) throw new Error(`${route} : ${result.status} ${JSON.stringify(result.body)}`);
      measured.set(route, result);
    }
  }
}, 120_000);

describe.each(Object.keys(HOT_ROUTE_BUDGETS) as HotRoute[])("%s", (route) => {
  it("stays within its budget of statements and bytes", () => {
    const result = measured.get(route)!;
    const budget = HOT_ROUTE_BUDGETS[route];
    const within = result.statements.length <= budget.statements && result.bytes <= budget.bytes;
    if (!within) throw new Error(overBudget(route, result, budget));
  });
});

const describePostgres = onPostgres() ? describe : describe.skip;

describePostgres("plans on PostgreSQL", () => {
  it("reads transactions and account_lines through an index in every statement of the hot routes", async () => {
    const plans = await explainAll([...measured.values()].flatMap((m) => m.statements));
    expect(plans.length).toBeGreaterThan(10);
    const scans = plans.filter((plan) => /Seq Scan on (transactions|account_lines)\b/.test(plan));
    expect(scans).toEqual([]);
  });
});

/**
 * Runs the statements again on a connection of their own, each in a transaction rolled back, with
 * auto_explain logging every plan to the client (the PL/pgSQL functions' statements too). Sequential scans
 * are off, so a small table's cheaper scan does not hide a missing index: a plan that still reads a table
 * whole has no index it can use, as on the full year of data.
 */
async function explainAll(statements: Statement[]): Promise<string[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  const plans: string[] = [];
  client.on("notice", (notice) => {
    if (/plan:/.test(notice.message ?? "")) plans.push(notice.message!);
  });
  await client.connect();
  try {
    await client.query("LOAD 'auto_explain'");
    await client.query("SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET enable_seqscan = off");
    for (const statement of statements) {
      if (/^(BEGIN|COMMIT|ROLLBACK)\b/i.test(statement.text.trim())) continue;
      await client.query("BEGIN");
      await client.query("SET LOCAL client_min_messages = log");
      try {
        // a create again under a key of its own (its own key is taken: the replay would only read it back)
        const params = statement.params.map((p) => (typeof p === "string" && p.startsWith("budget-") ? `${p}-plan` : p));
        await client.query(statement.text, params);
      } finally {
        await client.query("ROLLBACK");
      }
    }
  } finally {
    await client.end();
  }
  return plans;
}
