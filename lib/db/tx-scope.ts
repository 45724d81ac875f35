// Which asynchronous work runs inside an open database transaction, so that a query sent around it fails at
// once instead of waiting forever. PGlite has one connection: while a transaction is open on it, a query
// sent outside that transaction waits for the transaction to end, and the transaction waits for the code
// that sent the query, so the server hangs and every later request with it. On PostgreSQL the same mistake
// takes a second connection of the pool (ten such requests at once empty the pool and hang too) and reads
// outside the transaction's snapshot. Both engines therefore refuse it, in every environment: an error that
// names the fix is better than a hang nobody can see (docs/decisions/0050-une-seule-connexion-pglite.md).
import { AsyncLocalStorage } from "node:async_hooks";

interface Scope {
  /** false once the transaction has committed or rolled back: work it started may go on outside it */
  open: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

export class OutsideTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} envoyée hors de la transaction ouverte par le même code : elle attendrait la fin de cette transaction, ` +
        "qui l'attend. Passez la transaction (tx) à la fonction appelée.",
    );
    this.name = "OutsideTransactionError";
  }
}

/** Throws when called from code that runs inside an open transaction (`what`: the query or the transaction). */
export function refuseInsideTransaction(what: string): void {
  if (scope.getStore()?.open) throw new OutsideTransactionError(what);
}

/** Runs a transaction's body inside the scope; the scope closes once the whole transaction has ended. */
export function transactionScope<T>(run: (enter: <R>(body: () => R) => R) => Promise<T>): Promise<T> {
  const state: Scope = { open: true };
  return run((body) => scope.run(state, body)).finally(() => {
    state.open = false;
  });
}
