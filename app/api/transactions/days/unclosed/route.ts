// GET /api/transactions/days/unclosed — the past days left open (admin: every supervisor's; supervisor: his own)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { unclosedDaysFor } from "@/lib/services/ledger/unclosed";

export const GET = apiRoute({ permission: "days:unclosed" }, async ({ user }) => unclosedDaysFor(await getDb(), user));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
