// The writers: one supervisor per connection, a fresh Idempotency-Key for every request. Two runs: as
// fast as they can (the capacity, and its p95 under that load), then WRITE_RATE transactions/s offered in
// all (each writer every writers / WRITE_RATE s, their phases spread), whose p95 must stay ≤ 100 ms. With
// connections that never pause, latency is only connections / throughput (Little's law), so the first
// run's p95 says how the server queues at full speed and the second's what a writer waits at the rate
// the network needs (runPaced: no bursts, late requests charged for their wait).
import type autocannon from "autocannon";
import { runLoad, runPaced, type LoadResult } from "./load";
import { auth, login, measured, type BenchContext, type Session } from "./reads";
import { check, type Target } from "./targets";

const WRITE_RATE = 300;

/** What the writers sent and got, for the check against the database once the server has stopped. */
export interface WriteCount {
  /** every Idempotency-Key of this run starts with it */
  runId: string;
  created: number;
  sent: number;
}

/** The writers' bodies: partner movements and Début / Fin entries, as a supervisor types them. */
function writerBody(supervisorId: string, n: number): string {
  const montant = 1_000 + ((n * 7919) % 50) * 500;
  const kind = n % 5;
  if (kind <= 2) return JSON.stringify({ superviseurId: supervisorId, typeOperation: kind === 0 ? "retrait" : "depot", montant, partenaireNom: "Boutique Bench" });
  return JSON.stringify({ superviseurId: supervisorId, typeOperation: kind === 3 ? "depot" : "retrait", montant: montant * 10, typeCompte: "LIQUIDE" });
}

/** The two ways of writing: closed loop at full speed (autocannon) and paced at WRITE_RATE in all. */
function writeLoads(ctx: BenchContext, writers: Session[], count: WriteCount) {
  const url = `${ctx.server.url}/api/transactions/create`;
  const connections = ctx.options.writers;
  // a writer's next request: its supervisor's token, a fresh Idempotency-Key, the next body
  const nextRequest = (writer: Session) => {
    count.sent += 1;
    return {
      headers: { "content-type": "application/json", ...auth(writer.token), "idempotency-key": `${count.runId}-${count.sent}` },
      body: writerBody(writer.id, count.sent),
    };
  };
  const counted = (status: number) => {
    if (status === 201) count.created += 1;
  };
  let next = 0;
  const writerOf = new Map<autocannon.Client, Session>();
  const prepare = (client: autocannon.Client) => {
    const { headers, body } = nextRequest(writerOf.get(client)!);
    client.setHeadersAndBody(headers, body);
  };
  const fastest = (duration: number) =>
    runLoad({
      url,
      method: "POST",
      connections,
      duration,
      expectedStatus: 201,
      setupClient: (client) => {
        writerOf.set(client, writers[next++ % writers.length]!);
        prepare(client);
      },
      onResponse: (client, status) => {
        counted(status);
        prepare(client);
      },
    });
  const paced = (duration: number) =>
    runPaced({ url, connections, duration, rate: WRITE_RATE, expectedStatus: 201, next: (c) => nextRequest(writers[c % writers.length]!), onStatus: counted });
  return { fastest, paced };
}

export async function runWriters(ctx: BenchContext, count: WriteCount): Promise<void> {
  const { server, dataset, options } = ctx;
  const writers: Session[] = [];
  for (let i = 0; i < options.writers; i++) writers.push(await login(server.url, String(781_000_000 + (i % dataset.args.supervisors)), dataset.code));
  const { fastest, paced } = writeLoads(ctx, writers, count);
  await fastest(options.warmup);
  // PostgreSQL with fsync must carry the network's peak at full speed without queueing writers past 100 ms;
  // PGlite (one connection, one core) keeps its capacity target
  const maxTarget: Target = dataset.engine === "postgres" ? { rps: 800, p95: 100 } : { rps: WRITE_RATE };
  const runs: { id: string; name: string; run: () => Promise<LoadResult>; target: Target }[] = [
    { id: "writers-max", name: `${options.writers} écrivains, au plus vite`, run: () => fastest(options.duration), target: maxTarget },
    { id: "writers-rate", name: `${options.writers} écrivains, ${WRITE_RATE} transactions/s`, run: () => paced(options.duration), target: { p95: 100, atRate: WRITE_RATE } },
  ];
  for (const run of runs) {
    const { result, peakRssMb } = await measured(ctx, run.id, run.run);
    ctx.scenarios.push({ id: run.id, name: run.name, ...result, peakRssMb, target: run.target, ok: check(result, run.target) });
    ctx.log(`${run.name} : ${result.rps.toFixed(0)} transactions/s, p95 ${result.p95.toFixed(1)} ms, statuts ${JSON.stringify(result.statuses)}`);
  }
}
