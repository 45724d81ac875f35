// GET /api/health — liveness and database reachability, for load balancers and the test runner
import { sql } from "drizzle-orm";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDbHandle } from "@/lib/db/client";

export const GET = apiRoute({ permission: null }, async () => {
  const handle = await getDbHandle();
  await handle.db.execute(sql`SELECT 1`);
  return { status: "ok", database: handle.kind };
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
