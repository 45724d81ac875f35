// Load generation with autocannon (and a paced generator of its own for a steady rate): every response time is kept, so
// that p50 / p95 / p99 are exact (autocannon's own summary has no p95).
import http from "node:http";
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

/** `expected`: the status that counts as a success (an HTTP status, or a word for what is not HTTP) */
export function summarise(latencies: number[], statuses: Record<string, number>, expected: number | string, seconds: number): LoadResult {
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

export interface PacedOptions {
  url: string;
  connections: number;
  duration: number;
  /** requests per second offered by all connections together, evenly spread */
  rate: number;
  /** connection n's next request */
  next: (connection: number) => { headers: Record<string, string>; body: string };
  onStatus?: (status: number) => void;
  expectedStatus: number;
}

/**
 * A steady offered load: each connection (one keep-alive socket) sends a POST every connections / rate
 * seconds, the connections' phases spread evenly, so requests arrive at the rate, not in bursts
 * (autocannon's rate limit lets each connection fire its whole second's quota at once). A response
 * time counts from the moment its request was due: a request sent late because the previous one was
 * slow is charged for the wait (no coordinated omission).
 */
export async function runPaced(options: PacedOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = (options.connections / options.rate) * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const begin = performance.now() + 20;
  const end = begin + options.duration * 1000;
  const post = (headers: Record<string, string>, body: string) =>
    new Promise<number>((resolve) => {
      const req = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: "POST", headers: { ...headers, "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", () => resolve(0));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: options.connections }, async (_, connection) => {
      for (let due = begin + (connection / options.connections) * interval; due < end; due += interval) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const { headers, body } = options.next(connection);
        const status = await post(headers, body);
        latencies.push(performance.now() - due);
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
        options.onStatus?.(status);
      }
    }),
  );
  agent.destroy();
  // throughput over the time it took to answer them all: an overloaded server finishes late
  return summarise(latencies, statuses, options.expectedStatus, Math.max(options.duration, (performance.now() - begin) / 1000));
}
