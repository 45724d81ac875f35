// POST /api/summary/send { date?, force? } — the admin sends a day's summary now: once per day unless `force`
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { siteUrlOf } from "@/lib/api/site";
import { getDb } from "@/lib/db/client";
import { sendSummaryNow } from "@/lib/services/summary/send";
import { summarySendSchema } from "@/lib/validation/alerts";

export const POST = apiRoute({ permission: "summary:send", body: summarySendSchema }, async ({ req, user, body }) => reply(await sendSummaryNow(await getDb(), user, body, siteUrlOf(req))));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
