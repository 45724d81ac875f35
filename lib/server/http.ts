// Caisse's HTTP server: Next's own request handler (the documented custom-server API, the same router
// `next start` uses: proxy.ts, instrumentation.ts, compression, static files, upgrades) behind a Node
// http.Server that sees the socket. For each request it resolves the client's address from the socket
// and TRUST_PROXY (lib/domain/client-address.ts) and hands it to the route handlers in a header sealed
// by this process (lib/api/address.ts), after removing any copy the client sent.
//
// Before Next: every body is bounded (./body-limit.ts); on PGlite, a gate on the requests answered at once,
// and a collection once idle (./memory.ts).
//
// Stopping: no new connection, idle keep-alive connections closed, in-flight requests finished (at most
// `drainMs`), then Next closed and the stop hooks run (background jobs, then the database).
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import type { Socket } from "node:net";
import path from "node:path";
import type { Env } from "@/lib/config/env";
import { resolveClientAddress } from "@/lib/domain/client-address";
import { CLIENT_ADDRESS_HEADER, sealedAddress } from "@/lib/api/address";
import { admitBody } from "./body-limit";
import { stopProcess } from "./lifecycle";
import { applyHeapFlags, idleCollector, requestGate } from "./memory";

/**
 * On PGlite, the requests answered at once (./memory.ts): one database connection answers them all. Past
 * the connections a client or the bench opens (10), so that it only bounds a burst: 4 cost a quarter of
 * the dashboards' throughput at 10 connections.
 */
const PGLITE_MAX_ACTIVE = 16;
/** built files, read from disk, cheap: never held behind the gate (a page's scripts arrive while dashboards wait) */
const isBuiltAsset = (url: string | undefined) => url?.startsWith("/_next/static/") ?? false;

export interface CaisseHttpServer {
  server: http.Server;
  /** how many requests are being answered now */
  inFlight(): number;
  /** stops accepting, finishes in-flight requests (at most drainMs), closes Next and runs the stop hooks */
  stop(drainMs?: number): Promise<void>;
}

/** Replaces whatever the client sent under the server's own header by the resolved, sealed address. */
export function attachClientAddress(req: IncomingMessage, env: Pick<Env, "TRUST_PROXY">): string | null {
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], env.TRUST_PROXY);
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
  if (address) {
    const value = sealedAddress(address);
    req.headers[CLIENT_ADDRESS_HEADER] = value;
    raw.push(CLIENT_ADDRESS_HEADER, value);
  }
  return address;
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * What the server does with each request: the client's address attached, the body bounded, the gate
 * passed (PGlite), then Next's handler; and how many requests are being answered.
 */
function requestListener(env: Env, handle: RequestHandler) {
  let active = 0;
  const admit = env.DATABASE_URL ? (_res: ServerResponse, start: () => void) => start() : requestGate(PGLITE_MAX_ACTIVE);
  const collector = idleCollector(() => active);
  const answer = (req: IncomingMessage, res: ServerResponse) =>
    handle(req, res).catch((error: unknown) => {
      console.error(`[caisse] requête ${req.method} ${req.url} en échec :`, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.end(JSON.stringify({ success: false, message: "Erreur serveur. Veuillez réessayer plus tard.", code: "SERVER_ERROR", data: null }));
      } else res.destroy();
    });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    active += 1;
    collector.busy();
    res.once("close", () => {
      active -= 1;
      collector.idle();
    });
    attachClientAddress(req, env);
    admitBody(req, res, () => (isBuiltAsset(req.url) ? void answer(req, res) : admit(res, () => void answer(req, res))));
  };
  return { listener, inFlight: () => active };
}

export async function startHttpServer(env: Env, options: { port: number; host: string; dir?: string }): Promise<CaisseHttpServer> {
  const dir = path.resolve(options.dir ?? process.cwd());
  // The configuration `next build` resolved and wrote beside the build, as Next's own standalone server
  // passes it: next.config.ts is not compiled again at each start, which would load Next's native SWC
  // compiler (~23 MB resident) into the server for nothing.
  const built = JSON.parse(await readFile(path.join(dir, ".next", "required-server-files.json"), "utf8")) as { config: unknown };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built.config);
  // the embedded database's server only: on PostgreSQL the memory targets are another program's, and the
  // more frequent collections would cost its throughput for nothing
  if (!env.DATABASE_URL) applyHeapFlags();
  // Next reads the build (.next) as `next start` does; webpack: the bundler `next build --webpack` used
  const { default: next } = await import("next");
  const app = next({ dev: false, dir, hostname: options.host, port: options.port, webpack: true } as Parameters<typeof next>[0]);
  // runs instrumentation.ts: database opened and migrated, first admin, background jobs
  await app.prepare();
  const handle = app.getRequestHandler();
  // the router's upgrade handler, as `next start` wires it; Next must not add a second listener of its own
  // on the first request (it would see the request before the address is attached)
  const internals = app as unknown as { upgradeHandler: (req: IncomingMessage, socket: Socket, head: Buffer) => Promise<void>; didWebSocketSetup: boolean };
  const upgrade = internals.upgradeHandler;
  internals.didWebSocketSetup = true;

  const sockets = new Set<Socket>();
  const { listener, inFlight } = requestListener(env, handle);
  const server = http.createServer(listener);
  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    attachClientAddress(req, env);
    Promise.resolve(upgrade(req, socket, head)).catch(() => socket.destroy());
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  // as `next start` does once listening
  process.env.PORT = String(port);
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;

  let stopping: Promise<void> | null = null;
  const stop = (drainMs = 25_000) =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // keep-alive connections waiting for a next request are closed now, and as each in-flight one ends
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 100);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)));
      await Promise.race([closed, late]);
      clearInterval(sweeper);
      clearTimeout(timer);
      if (sockets.size > 0) {
        console.error(`[caisse] arrêt : ${inFlight()} requête(s) encore en cours après ${drainMs / 1000} s, connexions fermées`);
        server.closeAllConnections();
      }
      await app.close().catch((error: unknown) => console.error("[caisse] arrêt de Next :", error));
      await stopProcess();
    })());

  return { server, inFlight, stop };
}
