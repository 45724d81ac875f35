// npm start: checks the configuration, builds when the sources changed, then serves the app
// (lib/server/main.ts, bundled into .caisse/server.cjs). Plain JavaScript run by plain Node: nothing
// of a TypeScript loader stays resident beside the server.
//
// The server migrates the database and creates the first admin before its first request
// (instrumentation.ts), and prints how to log in.
"use strict";
const cluster = require("node:cluster");
const build = require("./lib/build.cjs");

if (cluster.isWorker) {
  // a server process under the supervisor (PostgreSQL, WEB_CONCURRENCY): the build is current
  const server = require(build.SERVER_BUNDLE);
  server.main(server.loadEnvironment());
} else {
  process.env.NODE_ENV = "production";
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  build.bundleServerIfNeeded();
  const server = require(build.SERVER_BUNDLE);
  const env = server.loadEnvironment();
  // another program has the embedded database: say so now, before building anything
  server.refuseIfDatabaseBusy(env);
  build.buildAppIfNeededAsync(server.watchLauncher).then(() => server.main(env));
}
