// Property: after any random sequence of creates, edits, deletes, resets, admin sets and line deletions,
// every line equals what its entries and manual changes say (an independent model here, and the SQL
// verifier), stays within 0..999,999,999, and every refused change changed nothing.
import fc from "fast-check";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { accountLines, supervisorAccounts } from "@/lib/db/schema";
import { isAppError } from "@/lib/domain/errors";
import { freePartnerKey } from "@/lib/domain/partners";
import { businessToday } from "@/lib/services/ledger/days";
import { deleteLine, resetLine, setAccountValue } from "@/lib/services/ledger/line-actions";
import { createTransaction, deleteTransaction, updateTransaction } from "@/lib/services/ledger/transactions";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { asActor, createTestUser } from "../helpers/users";

type Target = { lineType: "debut" | "sortie"; accountKey: string };
const ACCOUNTS = ["LIQUIDE", "LIQUIDE", "WAVE"] as const;
const PARTNERS = ["Awa", "Modou"] as const;
const MAX = 999_999_999;

const op = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("create" as const), direct: fc.boolean(), depot: fc.boolean(), account: fc.constantFrom(...ACCOUNTS), partner: fc.constantFrom(...PARTNERS), montant: fc.oneof(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 300_000_000, max: MAX })) }) },
  fc.record({ kind: fc.constant("amount" as const), pick: fc.nat(), montant: fc.oneof(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 500_000_000, max: MAX })) }),
  fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), account: fc.constantFrom(...ACCOUNTS) }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("reset" as const), pick: fc.nat(), value: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })) }),
  fc.record({ kind: fc.constant("set" as const), lineType: fc.constantFrom("debut" as const, "sortie" as const), account: fc.constantFrom(...ACCOUNTS), value: fc.integer({ min: 0, max: MAX }) }),
  fc.record({ kind: fc.constant("dropLine" as const), pick: fc.nat() }),
);

/** The model: DESIGN's rules restated independently of lib/domain/ledger.ts. */
class Model {
  clock = 0;
  entries = new Map<string, { key: string; francs: number; clock: number }>();
  lines = new Map<string, { baseValue: number; baseClock: number }>();
  static key = (t: Target) => `${t.lineType}|${t.accountKey}`;
  isSet = (key: string) => key.startsWith("sortie|") && !key.includes("|part-");
  ensureLine(key: string) {
    if (!this.lines.has(key)) this.lines.set(key, { baseValue: 0, baseClock: this.clock });
  }
  value(key: string, entries = this.entries, lines = this.lines): number {
    const line = lines.get(key)!;
    const after = [...entries.values()].filter((e) => e.key === key && e.clock > line.baseClock);
    if (this.isSet(key)) return after.length ? after.reduce((a, b) => (b.clock > a.clock ? b : a)).francs : line.baseValue;
    return line.baseValue + after.reduce((s, e) => s + e.francs, 0);
  }
  /** applies a change; if any line would leave the bounds, undoes it and answers false */
  attempt(change: () => void): boolean {
    const saved = { clock: this.clock, entries: new Map([...this.entries].map(([k, v]) => [k, { ...v }])), lines: new Map([...this.lines].map(([k, v]) => [k, { ...v }])) };
    change();
    const ok = [...this.lines.keys()].every((k) => {
      const v = this.value(k);
      return v >= 0 && v <= MAX;
    });
    if (!ok) Object.assign(this, saved);
    return ok;
  }
}

let admin: ReturnType<typeof asActor>;
beforeAll(async () => {
  admin = asActor(await createTestUser("ADMIN"));
});

