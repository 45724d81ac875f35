// Load generation with autocannon: a warm-up, then a measured run whose every response time is kept, so
// that p50 / p95 / p99 are exact (autocannon's own summary has no p95).
import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  /** responses with a status other than the expected one */
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
  seconds: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarise(latencies: number[], statuses: Record<string, number>, expected: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const requests = sorted.length;
  const good = statuses[String(expected)] ?? 0;
  return {
    requests,
    errors: requests - good,
    statuses,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    rps: good / seconds,
    seconds,
  };
}

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  /** requests per second offered by all connections together (none: as fast as answers come) */
  overallRate?: number;
  /** per-connection set-up (e.g. one supervisor per connection) */
  setupClient?: (client: autocannon.Client) => void;
  /** called after each response, before the connection's next request */
  onResponse?: (client: autocannon.Client, status: number) => void;
  expectedStatus?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? "GET",
        headers: options.headers,
        connections: options.connections,
        duration: options.duration,
        overallRate: options.overallRate,
        timeout: 30,
        setupClient: options.setupClient,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on("response", (client: autocannon.Client, status: number, _bytes: number, time: number) => {
      latencies.push(time);
      statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      options.onResponse?.(client, status);
    });
  });
  return summarise(latencies, statuses, options.expectedStatus ?? 200, (performance.now() - started) / 1000);
}
