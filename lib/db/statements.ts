// Every statement sent to the database passes here (lib/db/client.ts for PostgreSQL, lib/db/pglite-thread.ts
// for PGlite): the performance budgets (tests/perf) record what a request sends, a deterministic figure
// where a timing on a shared machine is noise. With no recorder listening it costs one size check.
export interface Statement {
  text: string;
  params: readonly unknown[];
}
type Recorder = (statement: Statement) => void;

const recorders = new Set<Recorder>();

export function noteStatement(text: string, params: readonly unknown[] = []): void {
  if (recorders.size === 0) return;
  for (const recorder of recorders) recorder({ text, params });
}

/** The statements sent while `work` runs (and whatever else runs meanwhile: record one request at a time). */
export async function recordStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const recorder: Recorder = (statement) => statements.push(statement);
  recorders.add(recorder);
  try {
    return { result: await work(), statements };
  } finally {
    recorders.delete(recorder);
  }
}
