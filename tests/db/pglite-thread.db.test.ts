// PGlite on its worker thread (lib/db/pglite-thread.ts): what Drizzle and the services rely on from
// the in-process PGlite must hold through the thread: rows and types, the driver's error fields,
// transactions that commit or roll back whole, other queries waiting for an open transaction.
import { PGliteThread } from "@/lib/db/pglite-thread";
import { isUniqueViolation, pgErrorCode } from "@/lib/db/errors";

let db: PGliteThread;
beforeAll(async () => {
  db = new PGliteThread();
  await db.waitReady;
  await db.query("CREATE TABLE t (id int PRIMARY KEY, at timestamptz, day date, amount bigint, CONSTRAINT t_amount_positive CHECK (amount > 0))");
});
afterAll(async () => {
  await db.close();
});

it("answers rows as objects or arrays, with dates and timestamps as PostgreSQL's text (as Drizzle asks)", async () => {
  await db.query("INSERT INTO t VALUES ($1, $2, $3, $4)", [1, "2026-11-23T10:00:00Z", "2026-11-23", 5]);
  const objects = await db.query("SELECT id, at, day, amount FROM t WHERE id = $1", [1]);
  expect(objects.rows).toEqual([{ id: 1, at: "2026-11-23 10:00:00+00", day: "2026-11-23", amount: 5 }]);
  expect(objects.fields.map((f) => f.name)).toEqual(["id", "at", "day", "amount"]);
  const arrays = await db.query("SELECT id, day FROM t", [], { rowMode: "array" });
  expect(arrays.rows).toEqual([[1, "2026-11-23"]]);
  expect((await db.query("UPDATE t SET amount = 6 WHERE id = 1")).affectedRows).toBe(1);
});

it("gives back the driver's error fields the services read", async () => {
  const duplicate = await db.query("INSERT INTO t VALUES (1, now(), current_date, 1)").catch((e: unknown) => e);
  expect(isUniqueViolation(duplicate, "t_pkey")).toBe(true);
  const check = await db.query("INSERT INTO t VALUES (2, now(), current_date, 0)").catch((e: unknown) => e);
  expect(pgErrorCode(check)).toBe("23514");
  const raised = await db
    .query("DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'CA001', MESSAGE = 'hors bornes', DETAIL = '42', HINT = 'LIQUIDE'; END $$")
    .catch((e: unknown) => e);
  expect(raised).toMatchObject({ code: "CA001", message: "hors bornes", detail: "42", hint: "LIQUIDE" });
  expect(raised).toBeInstanceOf(Error);
});

it("commits a transaction whole, and rolls it back whole when its callback throws", async () => {
  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO t VALUES (10, now(), current_date, 1)");
    await tx.query("INSERT INTO t VALUES (11, now(), current_date, 1)");
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (12, now(), current_date, 1)");
      throw new Error("refusé");
    }),
  ).rejects.toThrow("refusé");
  await expect(
    db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (13, now(), current_date, 1)");
      await tx.query("INSERT INTO t VALUES (10, now(), current_date, 1)"); // duplicate: the whole transaction goes
    }),
  ).rejects.toMatchObject({ code: "23505" });
  const { rows } = await db.query("SELECT id FROM t WHERE id >= 10 ORDER BY id", [], { rowMode: "array" });
  expect(rows).toEqual([[10], [11]]);
});

it("makes other queries wait for an open transaction, as in-process PGlite does", async () => {
  const order: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const tx = db.transaction(async (t) => {
    await t.query("UPDATE t SET amount = 100 WHERE id = 1");
    order.push("tx: updated");
    await gate;
    order.push("tx: committing");
  });
  await new Promise((r) => setTimeout(r, 50));
  const outside = db.query("SELECT amount FROM t WHERE id = 1").then((r) => {
    order.push("outside: read");
    return r.rows[0];
  });
  await new Promise((r) => setTimeout(r, 50));
  release();
  await tx;
  expect(await outside).toEqual({ amount: 100 });
  expect(order).toEqual(["tx: updated", "tx: committing", "outside: read"]);
});

it("refuses further queries once closed", async () => {
  const other = new PGliteThread();
  await other.waitReady;
  await other.close();
  await expect(other.query("SELECT 1")).rejects.toThrow();
});
