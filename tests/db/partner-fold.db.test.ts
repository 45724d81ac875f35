// The database folds a free partner's name exactly as lib/domain/partners.ts does (the migration keys old
// lines with the one, the app keys new entries with the other).
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { FOLD_FROM, FOLD_PAIRS, foldName, freePartnerKey } from "@/lib/domain/partners";

it("folds every name the same way in SQL and in TypeScript", async () => {
  const samples = [
    ...[...FOLD_FROM],
    ...FOLD_PAIRS.map(([from]) => from),
    "  Client   Libre  ",
    "CLIENT\u00a0LIBRE",
    "Ñdèye Fatou\u202fSÈCK",
    "Œuvre Straße",
    "Boutique 2000 — Marché",
    "مريم",
    "ĸŉŊŋſ",
    " ",
  ];
  for (let i = 0; i < 200; i++) {
    samples.push(Array.from({ length: 1 + (i % 12) }, (_, j) => [...FOLD_FROM][(i * 31 + j * 7) % [...FOLD_FROM].length]).join(i % 3 ? "" : " "));
  }
  const rows = await queryRows<{ folded: string; key: string }>(
    await getDb(),
    sql`SELECT caisse_fold_name(s) AS folded, caisse_free_partner_key(s) AS key FROM json_array_elements_text(${JSON.stringify(samples)}::json) WITH ORDINALITY AS x(s, n) ORDER BY n`,
  );
  expect(rows.map((r) => r.folded)).toEqual(samples.map(foldName));
  // the database's key of a valid name is the application's
  rows.forEach((r, i) => {
    const key = freePartnerKey(samples[i]!);
    if (key) expect(r.key).toBe(key);
  });
});