it("keeps every line equal to its entries and manual values, whatever the sequence", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
      const sup = asActor(await createTestUser("SUPERVISEUR"));
      // the accounts he holds, which the admin may set (no line yet)
      await (await getDb()).insert(supervisorAccounts).values([{ supervisorId: sup.id, accountType: "LIQUIDE" }, { supervisorId: sup.id, accountType: "WAVE" }]);
      const model = new Model();
      const ids: string[] = [];
      const pickId = (n: number) => (ids.length ? ids[n % ids.length]! : null);
      const pickLine = (n: number) => {
        const keys = [...model.lines.keys()];
        if (!keys.length) return null;
        const [lineType, accountKey] = keys[n % keys.length]!.split("|") as ["debut" | "sortie", string];
        return { lineType, accountKey };
      };
      const expectOutcome = async (modelOk: boolean, run: () => Promise<unknown>) => {
        try {
          await run();
          expect(modelOk).toBe(true);
        } catch (error) {
          if (!isAppError(error)) throw error;
          expect({ refused: error.message, modelOk }).toEqual({ refused: error.message, modelOk: false });
        }
      };

      const db = await getDb();
      const compare = async () => {
        const rows = await db
          .select({ lineType: accountLines.lineType, accountKey: accountLines.accountKey, value: accountLines.value })
          .from(accountLines)
          .where(and(eq(accountLines.supervisorId, sup.id), eq(accountLines.day, businessToday())));
        const actual = Object.fromEntries(rows.map((r) => [Model.key(r), r.value]));
        const expected = Object.fromEntries([...model.lines.keys()].map((k) => [k, model.value(k)]));
        expect(actual).toEqual(expected);
        for (const v of Object.values(actual)) expect(v >= 0 && v <= MAX).toBe(true);
      };

      for (const o of ops) {
        await compare();
        if (o.kind === "create") {
          const target: Target = o.direct
            ? { lineType: o.depot ? "debut" : "sortie", accountKey: o.account }
            : { lineType: o.depot ? "debut" : "sortie", accountKey: freePartnerKey(o.partner)! };
          const key = Model.key(target);
          let createdId: string | null = null;
          const ok = model.attempt(() => {
            model.ensureLine(key);
            model.entries.set("pending", { key, francs: o.montant, clock: ++model.clock });
          });
          const body = { superviseurId: sup.id, typeOperation: o.depot ? "depot" : "retrait", montant: o.montant, ...(o.direct ? { typeCompte: o.account } : { partenaireNom: o.partner }) };
          await expectOutcome(ok, async () => {
            createdId = (await createTransaction(admin, transactionPayloadSchema.parse(body))).transaction.id;
          });
          const pending = model.entries.get("pending");
          model.entries.delete("pending");
          if (ok && createdId && pending) {
            model.entries.set(createdId, pending);
            ids.push(createdId);
          }
        } else if (o.kind === "amount" || o.kind === "move") {
          const id = pickId(o.pick);
          const entry = id ? model.entries.get(id) : undefined;
          if (!id || !entry) continue;
          const direct = !entry.key.includes("|part-");
          if (o.kind === "move") {
            const newKey = `${entry.key.split("|")[0]}|${o.account}`;
            if (!direct) {
              await expect(updateTransaction(admin, id, { typeCompte: o.account })).rejects.toThrow("Le type de compte ne s'applique pas aux transactions partenaires");
              continue;
            }
            if (newKey === entry.key) continue;
            const ok = model.attempt(() => {
              model.ensureLine(newKey);
              Object.assign(model.entries.get(id)!, { key: newKey, clock: ++model.clock });
            });
            await expectOutcome(ok, () => updateTransaction(admin, id, { typeCompte: o.account }));
          } else {
            if (entry.francs === o.montant) continue;
            const ok = model.attempt(() => {
              model.entries.get(id)!.francs = o.montant;
            });
            await expectOutcome(ok, () => updateTransaction(admin, id, { montant: o.montant }));
          }
        } else if (o.kind === "delete") {
          const id = pickId(o.pick);
          if (!id || !model.entries.has(id)) continue;
          const ok = model.attempt(() => model.entries.delete(id));
          await expectOutcome(ok, () => deleteTransaction(admin, id, "test"));
        } else if (o.kind === "reset" || o.kind === "dropLine") {
          const line = pickLine(o.pick);
          if (!line) continue;
          const key = Model.key(line);
          if (o.kind === "reset") {
            model.lines.set(key, { baseValue: o.value, baseClock: model.clock });
            await resetLine(admin, { supervisorId: sup.id, ...line, newValue: o.value });
          } else {
            model.lines.delete(key);
            await deleteLine(admin, { supervisorId: sup.id, ...line });
          }
        } else {
          const key = Model.key({ lineType: o.lineType, accountKey: o.account });
          model.lines.set(key, { baseValue: o.value, baseClock: model.clock });
          await setAccountValue(admin, { supervisorId: sup.id, lineType: o.lineType, accountKey: o.account, newValue: o.value });
        }
      }

      await compare();
      expect(await findLineMismatches(db, { supervisorId: sup.id })).toEqual([]);
    }),
    { numRuns: Number(process.env.PROPERTY_RUNS ?? 25), seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined },
  );
});
