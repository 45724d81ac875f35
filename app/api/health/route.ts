// GET /api/health — liveness and database reachability, for load balancers and the test runner; and
// whether the app sees its clients' addresses (served other than by `npm start`, it does not, and the
// per-address limits are off: lib/api/address.ts), with the French warning an operator reads.
import { sql } from "drizzle-orm";
import { NO_CLIENT_ADDRESS_WARNING } from "@/lib/api/address";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDbHandle } from "@/lib/db/client";

export const GET = apiRoute({ permission: null }, async ({ address }) => {
  const handle = await getDbHandle();
  await handle.db.execute(sql`SELECT 1`);
  const clientAddress = address !== null;
  return { status: "ok", database: handle.kind, clientAddress, warnings: clientAddress ? [] : [NO_CLIENT_ADDRESS_WARNING] };
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
