// Property: after any random sequence of every write kind (creates, edits, deletes, resets, admin sets, line
// deletions, UV Master allocations, transfers between two kiosks with their corrections and deletions, and the
// refused edits of a transfer's side or line), every line of both kiosks equals what its entries and manual changes
// say (an independent model here, and the SQL verifier), stays within 0..999,999,999, and every refused change
// changed nothing.
import fc from "fast-check";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { accountLines, supervisorAccounts } from "@/lib/db/schema";
import { isAppError } from "@/lib/domain/errors";
import { freePartnerKey } from "@/lib/domain/partners";
import { businessToday } from "@/lib/services/ledger/days";
import { deleteLine, resetLine, setAccountValue } from "@/lib/services/ledger/line-actions";
import { deleteTransaction, updateTransaction } from "@/lib/services/ledger/transactions";
import { createAllocation, createTransaction } from "@/lib/services/ledger/entries";
import { correctTransfer, createTransfer, deleteTransfer } from "@/lib/services/ledger/transfers";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { asActor, createTestUser } from "../helpers/users";

type Target = { lineType: "debut" | "sortie"; accountKey: string };
const ACCOUNTS = ["LIQUIDE", "LIQUIDE", "WAVE"] as const;
const PARTNERS = ["Awa", "Modou"] as const;
const MAX = 999_999_999;
const amount = (big: number) => fc.oneof(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: big, max: MAX }));

const op = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("create" as const), direct: fc.boolean(), depot: fc.boolean(), account: fc.constantFrom(...ACCOUNTS), partner: fc.constantFrom(...PARTNERS), montant: amount(300_000_000) }) },
  fc.record({ kind: fc.constant("amount" as const), pick: fc.nat(), montant: amount(500_000_000) }),
  fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), account: fc.constantFrom(...ACCOUNTS) }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("reset" as const), pick: fc.nat(), value: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })) }),
  fc.record({ kind: fc.constant("set" as const), lineType: fc.constantFrom("debut" as const, "sortie" as const), account: fc.constantFrom(...ACCOUNTS), value: fc.integer({ min: 0, max: MAX }) }),
  fc.record({ kind: fc.constant("dropLine" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("allocation" as const), montant: amount(400_000_000) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("transfer" as const), outgoing: fc.boolean(), from: fc.constantFrom(...ACCOUNTS), to: fc.constantFrom(...ACCOUNTS), montant: amount(400_000_000) }) },
  fc.record({ kind: fc.constant("correctTransfer" as const), pick: fc.nat(), montant: amount(400_000_000) }),
  fc.record({ kind: fc.constant("deleteTransfer" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("editSide" as const), pick: fc.nat() }),
);

