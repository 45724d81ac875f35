// The evening summary's count of the day's écarts against the operators' statements: the ECART_RELEVE alerts of
// that day still true (one closed by itself when its écart went back to 0 is not counted).
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";

export async function statementEcartCount(executor: Executor, day: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM alerts
        WHERE kind = 'ECART_RELEVE' AND day = ${day}::date AND NOT coalesce((data->>'closed')::boolean, false)`,
  );
  return row?.n ?? 0;
}
