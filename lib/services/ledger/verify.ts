// Checks, in SQL and independently of the ledger's engine (lib/db/functions/ledger.sql), that every account line
// equals what its base and entries say (DESIGN's invariant): the oracle, written apart on purpose, not a second
// author. Used by the tests, the seeds, the benchmarks and the restore.
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { ACCOUNT_TYPES } from "@/lib/domain/constants";

export interface LineMismatch {
  supervisor_id: string;
  day: string;
  line_type: string;
  account_key: string;
  value: number;
  expected: number;
}

export async function findLineMismatches(
  executor: Executor,
  range: { from?: string; to?: string; supervisorId?: string } = {},
): Promise<LineMismatch[]> {
  const rows = await queryRows<LineMismatch>(
    executor,
    sql`
    SELECT l.supervisor_id, l.day::text AS day, l.line_type, l.account_key, l.value::bigint AS value, e.expected::bigint AS expected
    FROM account_lines l
    CROSS JOIN LATERAL (
      SELECT CASE
        WHEN l.line_type = 'sortie' AND l.account_key = ANY(${`{${ACCOUNT_TYPES.join(",")}}`}::text[]) THEN
          coalesce((SELECT round(t.amount / 100.0) FROM transactions t
                    WHERE t.supervisor_id = l.supervisor_id AND t.day = l.day AND t.line_type = l.line_type
                      AND t.account_key = l.account_key AND t.seq > l.base_seq
                    ORDER BY t.seq DESC LIMIT 1), l.base_value)
        ELSE l.base_value + coalesce((SELECT round(sum(t.amount) / 100.0) FROM transactions t
                    WHERE t.supervisor_id = l.supervisor_id AND t.day = l.day AND t.line_type = l.line_type
                      AND t.account_key = l.account_key AND t.seq > l.base_seq), 0)
      END AS expected
    ) e
    WHERE l.value <> e.expected
      AND (${range.from ?? null}::date IS NULL OR l.day >= ${range.from ?? null}::date)
      AND (${range.to ?? null}::date IS NULL OR l.day <= ${range.to ?? null}::date)
      AND (${range.supervisorId ?? null}::uuid IS NULL OR l.supervisor_id = ${range.supervisorId ?? null}::uuid)
    LIMIT 100`,
  );
  return rows.map((r) => ({ ...r, value: Number(r.value), expected: Number(r.expected) }));
}
