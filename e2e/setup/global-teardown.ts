import type { ChildProcess } from "node:child_process";

export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>).__E2E_SERVER__ as ChildProcess | undefined;
  if (!server || server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      server.kill("SIGKILL");
      resolve();
    }, 5_000);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGTERM");
  });
}
