// GET /api/summary?date=YYYY-MM-DD — a day's evening summary: its figures, its SMS text, its WhatsApp link and
// whether it went out (admin)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { siteUrlOf } from "@/lib/api/site";
import { getDb } from "@/lib/db/client";
import { getSummary } from "@/lib/services/summary/send";
import { summaryQuerySchema } from "@/lib/validation/alerts";

export const GET = apiRoute({ permission: "summary:read", query: summaryQuerySchema }, async ({ req, query }) => getSummary(await getDb(), query.date, siteUrlOf(req)));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
