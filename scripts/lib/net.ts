// Free ports for servers started by a test or a benchmark.
import { createServer, type Server } from "node:net";

const listening = () =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });

/** `count` distinct ports nobody listens on right now, on 127.0.0.1 (held together while chosen, so none repeats). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, listening));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A port nobody listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
