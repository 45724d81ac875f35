// The database functions live in lib/db/functions/*.sql, applied after the migrations at every start-up like a
// repeatable migration (lib/db/apply-functions.ts): once per change of the files, every function defined once, a
// signature free to change, the triggers back after each application, nothing half-applied on a failure.
import { sql } from "drizzle-orm";
import { getDb, getDbHandle, queryRows } from "@/lib/db/client";
import { definedFunctions, functionFiles, functionsHash, type FunctionFile } from "@/lib/db/apply-functions";

const ours = async () =>
  (
    await queryRows<{ fn: string }>(
      await getDb(),
      sql`SELECT p.oid::regprocedure::text AS fn FROM pg_proc p
          WHERE p.pronamespace = 'public'::regnamespace AND (p.proname LIKE 'caisse\\_%' OR p.proname = 'audit_log_refuse_change') ORDER BY 1`,
    )
  ).map((r) => r.fn);
const triggers = async () =>
  (await queryRows<{ name: string }>(await getDb(), sql`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`)).map((r) => r.name);
const recorded = async () => (await queryRows<{ hash: string }>(await getDb(), sql`SELECT hash FROM caisse_functions`))[0]?.hash ?? null;

describe("the database functions", () => {
  it("are the files' functions, each defined once (the migrations' older versions are gone), with their triggers", async () => {
    const files = functionFiles();
    expect(files.map((f) => f.name)).toEqual(["audit.sql", "days.sql", "ledger.sql", "names.sql", "partner-balances.sql"]);
    const names = definedFunctions(files);
    const present = await ours();
    // one signature per name: no overload left behind by a migration
    expect(present.map((fn) => fn.replace(/\(.*$/, "")).sort()).toEqual(names);
    expect(await triggers()).toEqual(["audit_log_no_truncate", "audit_log_no_update_delete", "transactions_partner_balance"]);
    expect(await recorded()).toBe(functionsHash(files));
  });

  it("are applied again only when a file changed", async () => {
    const handle = await getDbHandle();
    expect(await handle.applyFunctions()).toBe(false);
    const files = functionFiles();
    // a new signature for a function: the old one goes, the new one comes, the triggers stay
    const changed: FunctionFile[] = files.map((f) =>
      f.name === "days.sql"
        ? { ...f, sql: `${f.sql}\nCREATE OR REPLACE FUNCTION caisse_lock_day(p_supervisor uuid, p_day date, p_note text) RETURNS void\nLANGUAGE sql VOLATILE AS $$ SELECT pg_advisory_xact_lock(caisse_day_lock_key(p_supervisor, p_day)) $$;\n` }
        : f,
    );
    const withoutOld = changed.map((f) => (f.name === "days.sql" ? { ...f, sql: f.sql.replace(/CREATE OR REPLACE FUNCTION caisse_lock_day\(p_supervisor uuid, p_day date\) RETURNS void[\s\S]*?\$\$;\n/, "") } : f));
    expect(await handle.applyFunctions(withoutOld)).toBe(true);
    expect((await ours()).filter((fn) => fn.startsWith("caisse_lock_day"))).toEqual(["caisse_lock_day(uuid,date,text)"]);
    expect(await triggers()).toEqual(["audit_log_no_truncate", "audit_log_no_update_delete", "transactions_partner_balance"]);
    expect(await recorded()).toBe(functionsHash(withoutOld));
    // and back: the files as they are
    expect(await handle.applyFunctions()).toBe(true);
    expect((await ours()).filter((fn) => fn.startsWith("caisse_lock_day"))).toEqual(["caisse_lock_day(uuid,date)"]);
    // the audit log is append-only again, through the re-created trigger
    const db = await getDb();
    await db.execute(sql`INSERT INTO audit_log (action, entity) VALUES ('SETTINGS_UPDATED', 'test')`);
    await expect(db.execute(sql`DELETE FROM audit_log WHERE entity = 'test'`)).rejects.toThrow();
  });

  it("change nothing when a file fails, and refuse to drop a function something else than a trigger uses", async () => {
    const handle = await getDbHandle();
    const before = await ours();
    const broken = [...functionFiles(), { name: "zz-broken.sql", sql: "CREATE FUNCTION caisse_broken( RETURNS void" }];
    await expect(handle.applyFunctions(broken)).rejects.toThrow();
    expect(await ours()).toEqual(before);
    expect(await recorded()).toBe(functionsHash(functionFiles()));
    // an index on one of our functions would vanish with the drop: refused, named
    const db = await getDb();
    await db.execute(sql`CREATE INDEX users_folded_name_idx ON users (caisse_fold_name(nom_complet))`);
    try {
      const changed = functionFiles().map((f) => (f.name === "names.sql" ? { ...f, sql: `${f.sql}\n-- changed\n` } : f));
      await expect(handle.applyFunctions(changed)).rejects.toThrow(/caisse_fold_name\(text\) \(utilisée par pg_class\)/);
      expect(await ours()).toEqual(before);
    } finally {
      await db.execute(sql`DROP INDEX users_folded_name_idx`);
    }
  });
});