/** The model: DESIGN's rules restated independently of lib/domain/ledger.ts and the engine, for two kiosks. */
class Model {
  clock = 0;
  entries = new Map<string, { key: string; francs: number; clock: number }>();
  lines = new Map<string, { baseValue: number; baseClock: number }>();
  static key = (who: string, t: Target) => `${who}|${t.lineType}|${t.accountKey}`;
  // a counted Fin is set; everything else (Débuts, partners, transfers) adds
  isSet = (key: string) => key.includes("|sortie|") && !key.includes("|part-") && !key.includes("|sup-");
  ensureLine(key: string) {
    if (!this.lines.has(key)) this.lines.set(key, { baseValue: 0, baseClock: this.clock });
  }
  value(key: string): number {
    const line = this.lines.get(key)!;
    const after = [...this.entries.values()].filter((e) => e.key === key && e.clock > line.baseClock);
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

it("keeps every line equal to its entries and manual values, whatever the sequence of every write kind", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
      const sup = asActor(await createTestUser("SUPERVISEUR"));
      const other = asActor(await createTestUser("SUPERVISEUR"));
      // the accounts he holds, which the admin may set (no line yet)
      await (await getDb()).insert(supervisorAccounts).values([{ supervisorId: sup.id, accountType: "LIQUIDE" }, { supervisorId: sup.id, accountType: "WAVE" }]);
      const model = new Model();
      const ids: string[] = [];
      const transfers: { id: string; sent: string; received: string; sides: string[] }[] = [];
      const pickOf = <T,>(list: T[], n: number) => (list.length ? list[n % list.length]! : null);
      const pickLine = (n: number) => {
        const keys = [...model.lines.keys()].filter((k) => k.startsWith(`${sup.id}|`));
        const key = pickOf(keys, n);
        if (!key) return null;
        const [, lineType, accountKey] = key.split("|") as [string, "debut" | "sortie", string];
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
      const refused = async (run: () => Promise<unknown>, message: string) => {
        const saved = JSON.stringify([...model.lines, ...model.entries]);
        await expect(run()).rejects.toThrow(message);
        expect(JSON.stringify([...model.lines, ...model.entries])).toBe(saved);
      };

      const db = await getDb();
      const compare = async () => {
        const rows = await db
          .select({ supervisorId: accountLines.supervisorId, lineType: accountLines.lineType, accountKey: accountLines.accountKey, value: accountLines.value })
          .from(accountLines)
          .where(and(inArray(accountLines.supervisorId, [sup.id, other.id]), eq(accountLines.day, businessToday())));
        const actual = Object.fromEntries(rows.map((r) => [Model.key(r.supervisorId, r), r.value]));
        const expected = Object.fromEntries([...model.lines.keys()].map((k) => [k, model.value(k)]));
        expect(actual).toEqual(expected);
        for (const v of Object.values(actual)) expect(v >= 0 && v <= MAX).toBe(true);
      };

      for (const o of ops) {
        await compare();
        if (o.kind === "create" || o.kind === "allocation") {
          const target: Target =
            o.kind === "allocation"
              ? { lineType: "debut", accountKey: "UV_MASTER" }
              : o.direct
                ? { lineType: o.depot ? "debut" : "sortie", accountKey: o.account }
                : { lineType: o.depot ? "debut" : "sortie", accountKey: freePartnerKey(o.partner)! };
          const key = Model.key(sup.id, target);
          let createdId: string | null = null;
          const ok = model.attempt(() => {
            model.ensureLine(key);
            model.entries.set("pending", { key, francs: o.montant, clock: ++model.clock });
          });
          await expectOutcome(ok, async () => {
            if (o.kind === "allocation") createdId = (await createAllocation(db, admin, { superviseurId: sup.id, montant: o.montant })).transaction.id;
            else {
              const body = { superviseurId: sup.id, typeOperation: o.depot ? "depot" : "retrait", montant: o.montant, ...(o.direct ? { typeCompte: o.account } : { partenaireNom: o.partner }) };
              createdId = (await createTransaction(db, admin, transactionPayloadSchema.parse(body))).transaction.id;
            }
          });
          const pending = model.entries.get("pending");
          model.entries.delete("pending");
          if (ok && createdId && pending) {
            model.entries.set(createdId, pending);
            ids.push(createdId);
          }
        } else if (o.kind === "amount" || o.kind === "move") {
          const id = pickOf(ids, o.pick);
          const entry = id ? model.entries.get(id) : undefined;
          if (!id || !entry) continue;
          const [who, lineType, accountKey] = entry.key.split("|") as [string, string, string];
          if (o.kind === "move") {
            const newKey = `${who}|${lineType}|${o.account}`;
            if (accountKey.startsWith("part-") || accountKey === "UV_MASTER") {
              // a partner's or an allocation's entry keeps its line
              const message = accountKey === "UV_MASTER" ? "Une allocation reste sur le compte UV Master" : "Le type de compte ne s'applique pas aux transactions partenaires";
              await refused(() => updateTransaction(db, admin, id, { typeCompte: o.account }), message);
              continue;
            }
            if (newKey === entry.key) continue;
            const ok = model.attempt(() => {
              model.ensureLine(newKey);
              Object.assign(model.entries.get(id)!, { key: newKey, clock: ++model.clock });
            });
            await expectOutcome(ok, () => updateTransaction(db, admin, id, { typeCompte: o.account }));
          } else {
            if (entry.francs === o.montant) continue;
            const ok = model.attempt(() => {
              model.entries.get(id)!.francs = o.montant;
            });
            await expectOutcome(ok, () => updateTransaction(db, admin, id, { montant: o.montant }));
          }
        } else if (o.kind === "delete") {
          const id = pickOf(ids, o.pick);
          if (!id || !model.entries.has(id)) continue;
          const ok = model.attempt(() => model.entries.delete(id));
          await expectOutcome(ok, () => deleteTransaction(db, admin, id, "test"));
        } else if (o.kind === "reset" || o.kind === "dropLine") {
          const line = pickLine(o.pick);
          if (!line) continue;
          const key = Model.key(sup.id, line);
          if (line.accountKey.startsWith("sup-")) {
            // a transfer line follows its transfer only
            const action = o.kind === "reset" ? () => resetLine(db, admin, { supervisorId: sup.id, ...line, newValue: 0 }) : () => deleteLine(db, admin, { supervisorId: sup.id, ...line });
            await refused(action, "Une ligne de transfert suit son transfert");
          } else if (o.kind === "reset") {
            model.lines.set(key, { baseValue: o.value, baseClock: model.clock });
            await resetLine(db, admin, { supervisorId: sup.id, ...line, newValue: o.value });
          } else {
            model.lines.delete(key);
            await deleteLine(db, admin, { supervisorId: sup.id, ...line });
          }
        } else if (o.kind === "set") {
          const key = Model.key(sup.id, { lineType: o.lineType, accountKey: o.account });
          model.lines.set(key, { baseValue: o.value, baseClock: model.clock });
          await setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: o.lineType, accountKey: o.account, newValue: o.value });
        } else if (o.kind === "transfer") {
          // the main kiosk sends to the other, or receives from it
          const [from, to] = o.outgoing ? [sup, other] : [other, sup];
          const sentKey = Model.key(from.id, { lineType: "sortie", accountKey: `sup-${to.id}` });
          const receivedKey = Model.key(to.id, { lineType: "debut", accountKey: `sup-${from.id}` });
          const ok = model.attempt(() => {
            model.ensureLine(sentKey);
            model.ensureLine(receivedKey);
            model.entries.set("pending-sent", { key: sentKey, francs: o.montant, clock: ++model.clock });
            model.entries.set("pending-received", { key: receivedKey, francs: o.montant, clock: ++model.clock });
          });
          let made: { id: string; sent: string; received: string } | null = null;
          await expectOutcome(ok, async () => {
            const { transfer } = await createTransfer(db, admin, { fromSupervisorId: from.id, fromAccount: o.from, toSupervisorId: to.id, toAccount: o.to, montant: o.montant });
            made = { id: transfer.id, sent: transfer.from.transactionId!, received: transfer.to.transactionId! };
          });
          const [sent, received] = [model.entries.get("pending-sent"), model.entries.get("pending-received")];
          model.entries.delete("pending-sent");
          model.entries.delete("pending-received");
          if (ok && made && sent && received) {
            const m = made as { id: string; sent: string; received: string };
            model.entries.set(m.sent, sent);
            model.entries.set(m.received, received);
            transfers.push({ ...m, sides: [m.sent, m.received] });
          }
        } else if (o.kind === "correctTransfer" || o.kind === "deleteTransfer") {
          const t = pickOf(transfers, o.pick);
          if (!t || !model.entries.has(t.sent)) continue;
          if (o.kind === "deleteTransfer") {
            const ok = model.attempt(() => t.sides.forEach((s) => model.entries.delete(s)));
            await expectOutcome(ok, () => deleteTransfer(db, admin, t.id, "test"));
            continue;
          }
          if (model.entries.get(t.sent)!.francs === o.montant) continue;
          const ok = model.attempt(() => t.sides.forEach((s) => (model.entries.get(s)!.francs = o.montant)));
          await expectOutcome(ok, () => correctTransfer(db, admin, t.id, { montant: o.montant, reason: "test" }));
        } else {
          // a side of a transfer never changes alone
          const t = pickOf(transfers, o.pick);
          if (!t || !model.entries.has(t.sent)) continue;
          await refused(() => updateTransaction(db, admin, t.received, { montant: 1 }), "Un transfert se corrige ou se supprime en entier");
          await refused(() => deleteTransaction(db, admin, t.sent, "test"), "Un transfert se corrige ou se supprime en entier");
        }
      }

      await compare();
      for (const who of [sup, other]) expect(await findLineMismatches(db, { supervisorId: who.id })).toEqual([]);
    }),
    { numRuns: Number(process.env.PROPERTY_RUNS ?? 25), seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined },
  );
});
