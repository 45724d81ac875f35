// Next.js calls register() once per server start, and serves no request before it resolves.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServerOrExit } = await import("./lib/server/startup");
  await startServerOrExit();
}
