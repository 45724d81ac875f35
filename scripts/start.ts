// npm start: checks the environment, builds when the sources changed, then serves the app.
// The server migrates the database and creates the first admin before its first request (instrumentation.ts).
import { spawn } from "node:child_process";
import { buildIfNeeded, NEXT_BIN } from "./lib/build";
import { loadCheckedEnv } from "./lib/load-env";

const env = loadCheckedEnv();
buildIfNeeded();

const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(env.PORT), "-H", env.HOST], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
