// PGlite on a worker thread (lib/db/pglite-worker.mjs), behind the two methods Drizzle's PGlite driver
// calls: query() and transaction(). The server's thread keeps HTTP and rendering, the database gets the
// other core (docs/performance.md: 50 writers on PGlite). Errors come back with the fields the services
// read (code, constraint, detail, hint), rows and types exactly as PGlite returns them in-process.
import path from "node:path";
import { Worker } from "node:worker_threads";
import { noteStatement } from "./statements";
import { refuseInsideTransaction } from "./tx-scope";

type Row = Record<string, unknown> | unknown[];
export interface ThreadResults {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface SnapshotTaken {
  counts: Record<string, number>;
  migrations: Record<string, unknown>[];
}

interface QueryOptions {
  rowMode?: "array" | "object";
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const WORKER_FILE = path.join(process.cwd(), "lib", "db", "pglite-worker.mjs");

export class PGliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTx = 1;
  private failure: Error | null = null;

  /** dataDir: a folder, or undefined for a database in memory, new or started from a dump (`fromDump`, a file) */
  constructor(dataDir?: string, fromDump?: string) {
    this.worker = new Worker(WORKER_FILE, { workerData: { dataDir, fromDump } });
    this.worker.unref(); // referenced only while a request waits (see send)
    this.worker.on("message", (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.settled(message.id);
      if (message.error) waiting.reject(Object.assign(new Error(String(message.error.message)), message.error));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const [id, waiting] of this.pending) {
        this.settled(id);
        waiting.reject(error);
      }
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`la base PGlite s'est arrêtée (code ${code})`)));
    this.waitReady = this.send({ op: "ready" }).then(() => undefined);
  }

  private settled(id: number) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (message.op === "query" || message.op === "exec") noteStatement(String(message.sql), (message.params as unknown[] | undefined) ?? []);
    else if (message.op === "begin") noteStatement("BEGIN");
    else if (message.op === "end") noteStatement(message.commit ? "COMMIT" : "ROLLBACK");
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref(); // a script awaiting its query must not exit
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Drizzle passes its own parsers: the worker applies the same ones (dates and intervals as text). */
  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<ThreadResults> {
    // one connection: outside the transaction its own code has open, this query would wait forever
    if (tx === undefined) {
      try {
        refuseInsideTransaction("Requête");
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.send({ op: "query", sql, params, rowMode: options.rowMode ?? "object", tx }) as Promise<ThreadResults>;
  }

  /** Runs several statements (no parameters); the rows of the last one. */
  exec(sql: string, tx?: number): Promise<ThreadResults> {
    return this.send({ op: "exec", sql, tx }) as Promise<ThreadResults>;
  }

  async transaction<T>(callback: (tx: { query: PGliteThread["query"]; exec: (sql: string) => Promise<ThreadResults> }) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.send({ op: "begin", tx });
    let result: T;
    try {
      result = await callback({ query: (sql, params, options) => this.query(sql, params, options, tx), exec: (sql) => this.exec(sql, tx) });
    } catch (error) {
      await this.send({ op: "end", tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: "end", tx, commit: true });
    return result;
  }

  /**
   * Copies the database folder to `target`, consistently (see pglite-worker.mjs), and answers what the
   * queries counted in the same transaction.
   */
  snapshot(target: string, queries: { counts: string; migrations: string }): Promise<SnapshotTaken> {
    return this.send({ op: "snapshot", target, queries }) as Promise<SnapshotTaken>;
  }

  /** Writes the database (in memory) to `target` as a dump another one starts from. */
  async dump(target: string): Promise<void> {
    await this.send({ op: "dump", target });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.send({ op: "close" }).catch(() => undefined);
    this.failure ??= new Error("la base PGlite est fermée");
    await this.worker.terminate();
  }
}
