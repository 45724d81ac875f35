// One request to a hot route, measured as the budgets count it: the SQL statements it sent (all of them,
// BEGIN and COMMIT included, on either engine) and the bytes of its answer as sent.
import type { NextRequest } from "next/server";
import { recordStatements, type Statement } from "@/lib/db/statements";
import { call, type CallOptions, type CallResult } from "../helpers/http";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Measured {
  status: number;
  statements: Statement[];
  bytes: number;
  body: CallResult["body"];
}

export async function measure(handler: Handler, path: string, options: CallOptions = {}): Promise<Measured> {
  const { result, statements } = await recordStatements(() => call(handler, path, options));
  const bytes = Buffer.byteLength(typeof result.body === "string" ? result.body : JSON.stringify(result.body));
  return { status: result.status, statements, bytes, body: result.body };
}

/** What a failed budget says: the route, the figures, and the statements sent (the first line of each). */
export function overBudget(route: string, measured: Measured, budget: { statements: number; bytes: number }): string {
  const list = measured.statements.map((s, i) => `  ${i + 1}. ${s.text.replace(/\s+/g, " ").trim().slice(0, 160)}`).join("\n");
  return (
    `${route} : ${measured.statements.length} instruction(s) SQL pour un budget de ${budget.statements}, ` +
    `${measured.bytes} octets pour un budget de ${budget.bytes} (tests/perf/budgets.ts)\n${list}`
  );
}
