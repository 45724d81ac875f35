// The complete export of the month (1st to today), one download at a time, timed to its last byte.
import { summarise } from "./load";
import { auth, type BenchContext, type Session } from "./reads";
import { check, type Target } from "./targets";

const TARGET: Target = { max: 3000 };
const RUNS = 3;

export async function runExport(ctx: BenchContext, admin: Session): Promise<void> {
  const { server, dataset } = ctx;
  const exportOnce = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/transactions/export/excel?period=month`, { headers: auth(admin.token) });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, status: response.status, bytes };
  };
  await exportOnce();
  server.resetPeak();
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const one = await exportOnce();
    times.push(one.ms);
    statuses[String(one.status)] = (statuses[String(one.status)] ?? 0) + 1;
    bytes = one.bytes;
  }
  const result = summarise(times, statuses, 200, (performance.now() - started) / 1000);
  const monthStart = `${dataset.today.slice(0, 8)}01`;
  const peakRssMb = Math.round(server.peakRss() / 1024 / 1024);
  ctx.peaks.set("export-month", server.peakProcesses());
  ctx.scenarios.push({
    id: "export-month",
    name: "Export complet du mois",
    ...result,
    peakRssMb,
    target: TARGET,
    ok: check(result, TARGET),
    responseBytes: bytes,
    notes: `${monthStart} → ${dataset.today}, ${Math.round(bytes / 1024)} Ko`,
  });
  ctx.log(`export du mois : ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(", ")} (${Math.round(bytes / 1024)} Ko)`);
}
