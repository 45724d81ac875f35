import { rmSync } from "node:fs";
import { dropDatabase, onPostgres } from "./postgres";

export default async function globalTeardown() {
  if (onPostgres() && process.env.TEST_PG_TEMPLATE) await dropDatabase(process.env.TEST_PG_TEMPLATE);
  if (process.env.TEST_PGLITE_TEMPLATE) rmSync(process.env.TEST_PGLITE_TEMPLATE, { force: true });
}
