import { dropDatabase, usePostgres } from "./postgres";

export default async function globalTeardown() {
  if (usePostgres() && process.env.TEST_PG_TEMPLATE) await dropDatabase(process.env.TEST_PG_TEMPLATE);
}
