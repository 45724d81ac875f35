import { createTemplate, usePostgres } from "./postgres";

export default async function globalSetup() {
  if (!usePostgres()) return;
  process.env.TEST_PG_TEMPLATE = await createTemplate();
}
