import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration under drizzle/ from lib/db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./drizzle",
  strict: true,
});
